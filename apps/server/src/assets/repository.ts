import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project } from '../db/schema';

/** Seed 001 call 10: the owner opened (or left) the Assets tab of a project. */
export async function setAssetsTabClicked(db: Db, projectId: string, clicked: boolean): Promise<void> {
  await db.update(project).set({ assetsTabClicked: clicked }).where(eq(project.id, projectId));
}
