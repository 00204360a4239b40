import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project } from '../db/schema';

/**
 * The publish itself: one row update moves the site's pointer to a build that is already complete
 * on disk, so a request sees the old site or the new one, never a mix or a gap. The release it
 * replaces is remembered: pages loaded from it keep getting their assets for a while.
 */
export async function setDeployed(db: Db, projectId: string, commitHash: string, prodLink: string) {
  await db
    .update(project)
    .set({
      deployedCommitHash: commitHash,
      previousDeployedCommitHash: sql`CASE WHEN ${project.deployedCommitHash} = ${commitHash}
        THEN ${project.previousDeployedCommitHash} ELSE ${project.deployedCommitHash} END`,
      deployedAt: new Date(),
      prodLink,
    })
    .where(eq(project.id, projectId));
}
