import type { AdminAction } from '@kiln/contracts';
import { desc } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type AdminActionRow, adminAction } from '../db/schema';

/** Who did it: an admin in the console, or the shell (`npm run admin`, no account). */
export interface Actor {
  id: string | null;
  email: string;
}

export const SHELL_ACTOR: Actor = { id: null, email: 'npm run admin' };

export function actorOf(viewer: Viewer): Actor {
  return { id: viewer.user.id, email: viewer.user.email };
}

/** Writes one operator action to the audit log the console shows (issue 20 §3). */
export async function recordAction(
  db: Db,
  actor: Actor,
  action: string,
  target: { type: AdminActionRow['targetType']; id: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(adminAction).values({
    id: newId(),
    adminId: actor.id,
    adminEmail: actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    detail,
  });
}

export async function listActions(db: Db, limit = 500): Promise<AdminAction[]> {
  const rows = await db
    .select()
    .from(adminAction)
    .orderBy(desc(adminAction.createdAt), desc(adminAction.seq))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}
