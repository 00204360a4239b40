import type { AdminThread, ThreadStatus } from '@kiln/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type FeedbackRow, feedback, mailMessage, supportReply, user } from '../db/schema';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { supportReplyMail } from '../mail/templates';
import { type Actor, recordAction } from './audit';

/** Threads one page of the inbox lists. */
const PAGE = 200;

const THREAD_COLUMNS = {
  thread: feedback,
  author: { id: user.id, name: user.name, email: user.email },
};

async function present(
  db: Db,
  rows: { thread: FeedbackRow; author: AdminThread['user'] }[],
): Promise<AdminThread[]> {
  const ids = rows.map((row) => row.thread.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select({ reply: supportReply, mailStatus: mailMessage.status, adminEmail: user.email })
          .from(supportReply)
          .leftJoin(mailMessage, eq(mailMessage.id, supportReply.mailId))
          .leftJoin(user, eq(user.id, supportReply.adminId))
          .where(inArray(supportReply.feedbackId, ids))
          .orderBy(asc(supportReply.createdAt), asc(supportReply.seq));
  return rows.map(({ thread, author }) => ({
    id: thread.id,
    kind: thread.kind,
    message: thread.message,
    rating: thread.rating,
    status: thread.status,
    projectId: thread.projectId,
    user: author,
    replies: replies
      .filter((r) => r.reply.feedbackId === thread.id)
      .map((r) => ({
        id: r.reply.id,
        message: r.reply.message,
        adminEmail: r.adminEmail,
        mailStatus: r.mailStatus,
        createdAt: r.reply.createdAt.toISOString(),
      })),
    createdAt: thread.createdAt.toISOString(),
  }));
}

/** Support messages and feedback, newest first (Live Support, Feedback, Contact Support). */
export async function listThreads(
  db: Db,
  filter: { status?: ThreadStatus | undefined; kind?: FeedbackRow['kind'] | undefined },
): Promise<AdminThread[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(feedback.status, filter.status));
  if (filter.kind) conditions.push(eq(feedback.kind, filter.kind));
  const rows = await db
    .select(THREAD_COLUMNS)
    .from(feedback)
    .innerJoin(user, eq(user.id, feedback.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.seq))
    .limit(PAGE);
  return present(db, rows);
}

async function findThread(db: Db, threadId: string): Promise<AdminThread> {
  const rows = await db
    .select(THREAD_COLUMNS)
    .from(feedback)
    .innerJoin(user, eq(user.id, feedback.userId))
    .where(eq(feedback.id, threadId))
    .limit(1);
  const [thread] = await present(db, rows);
  if (!thread) throw AppError.notFound('No such message.');
  return thread;
}

/** The operator answers: kept on the thread, emailed to its author (or to the outbox), thread answered. */
export async function replyToThread(
  db: Db,
  mailer: Mailer,
  admin: Actor,
  input: { threadId: string; message: string },
): Promise<AdminThread> {
  const thread = await findThread(db, input.threadId);
  const body = supportReplyMail({ name: thread.user.name, question: thread.message, answer: input.message });
  const mail = await mailer.send({
    kind: 'support-reply',
    to: thread.user.email,
    userId: thread.user.id,
    ...body,
  });
  await db.insert(supportReply).values({
    id: newId(),
    feedbackId: thread.id,
    adminId: admin.id,
    message: input.message,
    mailId: mail.id,
  });
  await db.update(feedback).set({ status: 'answered' }).where(eq(feedback.id, thread.id));
  await recordAction(db, admin, 'reply', { type: 'feedback', id: thread.id }, { to: thread.user.email });
  return findThread(db, thread.id);
}

export async function setThreadStatus(
  db: Db,
  admin: Actor,
  input: { threadId: string; status: ThreadStatus },
): Promise<AdminThread> {
  await findThread(db, input.threadId);
  await db.update(feedback).set({ status: input.status }).where(eq(feedback.id, input.threadId));
  await recordAction(db, admin, `mark-${input.status}`, { type: 'feedback', id: input.threadId });
  return findThread(db, input.threadId);
}
