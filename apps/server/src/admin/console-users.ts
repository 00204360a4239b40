import type { AdminUser, AdminUserAction } from '@kiln/contracts';
import { and, count, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project, session, type UserRow, user } from '../db/schema';
import { AppError } from '../http/errors';
import { isPremium } from '../users/plans';
import { findUserById, setPlan } from '../users/repository';
import { type Actor, recordAction } from './audit';

/** How many accounts one page of the console lists. */
const PAGE = 200;

/** `%`, `_` and `\` in a search are the characters typed, not patterns. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function present(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const sessions = await db
    .select({ userId: session.userId, n: count() })
    .from(session)
    .where(and(inArray(session.userId, ids), gt(session.expiresAt, new Date())))
    .groupBy(session.userId);
  const projects = await db
    .select({ userId: project.ownerId, n: count() })
    .from(project)
    .where(inArray(project.ownerId, ids))
    .groupBy(project.ownerId);
  const sessionsOf = new Map(sessions.map((s) => [s.userId, s.n]));
  const projectsOf = new Map(projects.map((p) => [p.userId, p.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    plan: row.plan,
    isPremium: isPremium(row),
    planPeriodEnd: row.planPeriodEnd?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    sessions: sessionsOf.get(row.id) ?? 0,
    projects: projectsOf.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listUsers(db: Db, query: string | undefined): Promise<AdminUser[]> {
  const where = query
    ? or(ilike(user.email, likePattern(query)), ilike(user.name, likePattern(query)))
    : undefined;
  const rows = await db.select().from(user).where(where).orderBy(desc(user.createdAt)).limit(PAGE);
  return present(db, rows);
}

/**
 * One operator action on an account, written to the audit log. An admin cannot disable, demote or
 * sign out themselves from here (the console would lock its only operator out).
 */
export async function updateUser(
  db: Db,
  admin: Actor,
  input: { userId: string; action: AdminUserAction; until?: string | undefined },
  forget: (userId: string) => void,
): Promise<AdminUser> {
  const target = await findUserById(db, input.userId);
  if (!target) throw AppError.notFound('No such account.');
  const isSelf = target.id === admin.id;
  if (isSelf && ['disable', 'remove-admin', 'revoke-sessions'].includes(input.action))
    throw AppError.conflict('You cannot do that to your own account from the console.');
  const now = new Date();
  switch (input.action) {
    case 'grant-premium': {
      const until = input.until ? new Date(`${input.until}T23:59:59Z`) : null;
      if (until && until <= now) throw AppError.validation('Choose a day after today for premium to end.');
      await setPlan(db, target.id, 'premium', until);
      break;
    }
    case 'remove-premium':
      await setPlan(db, target.id, 'free', null);
      break;
    case 'disable':
      await db.update(user).set({ disabledAt: now, updatedAt: now }).where(eq(user.id, target.id));
      await db.delete(session).where(eq(session.userId, target.id));
      break;
    case 'enable':
      await db.update(user).set({ disabledAt: null, updatedAt: now }).where(eq(user.id, target.id));
      break;
    case 'make-admin':
    case 'remove-admin':
      await db
        .update(user)
        .set({ isAdmin: input.action === 'make-admin', updatedAt: now })
        .where(eq(user.id, target.id));
      break;
    case 'revoke-sessions':
      await db.delete(session).where(eq(session.userId, target.id));
      break;
  }
  // Whatever a node cached of the account (its plan, its sessions) is asked again.
  forget(target.id);
  await recordAction(
    db,
    admin,
    input.action,
    { type: 'user', id: target.id },
    {
      email: target.email,
      ...(input.until ? { until: input.until } : {}),
    },
  );
  const [updated] = await present(db, [(await findUserById(db, target.id)) as UserRow]);
  return updated as AdminUser;
}
