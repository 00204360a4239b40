import { randomBytes } from 'node:crypto';
import { and, count, countDistinct, eq, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { siteAnalyticsSalt, sitePageView } from '../db/schema';

/** The day's salt, made on first use; salts of earlier days are deleted so old hashes stay opaque. */
export async function saltOf(db: Db, day: string): Promise<string> {
  await db
    .insert(siteAnalyticsSalt)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  await db.delete(siteAnalyticsSalt).where(lt(siteAnalyticsSalt.day, day));
  const [row] = await db.select().from(siteAnalyticsSalt).where(eq(siteAnalyticsSalt.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}

export interface PageViewInput {
  projectId: string;
  pageViewId: string;
  visitorHash: string;
  path: string;
  durationMs: number | undefined;
}

/** Records a view, or its time on page: the longest duration reported for a view is kept. */
export async function recordPageView(db: Db, input: PageViewInput): Promise<void> {
  await db
    .insert(sitePageView)
    .values({ id: newId(), ...input, durationMs: input.durationMs ?? null })
    .onConflictDoUpdate({
      target: [sitePageView.projectId, sitePageView.pageViewId],
      set: {
        durationMs: sql`greatest(coalesce(${sitePageView.durationMs}, 0), coalesce(excluded.duration_ms, 0))`,
      },
    });
}

export async function analyticsTotals(db: Db, projectId: string) {
  const [row] = await db
    .select({
      pageViews: count(),
      uniqueVisitors: countDistinct(sitePageView.visitorHash),
      totalMs: sum(sitePageView.durationMs),
    })
    .from(sitePageView)
    .where(and(eq(sitePageView.projectId, projectId)));
  return {
    pageViews: Number(row?.pageViews ?? 0),
    uniqueVisitors: Number(row?.uniqueVisitors ?? 0),
    totalMs: Number(row?.totalMs ?? 0),
  };
}
