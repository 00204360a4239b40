import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AccessTokenRow, accessToken, type UserRow, user } from '../db/schema';

export async function insertAccessToken(
  db: Db,
  values: Pick<AccessTokenRow, 'id' | 'userId' | 'name' | 'tokenHash' | 'last4'>,
): Promise<AccessTokenRow> {
  const [row] = await db.insert(accessToken).values(values).returning();
  if (!row) throw new Error('access token insert returned nothing');
  return row;
}

export function listAccessTokensOf(db: Db, userId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessToken)
    .where(eq(accessToken.userId, userId))
    .orderBy(desc(accessToken.createdAt), desc(accessToken.id));
}

/** Deletes the user's token; false when they have no such token. */
export async function deleteAccessToken(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(accessToken)
    .where(and(eq(accessToken.id, id), eq(accessToken.userId, userId)))
    .returning({ id: accessToken.id });
  return rows.length > 0;
}

/** The user a token hash belongs to, marking the token used. */
export async function useAccessToken(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(accessToken)
    .set({ lastUsedAt: new Date() })
    .where(eq(accessToken.tokenHash, tokenHash))
    .returning({ userId: accessToken.userId });
  if (!row) return undefined;
  const [owner] = await db.select().from(user).where(eq(user.id, row.userId)).limit(1);
  return owner;
}
