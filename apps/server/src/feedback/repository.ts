import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type FeedbackRow, feedback } from '../db/schema';

export interface NewFeedback {
  userId: string;
  projectId: string | null;
  kind: FeedbackRow['kind'];
  message: string;
  rating: number | null;
}

export async function insertFeedback(db: Db, input: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({ id: newId(), ...input })
    .returning();
  if (!row) throw new Error('feedback insert returned nothing');
  return row;
}

export function listSupportMessages(
  db: Db,
  userId: string,
  projectId: string | null,
): Promise<FeedbackRow[]> {
  const conditions = [eq(feedback.userId, userId), eq(feedback.kind, 'support')];
  if (projectId) conditions.push(eq(feedback.projectId, projectId));
  return db
    .select()
    .from(feedback)
    .where(and(...conditions))
    .orderBy(asc(feedback.createdAt), asc(feedback.seq));
}
