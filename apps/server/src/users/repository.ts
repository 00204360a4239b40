import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceClaim, type UserRow, user } from '../db/schema';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * The first account on a fresh instance becomes admin and premium. The claim row is won by exactly
 * one insert, so two sign-ups racing on an empty instance cannot both become admin.
 */
export async function claimFirstAccount(db: Db, userId: string): Promise<boolean> {
  const won = await db
    .insert(instanceClaim)
    .values({ key: 'first-account', userId })
    .onConflictDoNothing()
    .returning({ key: instanceClaim.key });
  if (won.length === 0) return false;
  await db
    .update(user)
    .set({ isAdmin: true, plan: 'premium', planPeriodEnd: null })
    .where(eq(user.id, userId));
  return true;
}

export type UserFlagPatch = Partial<
  Pick<UserRow, 'name' | 'hasShownAssetTooltip' | 'hasUserAcknowledgedErrors' | 'hasUserAppliedImage'>
>;

export async function updateUser(db: Db, id: string, patch: UserFlagPatch): Promise<UserRow> {
  const [row] = await db
    .update(user)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

export async function setPlan(
  db: Db,
  id: string,
  plan: UserRow['plan'],
  periodEnd: Date | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(user)
    .set({ plan, planPeriodEnd: periodEnd, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning();
  return row;
}
