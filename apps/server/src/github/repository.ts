import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { githubConnection, project } from '../db/schema';

export type GithubConnectionRow = typeof githubConnection.$inferSelect;

type ConnectionFields = Partial<Omit<GithubConnectionRow, 'userId' | 'createdAt' | 'updatedAt'>>;

export async function findConnection(db: Db, userId: string): Promise<GithubConnectionRow | null> {
  const [row] = await db.select().from(githubConnection).where(eq(githubConnection.userId, userId));
  return row ?? null;
}

/** Creates the user's row or changes the given fields of it. */
export async function saveConnection(db: Db, userId: string, fields: ConnectionFields): Promise<void> {
  await db
    .insert(githubConnection)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: githubConnection.userId, set: { ...fields, updatedAt: new Date() } });
}

export function clearInstallation(db: Db, userId: string): Promise<void> {
  return saveConnection(db, userId, { installationId: null, accountLogin: null });
}

export function clearToken(db: Db, userId: string): Promise<void> {
  return saveConnection(db, userId, { accessTokenEnc: null, refreshTokenEnc: null, tokenExpiresAt: null });
}

export async function setRepoUrl(db: Db, projectId: string, url: string | null): Promise<void> {
  await db
    .update(project)
    .set({ githubRepoUrl: url, updatedAt: new Date() })
    .where(eq(project.id, projectId));
}
