import { createHash } from 'node:crypto';
import type { AnalyticsData } from '@kiln/contracts';
import type { Db } from '../db/client';
import { analyticsTotals, recordPageView, saltOf } from './repository';

export interface Visit {
  projectId: string;
  ip: string;
  userAgent: string;
  pageViewId: string;
  path: string;
  durationMs: number | undefined;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A visitor without a cookie: a hash of the day's secret salt, the site, the address and the
 * browser. It is stable for a day, then unlinkable once the salt is gone.
 */
export function visitorHash(salt: string, projectId: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${projectId}\n${ip}\n${userAgent}`).digest('hex');
}

export async function recordVisit(db: Db, visit: Visit, now = new Date()): Promise<void> {
  const salt = await saltOf(db, utcDay(now));
  await recordPageView(db, {
    projectId: visit.projectId,
    pageViewId: visit.pageViewId,
    visitorHash: visitorHash(salt, visit.projectId, visit.ip, visit.userAgent),
    path: visit.path.split('?')[0]?.slice(0, 500) || '/',
    durationMs: visit.durationMs,
  });
}

/** Seed 002 §3: views, visitors, and the average time a visitor spent on the site, in seconds. */
export async function analyticsData(db: Db, projectId: string): Promise<AnalyticsData> {
  const totals = await analyticsTotals(db, projectId);
  const averageTimeOnSite =
    totals.uniqueVisitors === 0 ? 0 : Math.round(totals.totalMs / totals.uniqueVisitors / 1000);
  return { pageViews: totals.pageViews, uniqueVisitors: totals.uniqueVisitors, averageTimeOnSite };
}
