import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project } from '../db/schema';
import type { Realtime } from '../realtime/socket';

type DraftDeps = { db: Db; realtime: Pick<Realtime, 'emitToProject'> };

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
  await deps.db
    .update(project)
    .set({ draftBuild: path.basename(stagingDir) })
    .where(eq(project.id, projectId));
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
}
