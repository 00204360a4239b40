import { BUILD_ERROR_MARKER } from '@kiln/contracts';
import { and, asc, count, eq, gte, notLike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type ChatMessageRow, chatMessage, project } from '../db/schema';

export type NewMessage = Pick<ChatMessageRow, 'projectId' | 'role' | 'content'> &
  Partial<Pick<ChatMessageRow, 'mode' | 'status' | 'model' | 'attachments'>>;

export async function insertMessage(db: Db, input: NewMessage): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessage)
    .values({ id: newId(), ...input })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

export function listMessages(db: Db, projectId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessage)
    .where(eq(chatMessage.projectId, projectId))
    .orderBy(asc(chatMessage.seq));
}

export async function findMessage(db: Db, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db.select().from(chatMessage).where(eq(chatMessage.id, id)).limit(1);
  return row;
}

export type MessagePatch = Partial<
  Pick<ChatMessageRow, 'content' | 'status' | 'commitHash' | 'commitMessage' | 'model'>
>;

export async function updateMessage(db: Db, id: string, patch: MessagePatch): Promise<void> {
  await db.update(chatMessage).set(patch).where(eq(chatMessage.id, id));
}

/**
 * Messages a user sent in build mode since `since`, across their projects (the free plan's edits).
 * Fix requests (they carry the build-error marker) use no edits.
 */
export async function countBuildMessagesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessage)
    .innerJoin(project, eq(project.id, chatMessage.projectId))
    .where(
      and(
        eq(project.ownerId, userId),
        eq(chatMessage.role, 'user'),
        eq(chatMessage.mode, 'build'),
        gte(chatMessage.createdAt, since),
        notLike(chatMessage.content, `%${BUILD_ERROR_MARKER}%`),
      ),
    );
  return row?.n ?? 0;
}

/** Assistant messages a run was writing when the process stopped. */
export function findStreamingMessages(db: Db): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessage)
    .where(and(eq(chatMessage.role, 'assistant'), eq(chatMessage.status, 'streaming')));
}

/** Runs a user started since `since`, across their projects: every run writes one assistant message. */
export async function countRunsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessage)
    .innerJoin(project, eq(project.id, chatMessage.projectId))
    .where(
      and(eq(project.ownerId, userId), eq(chatMessage.role, 'assistant'), gte(chatMessage.createdAt, since)),
    );
  return row?.n ?? 0;
}
