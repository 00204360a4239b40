import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project } from '../db/schema';

/**
 * The publish itself: one row update moves the site's pointer to a build that is already complete
 * on disk, so a request sees the old site or the new one, never a mix or a gap.
 */
export async function setDeployed(db: Db, projectId: string, commitHash: string, prodLink: string) {
  await db.update(project).set({ deployedCommitHash: commitHash, prodLink }).where(eq(project.id, projectId));
}
