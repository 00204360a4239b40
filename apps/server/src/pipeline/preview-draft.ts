import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project } from '../db/schema';
import type { Realtime } from '../realtime/socket';
import type { ArtifactMirror } from '../storage/artifact-mirror';
import { projectPaths } from '../storage/paths';

type DraftDeps = {
  db: Db;
  realtime: Pick<Realtime, 'emitToProject'>;
  /** With object storage, the draft is stored for the API nodes that do not run the run. */
  mirror?: ArtifactMirror;
};

/**
 * Issue 14 §1: the preview shows an edit's build as soon as it is built, while its type check and
 * smoke render run. The project's `draftBuild` names the staging folder the preview host serves
 * (sites/serve.ts); the workspace hears `preview:draft` and reloads, showing "Checking…".
 */
export async function showDraft(
  deps: DraftDeps,
  projectId: string,
  stagingDir: string,
  navigationUrl?: string,
): Promise<void> {
  let name = path.basename(stagingDir);
  if (deps.mirror?.isOn) {
    // Stored before it is announced: any node may be asked for it the moment the workspace hears.
    name = `${name}~${randomBytes(6).toString('hex')}`;
    await deps.mirror.pushDir(stagingDir, path.join(path.dirname(stagingDir), name));
  }
  await deps.db.update(project).set({ draftBuild: name }).where(eq(project.id, projectId));
  deps.realtime.emitToProject(projectId, 'preview:draft', {
    state: 'checking',
    ...(navigationUrl ? { navigationUrl } : {}),
  });
}

/**
 * The checks failed (or the run ended without a version): the preview goes back to the current
 * version. Tells the workspace only when a draft was on screen.
 */
export async function discardDraft(deps: DraftDeps, projectId: string): Promise<void> {
  const cleared = await deps.db
    .update(project)
    .set({ draftBuild: null })
    .where(and(eq(project.id, projectId), isNotNull(project.draftBuild)))
    .returning({ id: project.id });
  if (cleared.length > 0) deps.realtime.emitToProject(projectId, 'preview:draft', { state: 'discarded' });
  await forgetStoredDrafts(deps.mirror, projectId);
}

/**
 * Removes a project's drafts from object storage once none is on screen (the run's checks failed,
 * or its draft became a version). A project has one run at a time, so every draft stored is its.
 * Never fails a run: what a failed delete leaves goes with the project's next draft's.
 */
export async function forgetStoredDrafts(
  mirror: ArtifactMirror | undefined,
  projectId: string,
): Promise<void> {
  if (!mirror?.isOn) return;
  await mirror
    .forget(path.join(projectPaths(mirror.dataDir, projectId).builds, '_staging-'))
    .catch(() => undefined);
}
