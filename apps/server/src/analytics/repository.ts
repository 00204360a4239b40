import { randomBytes } from 'node:crypto';
import type { AnalyticsDevice } from '@kiln/contracts';
import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, sql, sum } from 'drizzle-orm';
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
  referrerHost: string | null;
  device: AnalyticsDevice;
  createdAt: Date;
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

/** A visit ends when its visitor is idle this long (the usual web-analytics session). */
export const VISIT_IDLE_MINUTES = 30;

/**
 * The site's page views, each marked whether it starts a visit: the visitor's first view, or one that
 * begins more than VISIT_IDLE_MINUTES after the previous view ended (its start plus its time on page).
 */
function viewsWithVisitStarts(projectId: string) {
  return sql`select *, (prev_end is null or created_at > prev_end + interval '${sql.raw(String(VISIT_IDLE_MINUTES))} minutes') as starts_visit
    from (select created_at, referrer_host, lag(created_at + coalesce(duration_ms, 0) * interval '1 millisecond')
      over (partition by visitor_hash order by created_at) as prev_end
      from ${sitePageView} where ${sitePageView.projectId} = ${projectId}) as views`;
}

export async function analyticsTotals(db: Db, projectId: string) {
  const [row] = await db
    .select({
      pageViews: count(),
      uniqueVisitors: countDistinct(sitePageView.visitorHash),
      totalMs: sum(sitePageView.durationMs),
    })
    .from(sitePageView)
    .where(eq(sitePageView.projectId, projectId));
  const visits = await db.execute(
    sql`select count(*) filter (where starts_visit) as visits from (${viewsWithVisitStarts(projectId)}) as v`,
  );
  return {
    pageViews: Number(row?.pageViews ?? 0),
    uniqueVisitors: Number(row?.uniqueVisitors ?? 0),
    totalMs: Number(row?.totalMs ?? 0),
    visits: Number(rowsOf<{ visits: unknown }>(visits)[0]?.visits ?? 0),
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Views and visitors per UTC day since `since`; days without views are absent. */
export async function dailyCounts(db: Db, projectId: string, since: Date) {
  const day = sql<string>`to_char(${sitePageView.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, views: count(), visitors: countDistinct(sitePageView.visitorHash) })
    .from(sitePageView)
    .where(and(eq(sitePageView.projectId, projectId), gte(sitePageView.createdAt, since)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, views: Number(r.views), visitors: Number(r.visitors) }));
}

export async function topPages(db: Db, projectId: string, since: Date, limit: number) {
  const views = count();
  const rows = await db
    .select({ path: sitePageView.path, views })
    .from(sitePageView)
    .where(and(eq(sitePageView.projectId, projectId), gte(sitePageView.createdAt, since)))
    .groupBy(sitePageView.path)
    .orderBy(desc(views), sitePageView.path)
    .limit(limit);
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

/** Visits since `since` by where their first view came from (`null`: typed in, or a bookmark). */
export async function referrerCounts(db: Db, projectId: string, since: Date, limit: number) {
  const result = await db.execute(sql`select referrer_host as source, count(*) as visits
    from (${viewsWithVisitStarts(projectId)}) as v
    where starts_visit and created_at >= ${since.toISOString()}
    group by referrer_host order by count(*) desc, referrer_host nulls first limit ${limit}`);
  return rowsOf<{ source: string | null; visits: unknown }>(result).map((r) => ({
    source: r.source,
    visits: Number(r.visits),
  }));
}

export async function deviceCounts(db: Db, projectId: string, since: Date) {
  const visitors = countDistinct(sitePageView.visitorHash);
  const rows = await db
    .select({ device: sitePageView.device, visitors })
    .from(sitePageView)
    .where(
      and(
        eq(sitePageView.projectId, projectId),
        gte(sitePageView.createdAt, since),
        isNotNull(sitePageView.device),
      ),
    )
    .groupBy(sitePageView.device)
    .orderBy(desc(visitors), sitePageView.device);
  return rows.flatMap((r) => (r.device ? [{ device: r.device, visitors: Number(r.visitors) }] : []));
}
