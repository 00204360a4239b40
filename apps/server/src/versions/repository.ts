import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type ProjectVersionRow, project, projectVersion } from '../db/schema';

export async function insertVersion(
  db: Db,
  input: { projectId: string; commitHash: string; message: string; createdAt?: Date },
): Promise<ProjectVersionRow> {
  const [row] = await db
    .insert(projectVersion)
    .values({ id: newId(), ...input })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const existing = await findVersionByCommit(db, input.projectId, input.commitHash);
  if (!existing) throw new Error('version insert lost');
  return existing;
}

export function listVersions(db: Db, projectId: string): Promise<ProjectVersionRow[]> {
  return db
    .select()
    .from(projectVersion)
    .where(eq(projectVersion.projectId, projectId))
    .orderBy(desc(projectVersion.createdAt), desc(projectVersion.seq));
}

export async function findVersion(
  db: Db,
  projectId: string,
  id: string,
): Promise<ProjectVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(projectVersion)
    .where(and(eq(projectVersion.projectId, projectId), eq(projectVersion.id, id)))
    .limit(1);
  return row;
}

export async function findVersionByCommit(
  db: Db,
  projectId: string,
  commitHash: string,
): Promise<ProjectVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(projectVersion)
    .where(and(eq(projectVersion.projectId, projectId), eq(projectVersion.commitHash, commitHash)))
    .limit(1);
  return row;
}

export async function updateVersion(
  db: Db,
  projectId: string,
  commitHash: string,
  patch: Partial<Pick<ProjectVersionRow, 'buildStatus' | 'hasScreenshot'>>,
): Promise<void> {
  await db
    .update(projectVersion)
    .set(patch)
    .where(and(eq(projectVersion.projectId, projectId), eq(projectVersion.commitHash, commitHash)));
}

export async function setCurrentCommit(db: Db, projectId: string, commitHash: string): Promise<void> {
  await db
    .update(project)
    .set({ currentCommitHash: commitHash, updatedAt: new Date() })
    .where(eq(project.id, projectId));
}
