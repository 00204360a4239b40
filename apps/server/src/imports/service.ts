import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportProgressEvent, Phase } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../auth/viewer';
import { ownViteBuildReason } from '../build/vite-config-scan';
import { listMessages, updateMessage } from '../chat/repository';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import type { ProjectRow } from '../db/schema';
import { git } from '../git/git';
import type { ExportDeps } from '../github/export-repo';
import { AppError } from '../http/errors';
import { recordProductEvent } from '../product-events/repository';
import { setProjectState } from '../projects/repository';
import { uniqueSubdomain } from '../projects/service';
import type { Realtime } from '../realtime/socket';
import { projectDirs } from '../storage/paths';
import { unpackArchive } from './archive';
import { checkGitUrl, fetchRepository, type GitFetch, type GitHostPolicy, publicFetch } from './git-source';
import { githubSource } from './github-source';
import { insertImportedProject } from './repository';
import { describeImport, detectStack, readableName } from './stack';

export type ImportSource =
  | { kind: 'zip'; fileName: string; bytes: Uint8Array }
  | { kind: 'git'; url: string; branch?: string };

export type ImportDeps = {
  realtime: Pick<Realtime, 'emitToProject'>;
  log: FastifyBaseLogger;
  gitHosts: GitHostPolicy;
  /** The instance's GitHub App, for repositories the importer's connection can read. */
  github: ExportDeps;
};

/** Never part of an imported project's commits, whatever its .gitignore says (kept out locally). */
const LOCAL_EXCLUDES = ['node_modules', '/dist'];

/**
 * Issue 21 §1: a project from a zip or a git repository. Its files are checked and committed (a
 * repository keeps its history, its newest commit becomes the first version), and the project is
 * answered at once; its packages, first build and screenshot follow in the background, told over
 * its socket. Nothing is created when the source is refused.
 */
export async function importProject(
  ctx: AppContext,
  deps: ImportDeps,
  viewer: Viewer,
  source: ImportSource,
): Promise<ProjectRow> {
  const repository = source.kind === 'git' ? await gitSource(deps, viewer, source) : null;
  // The spare project's folder, when one is ready: its sandboxed worker has started, so the first
  // build does not wait for one (issue 14 §1's spare, engine/spare-project.ts).
  const spare = ctx.spares?.take() ?? null;
  const id = spare ?? newId();
  try {
    const { commit, notes } = await ctx.repos.populate(id, async (dir) => {
      if (spare) await emptyKeepingGit(dir);
      if (repository) {
        const head = await fetchRepository(dir, repository.fetch);
        await excludeLocally(dir);
        return { commit: { hash: head, message: await subjectOf(dir, head) }, notes: [] as string[] };
      }
      if (source.kind !== 'zip') throw new Error('unknown import source');
      const archive = unpackArchive(source.bytes);
      await git(dir, ['init', '--quiet', '--template=', '--initial-branch=main']);
      await excludeLocally(dir);
      for (const file of archive.files) {
        const target = path.join(dir, ...file.path.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.bytes, { flag: 'wx' });
      }
      const left = archive.skipped.map((folder) => `\`${folder}\``).join(', ');
      return { commit: null, notes: archive.skipped.length > 0 ? [`Left out of the zip: ${left}.`] : [] };
    });
    const stack = await detectStack(ctx.repos.dir(id));
    const ownBuild = await ownViteBuildReason(ctx.repos.dir(id));
    if (ownBuild) notes.push(ownBuildNote(ownBuild));
    const sourceLabel = repository?.url ?? (source.kind === 'zip' ? source.fileName : source.url);
    const first = commit ?? (await ctx.repos.commitAll(id, `Imported from ${sourceLabel}`));
    if (!first) throw AppError.validation('That zip has no files in it.');
    await ctx.repos.keepVersion(id, first.hash);
    const row = await insertImportedProject(ctx.db, {
      id,
      ownerId: viewer.user.id,
      name: stack.name ?? readableName(sourceName(sourceLabel)),
      subdomain: await uniqueSubdomain(ctx),
      commitHash: first.hash,
      commitMessage: first.message,
      request: `Import ${sourceLabel}`,
      account: describeImport(stack, repository ? `${sourceLabel}, with its history` : sourceLabel, notes),
    });
    await recordProductEvent(ctx.db, {
      name: 'import',
      userId: viewer.user.id,
      projectId: id,
      properties: {
        source: source.kind,
        origin: stack.origin ?? 'other',
        packages: String(stack.packageCount),
      },
    });
    void finishImport(ctx, deps, row, first.hash).catch((err: unknown) =>
      deps.log.error({ err, projectId: id }, 'an import could not finish'),
    );
    return row;
  } catch (error) {
    await Promise.all(
      projectDirs(ctx.env.dataDir, id).map((dir) => rm(dir, { recursive: true, force: true })),
    );
    throw error;
  }
}

/**
 * The background half of an import: the project's packages, its first build (which makes the
 * version live), and its screenshot, with the project's run slot held so no edit starts meanwhile.
 * A build that fails leaves the project FAILED on that version, its errors said in the chat.
 */
async function finishImport(ctx: AppContext, deps: ImportDeps, row: ProjectRow, commitHash: string) {
  const tell = (progress: ImportProgressEvent) =>
    deps.realtime.emitToProject(row.id, 'import:progress', progress);
  const phase = (next: Phase) => ctx.engine.setPhase(row.id, next);
  const slot = await ctx.runs.reserve(row.id);
  try {
    await phase('INSTALL_DEPENDENCIES');
    tell({ step: 'dependencies', detail: 'Installing the project’s packages' });
    await phase('BUILD_INITIAL_PROJECT');
    tell({ step: 'build', detail: 'Building the first version' });
    const built = await ctx.engine.buildVersion(row.id, commitHash);
    if (!built.ok) {
      const detail = built.errors
        .slice(0, 3)
        .map((error) => (error.file ? `${error.file}: ${error.message}` : error.message))
        .join('\n');
      await noteInChat(
        ctx,
        row.id,
        `\n\nThe first build failed:\n\n\`\`\`\n${detail}\n\`\`\`\n\nAsk me to fix it.`,
      );
      await phase('FAILED');
      tell({ step: 'failed', detail });
      return;
    }
    await phase('UPLOAD_TO_S3');
    await ctx.engine.makeCurrent(row.id, commitHash);
    await setProjectState(ctx.db, row.id, { phase: 'COMPLETE', subPhase: null });
    await phase('COMPLETE');
    ctx.spares?.built(row.id);
    tell({ step: 'done', detail: `Built in ${Math.round(built.durationMs)} ms` });
  } catch (error) {
    await phase('FAILED').catch(() => undefined);
    tell({ step: 'failed', detail: 'The import could not finish. Please try again.' });
    throw error;
  } finally {
    slot?.release();
  }
}

/** Appends to the import's account in the chat (its last message). */
async function noteInChat(ctx: AppContext, projectId: string, text: string): Promise<void> {
  const last = (await listMessages(ctx.db, projectId)).at(-1);
  if (last?.role === 'assistant') await updateMessage(ctx.db, last.id, { content: last.content + text });
}

/** Said in the chat when the project's own `vite build` builds it (issue 21 §3). */
export function ownBuildNote(reason: string): string {
  return `Kiln's fast builder cannot build this project exactly as Vite would (${reason}), so Kiln builds it with the project's own \`vite build\`, in its sandbox. Previews, versions and deploys all work; each build takes seconds rather than a fraction of one.`;
}

/** A spare's folder made empty for the import, in place (its worker has it mounted), its empty `.git` kept. */
async function emptyKeepingGit(dir: string): Promise<void> {
  const entries = await readdir(dir);
  await Promise.all(
    entries
      .filter((name) => name !== '.git')
      .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

async function excludeLocally(dir: string): Promise<void> {
  const info = path.join(dir, '.git', 'info');
  await mkdir(info, { recursive: true });
  await writeFile(path.join(info, 'exclude'), `${LOCAL_EXCLUDES.join('\n')}\n`);
}

async function subjectOf(dir: string, hash: string): Promise<string> {
  const subject = (await git(dir, ['log', '-1', '--format=%s', hash])).trim().slice(0, 500);
  return subject || 'Imported';
}

/** The name a source suggests: the repository's, or the zip's file name. */
function sourceName(label: string): string {
  const segments = label.split('/').filter(Boolean);
  return segments.at(-1) ?? 'Imported project';
}

/** Where a git import fetches from: through the importer's GitHub connection, or as a public repository. */
async function gitSource(
  deps: ImportDeps,
  viewer: Viewer,
  source: Extract<ImportSource, { kind: 'git' }>,
): Promise<{ fetch: GitFetch; url: string }> {
  const viaGithub = await githubSource(deps.github, viewer.user.id, source.url, source.branch);
  if (viaGithub) return viaGithub;
  const url = await checkGitUrl(source.url, deps.gitHosts);
  return { fetch: publicFetch(url, source.branch), url: url.toString() };
}
