import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { tokenUsage } from '../db/schema';

export async function recordUsage(
  db: Db,
  input: {
    userId: string;
    projectId: string | null;
    model: string;
    promptTokens: number;
    completionTokens: number;
  },
): Promise<void> {
  await db.insert(tokenUsage).values({ id: newId(), ...input });
}

const total = sql<number>`coalesce(sum(${tokenUsage.promptTokens} + ${tokenUsage.completionTokens}), 0)::int`;

export async function sumTokens(
  db: Db,
  where: { userId?: string; projectId?: string; since?: Date; openaiOnly?: boolean },
): Promise<number> {
  const conditions = [];
  if (where.userId) conditions.push(eq(tokenUsage.userId, where.userId));
  if (where.projectId) conditions.push(eq(tokenUsage.projectId, where.projectId));
  if (where.since) conditions.push(gte(tokenUsage.createdAt, where.since));
  // `openAITokens`: OpenAI models, and the app's own AI features (site AI, issue 16 §4).
  if (where.openaiOnly) {
    conditions.push(sql`(${tokenUsage.model} like 'openai:%' or ${tokenUsage.model} like 'site-ai:%')`);
  }
  const [row] = await db
    .select({ total })
    .from(tokenUsage)
    .where(conditions.length ? and(...conditions) : undefined);
  return row?.total ?? 0;
}
