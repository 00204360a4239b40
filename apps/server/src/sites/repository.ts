import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project, projectVersion } from '../db/schema';

export async function findSiteProject(db: Db, subdomain: string) {
  const [row] = await db
    .select({
      id: project.id,
      isPrivate: project.isPrivate,
      previewSecret: project.previewSecret,
      currentCommitHash: project.currentCommitHash,
      draftBuild: project.draftBuild,
      deployedCommitHash: project.deployedCommitHash,
      previousDeployedCommitHash: project.previousDeployedCommitHash,
      deployedAt: project.deployedAt,
      takenDownAt: project.takenDownAt,
    })
    .from(project)
    .where(eq(project.subdomain, subdomain))
    .limit(1);
  return row;
}

export async function findVersionByPrefix(db: Db, projectId: string, hash7: string) {
  const [row] = await db
    .select({ commitHash: projectVersion.commitHash })
    .from(projectVersion)
    .where(and(eq(projectVersion.projectId, projectId), like(projectVersion.commitHash, `${hash7}%`)))
    .limit(1);
  return row;
}
