import type { FileChange, IntegrationType } from '@kiln/contracts';
import { TOOL_INPUTS, type ToolName } from '@kiln/contracts';
import { type ToolSet, tool } from 'ai';
import { newId } from '../db/ids';
import { migrationProblems } from '../integrations/supabase/migration-rules';
import { type ProjectWorkspace, ToolError } from './tools/workspace';

/** What a turn's tool calls amount to, gathered as they run. */
export class TurnRecord {
  readonly files = new Map<string, FileChange>();
  /** Every change in the order made (a file edited twice shows twice), for the live stream. */
  readonly changeLog: FileChange[] = [];
  suggestions: string[] = [];
  readonly nudges = new Set<IntegrationType>();
  projectName: string | null = null;
  commitMessage: string | null = null;
  readonly dependencies = new Map<string, string>();
  /** Migrations written for the linked Supabase, in order; applied only once the owner approves. */
  readonly migrations: WrittenMigration[] = [];

  get hasChanges(): boolean {
    return this.files.size > 0 || this.dependencies.size > 0;
  }

  change(path: string, action: FileChange['action'], from?: string): void {
    const previous = this.files.get(path);
    // A file created in this turn and then edited is still a creation.
    const merged = previous?.action === 'create' && action === 'edit' ? 'create' : action;
    const change: FileChange = from ? { path, action: merged, from } : { path, action: merged };
    this.files.set(path, change);
    this.changeLog.push(change);
  }
}

/**
 * Writes a file Kiln itself puts into the project (a component's files, Supabase's client) through the
 * workspace, unless it already holds that content, and records the change for the commit.
 */
export async function writeOwnFile(
  workspace: ProjectWorkspace,
  record: TurnRecord,
  path: string,
  content: string,
  exists: boolean,
): Promise<void> {
  const before = exists ? await workspace.readFile(path).catch(() => null) : null;
  if (before === content) return;
  record.change(await workspace.writeFile(path, content), exists ? 'edit' : 'create');
}

/** A migration a turn wrote: its id becomes the card's and the database row's. */
export type WrittenMigration = { id: string; name: string; path: string; sql: string };

export interface ToolHooks {
  /** A tool is about to change files: the run shows its sub-phase. */
  onWrite(name: ToolName): void;
  /** The model named the project: the workspace shows the name at once, not at the end of the run. */
  onProjectName(name: string): void;
}

/**
 * Each workspace's changes, one at a time in the order the model called them: a step's tool calls run
 * side by side, so two read-modify-writes of package.json would lose one package, two writes of one
 * file would end on either, and the turn's budget would refuse whichever call came last to it rather
 * than the model's last call.
 */
const changeQueues = new WeakMap<ProjectWorkspace, Promise<unknown>>();

function inOrder<T>(workspace: ProjectWorkspace, change: () => Promise<T>): Promise<T> {
  const previous = changeQueues.get(workspace) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(change);
  changeQueues.set(workspace, next);
  return next;
}

/** Adds the package to package.json and installs it; a package that cannot be installed is not added. */
async function addDependency(workspace: ProjectWorkspace, name: string, version: string): Promise<void> {
  const before = await workspace.readFile('package.json');
  const pkg = JSON.parse(before) as { dependencies?: Record<string, string> };
  pkg.dependencies = { ...pkg.dependencies, [name]: version };
  pkg.dependencies = Object.fromEntries(
    Object.entries(pkg.dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  await workspace.writeFile('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
  const installed = (await workspace.installDependencies?.()) ?? { ok: true };
  if (installed.ok) return;
  await workspace.writeFile('package.json', before);
  throw new ToolError(installed.message);
}

/** `supabase/migrations/<UTC yyyymmddhhmmss><nn>_<name>.sql`, ordered as written, like Supabase's CLI names them. */
function migrationPath(name: string, index: number, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `supabase/migrations/${stamp}${String(index).padStart(2, '0')}_${name}.sql`;
}

/**
 * The AI SDK tools of one turn, executing on the project's workspace. Chat mode gets none; an app
 * with Supabase's client also gets `write_migration`.
 */
export function createTools(
  workspace: ProjectWorkspace,
  record: TurnRecord,
  hooks: ToolHooks,
  options: { migrations?: boolean } = {},
): ToolSet {
  const tools: ToolSet = {
    list_files: tool({
      description: TOOL_INPUTS.list_files.description,
      inputSchema: TOOL_INPUTS.list_files,
      execute: async () => (await workspace.listFiles()).join('\n'),
    }),
    read_file: tool({
      description: TOOL_INPUTS.read_file.description,
      inputSchema: TOOL_INPUTS.read_file,
      execute: async ({ path }) => workspace.readFile(path),
    }),
    write_file: tool({
      description: TOOL_INPUTS.write_file.description,
      inputSchema: TOOL_INPUTS.write_file,
      execute: async ({ path, content }) => {
        hooks.onWrite('write_file');
        return inOrder(workspace, async () => {
          const existed = await workspace.readFile(path).then(
            () => true,
            () => false,
          );
          const written = await workspace.writeFile(path, content);
          record.change(written, existed ? 'edit' : 'create');
          return `Wrote ${written}`;
        });
      },
    }),
    edit_file: tool({
      description: TOOL_INPUTS.edit_file.description,
      inputSchema: TOOL_INPUTS.edit_file,
      execute: async ({ path, search, replace }) => {
        hooks.onWrite('edit_file');
        const edited = await inOrder(workspace, () => workspace.editFile(path, search, replace));
        record.change(edited, 'edit');
        return `Edited ${edited}`;
      },
    }),
    delete_file: tool({
      description: TOOL_INPUTS.delete_file.description,
      inputSchema: TOOL_INPUTS.delete_file,
      execute: async ({ path }) => {
        hooks.onWrite('delete_file');
        const deleted = await inOrder(workspace, () => workspace.deleteFile(path));
        record.change(deleted, 'delete');
        return `Deleted ${deleted}`;
      },
    }),
    rename_file: tool({
      description: TOOL_INPUTS.rename_file.description,
      inputSchema: TOOL_INPUTS.rename_file,
      execute: async ({ from, to }) => {
        hooks.onWrite('rename_file');
        const moved = await inOrder(workspace, () => workspace.renameFile(from, to));
        record.change(moved.to, 'rename', moved.from);
        return `Renamed ${moved.from} to ${moved.to}`;
      },
    }),
    add_dependency: tool({
      description: TOOL_INPUTS.add_dependency.description,
      inputSchema: TOOL_INPUTS.add_dependency,
      execute: async ({ name, version }) => {
        hooks.onWrite('add_dependency');
        const range = version || 'latest';
        await inOrder(workspace, () => addDependency(workspace, name, range));
        record.dependencies.set(name, range);
        record.change('package.json', 'edit');
        return `Installed ${name}@${range} and added it to package.json`;
      },
    }),
    suggest: tool({
      description: TOOL_INPUTS.suggest.description,
      inputSchema: TOOL_INPUTS.suggest,
      execute: async ({ suggestions }) => {
        record.suggestions = suggestions;
        return 'Suggestions noted';
      },
    }),
    nudge_integration: tool({
      description: TOOL_INPUTS.nudge_integration.description,
      inputSchema: TOOL_INPUTS.nudge_integration,
      execute: async ({ integration }) => {
        record.nudges.add(integration);
        return `The user will be offered ${integration}`;
      },
    }),
    set_project_name: tool({
      description: TOOL_INPUTS.set_project_name.description,
      inputSchema: TOOL_INPUTS.set_project_name,
      execute: async ({ name }) => {
        record.projectName = name;
        hooks.onProjectName(name);
        return `Project named ${name}`;
      },
    }),
    set_commit_message: tool({
      description: TOOL_INPUTS.set_commit_message.description,
      inputSchema: TOOL_INPUTS.set_commit_message,
      execute: async ({ message }) => {
        record.commitMessage = message;
        return 'Commit message set';
      },
    }),
  };
  if (!options.migrations) return tools;
  tools.write_migration = tool({
    description: TOOL_INPUTS.write_migration.description,
    inputSchema: TOOL_INPUTS.write_migration,
    execute: async ({ name, sql }) => {
      // Row-level security by default: the model hears why and writes it again.
      const problems = migrationProblems(sql);
      if (problems.length > 0) {
        throw new ToolError(
          `Migration refused:\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`,
        );
      }
      hooks.onWrite('write_migration');
      return inOrder(workspace, async () => {
        const path = await workspace.writeFile(migrationPath(name, record.migrations.length), `${sql}\n`);
        record.change(path, 'create');
        record.migrations.push({ id: newId(), name, path, sql });
        return `Wrote ${path}. It runs on the database once the owner approves it in the chat.`;
      });
    },
  });
  return tools;
}
