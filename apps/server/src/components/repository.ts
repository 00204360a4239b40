import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ProjectRow, project } from '../db/schema';

/** The owner's component projects, most recently updated first, without `exceptId`. */
export function listComponentProjects(db: Db, ownerId: string, exceptId?: string): Promise<ProjectRow[]> {
  const mine = and(eq(project.ownerId, ownerId), eq(project.platform, 'component'));
  return db
    .select()
    .from(project)
    .where(exceptId ? and(mine, ne(project.id, exceptId)) : mine)
    .orderBy(desc(project.updatedAt));
}

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(project).where(eq(project.id, id)).limit(1);
  return row;
}
