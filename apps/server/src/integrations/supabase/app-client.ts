import {
  buildSupabaseBrief,
  SUPABASE_CLIENT_PATH,
  SUPABASE_JS,
  type SupabaseClientConfig,
  supabaseClientSource,
} from '@kiln/contracts';
import type { ModelMessage } from 'ai';
import type { RepoStore } from '../../git/repo-store';
import { TurnRecord, writeOwnFile } from '../../pipeline/ai-tools';
import { appendToLastUserMessage } from '../../pipeline/run-messages';
import { ProjectWorkspace } from '../../pipeline/tools/workspace';
import type { TurnOutput } from '../../pipeline/turn';

/**
 * The INTEGRATE_SUPABASE phase: writes the client and the dependency into the project's working tree
 * (through the workspace, so the paths are confined to it), and tells the model what arrived. The
 * change is the run's first turn output, committed with whatever the model adds.
 */
export async function integrateSupabase(
  repos: RepoStore,
  request: { projectId: string; supabase: SupabaseClientConfig },
  messages: ModelMessage[],
): Promise<TurnOutput> {
  const workspace = new ProjectWorkspace(repos.dir(request.projectId));
  const existing = new Set(await workspace.listFiles());
  const record = new TurnRecord();
  const write = (path: string, content: string) =>
    writeOwnFile(workspace, record, path, content, existing.has(path));

  await write(SUPABASE_CLIENT_PATH, supabaseClientSource(request.supabase));
  const manifest = JSON.parse(await workspace.readFile('package.json')) as {
    dependencies?: Record<string, string>;
  };
  if (manifest.dependencies?.[SUPABASE_JS.name] === undefined) {
    manifest.dependencies = { ...manifest.dependencies, [SUPABASE_JS.name]: SUPABASE_JS.range };
    await write('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
  }
  record.commitMessage = `Connect Supabase (${request.supabase.name})`;
  appendToLastUserMessage(messages, buildSupabaseBrief(request.supabase.name));
  return { record, promptTokens: 0, completionTokens: 0, text: '' };
}
