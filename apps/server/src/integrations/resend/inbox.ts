import type { Inbox, InboxMessage } from '@kiln/contracts';
import { and, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { type InboxMessageRow, inboxMessage } from '../../db/schema';

/** The messages an inbox keeps; older ones go as new ones arrive (the rate limits bound the pace). */
export const INBOX_LIMIT = 500;

export interface NewInboxMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When Resend took it too: it is kept as already read. */
  emailedAt: Date | null;
}

function present(row: InboxMessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    emailedAt: row.emailedAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function addToInbox(db: Db, projectId: string, message: NewInboxMessage): Promise<void> {
  await db.insert(inboxMessage).values({ id: newId(), projectId, ...message, readAt: message.emailedAt });
  const kept = db
    .select({ id: inboxMessage.id })
    .from(inboxMessage)
    .where(eq(inboxMessage.projectId, projectId))
    .orderBy(desc(inboxMessage.createdAt))
    .limit(INBOX_LIMIT);
  await db
    .delete(inboxMessage)
    .where(and(eq(inboxMessage.projectId, projectId), notInArray(inboxMessage.id, kept)));
}

export async function readInbox(db: Db, projectId: string): Promise<Inbox> {
  const rows = await db
    .select()
    .from(inboxMessage)
    .where(eq(inboxMessage.projectId, projectId))
    .orderBy(desc(inboxMessage.createdAt));
  const [unread] = await db
    .select({ n: count() })
    .from(inboxMessage)
    .where(and(eq(inboxMessage.projectId, projectId), isNull(inboxMessage.readAt)));
  return { messages: rows.map(present), unread: unread?.n ?? 0 };
}

/** False when the project has no such message. */
export async function markRead(db: Db, projectId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(inboxMessage)
    .set({ readAt: new Date() })
    .where(and(eq(inboxMessage.projectId, projectId), eq(inboxMessage.id, id)))
    .returning({ id: inboxMessage.id });
  return rows.length > 0;
}

export async function removeFromInbox(db: Db, projectId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(inboxMessage)
    .where(and(eq(inboxMessage.projectId, projectId), eq(inboxMessage.id, id)))
    .returning({ id: inboxMessage.id });
  return rows.length > 0;
}
