import { existsSync } from 'node:fs';
import path from 'node:path';
import { type calls, MESSAGES } from '@kiln/contracts';
import { parseUniqueId } from '@kiln/jsx-tagger';
import type { z } from 'zod';
import type { Viewer } from '../auth/viewer';
import { RUN_IN_PROGRESS } from '../chat/service';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { formatErrors } from '../pipeline/checks';
import { ProjectWorkspace, ToolError } from '../pipeline/tools/workspace';
import { loadOwnedProject } from '../projects/access';
import { VisualEditError } from './locate';
import { editSource, type FileEdits } from './rewrite';
import { loadTheme } from './theme';

type PrecisionEditBody = z.output<(typeof calls.applyPrecisionEdit)['body']>;

/** The project's entry stylesheet: its `@theme` decides which named classes mean which values. */
const THEME_CSS = 'src/index.css';
const MAX_COMMIT_SUBJECT = 100;

/** The seed's failure text, then why, so the toast and the reason read as one message. */
function failed(code: 'validation' | 'conflict', reason: string): AppError {
  return new AppError(code, `${MESSAGES.APPLY_CHANGES_FAILED}. ${reason}`);
}

/** Groups the edits by file, checking each id names the file it claims (the tagger's `file:line:col`). */
function groupByFile(body: PrecisionEditBody): Map<string, FileEdits> {
  const files = new Map<string, FileEdits>();
  const entry = (filePath: string, elementId: string): FileEdits => {
    const parsed = parseUniqueId(elementId);
    if (!/^src\/.+\.[jt]sx$/.test(filePath) || (parsed && parsed.fileName !== filePath)) {
      throw failed('validation', `${elementId} is not an element of the project's source files.`);
    }
    const edits = files.get(filePath) ?? { updates: [], deletes: [] };
    files.set(filePath, edits);
    return edits;
  };
  for (const update of body.updates) entry(update.filePath, update.elementId).updates.push(update);
  for (const remove of body.deletes) entry(remove.filePath, remove.elementId).deletes.push(remove);
  return files;
}

/** "Visual edit: <h1> color, text; deleted <img>", or a count when there is too much to list. */
function commitMessage(changes: string[], files: string[]): string {
  const listed = `Visual edit: ${changes.join('; ')}`;
  if (listed.length <= MAX_COMMIT_SUBJECT) return listed;
  const where = files.length === 1 ? path.posix.basename(files[0] as string) : `${files.length} files`;
  return `Visual edit: ${changes.length} elements in ${where}`;
}

async function readSource(workspace: ProjectWorkspace, file: string): Promise<string> {
  try {
    return await workspace.readFile(file);
  } catch (err) {
    if (err instanceof ToolError) {
      throw failed('conflict', `${file} is no longer in the project. Reload the preview and try again.`);
    }
    throw err;
  }
}

/**
 * Seed 001 call 11: the element editor's records written into the code without a model. The run
 * slot is held throughout, so a chat send meanwhile gets the same 409 as during a run (and a save
 * during a run gets it too); the edit starts from the version the preview shows; one commit is made,
 * built, and made current, or — when it does not build — the last good version stays live.
 */
export async function applyVisualEdit(
  ctx: AppContext,
  viewer: Viewer,
  body: PrecisionEditBody,
): Promise<{ commitHash: string }> {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
  const current = project.currentCommitHash;
  if (!current || !ctx.repos.exists(project.id)) {
    throw AppError.conflict('This project has no version to edit yet. Wait for its first build to finish.');
  }
  const files = groupByFile(body);
  const slot = await ctx.runs.reserve(project.id);
  if (!slot) throw AppError.conflict(RUN_IN_PROGRESS);
  let written = false;
  try {
    if ((await ctx.repos.head(project.id)) !== current) await ctx.repos.switchTo(project.id, current);
    const workspace = new ProjectWorkspace(ctx.repos.dir(project.id));
    const cssFile = path.join(workspace.root, THEME_CSS);
    const theme = loadTheme(existsSync(cssFile) ? await readSource(workspace, THEME_CSS) : '');

    const results: { file: string; code: string; changes: string[] }[] = [];
    for (const [file, edits] of files) {
      const result = editSource(await readSource(workspace, file), file, edits, theme);
      if (result.code !== null) results.push({ file, code: result.code, changes: result.changes });
    }
    if (results.length === 0) return { commitHash: current };

    written = true;
    for (const { file, code } of results) await workspace.writeFile(file, code);
    const message = commitMessage(
      results.flatMap((r) => r.changes),
      results.map((r) => r.file),
    );
    const published = await ctx.engine.commitAndPublish(project.id, message);
    if (!published) return { commitHash: current };
    if (!published.ok) {
      await ctx.repos.switchTo(project.id, current);
      written = false;
      throw failed(
        'validation',
        `The app did not build after this edit, so the current version stays live.\n${formatErrors(published.errors)}`,
      );
    }
    written = false;
    await ctx.engine.makeCurrent(project.id, published.commitHash, body.currentNavigationUrl);
    return { commitHash: published.commitHash };
  } catch (err) {
    // Whatever went wrong after files were written, the working tree goes back to the live version.
    if (written) await ctx.repos.switchTo(project.id, current);
    if (err instanceof VisualEditError)
      throw failed(err.kind === 'not_found' ? 'conflict' : 'validation', err.message);
    throw err;
  } finally {
    slot.release();
  }
}
