import { createHash } from 'node:crypto';
import type { AnalyticsData, AnalyticsDevice, AnalyticsReport } from '@kiln/contracts';
import type { Db } from '../db/client';
import {
  analyticsTotals,
  dailyCounts,
  deviceCounts,
  recordPageView,
  referrerCounts,
  saltOf,
  topPages,
} from './repository';

export interface Visit {
  projectId: string;
  ip: string;
  userAgent: string;
  pageViewId: string;
  path: string;
  durationMs: number | undefined;
  /** `document.referrer` of the view's load, if the tracker sent one. */
  referrer?: string | undefined;
}

const TOP_PAGES = 8;
const TOP_REFERRERS = 8;
const DAY_MS = 86_400_000;

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

/** The kind of device of a user agent: tablets first (an Android tablet has no "Mobile"), then phones. */
export function deviceOf(userAgent: string): AnalyticsDevice {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Only the host of a referrer is kept (never its path or query); `null` for none or a bad URL. */
export function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const { hostname, protocol } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export async function recordVisit(db: Db, visit: Visit, now = new Date()): Promise<void> {
  const salt = await saltOf(db, utcDay(now));
  await recordPageView(db, {
    projectId: visit.projectId,
    pageViewId: visit.pageViewId,
    visitorHash: visitorHash(salt, visit.projectId, visit.ip, visit.userAgent),
    path: visit.path.split('?')[0]?.slice(0, 500) || '/',
    durationMs: visit.durationMs,
    referrerHost: referrerHostOf(visit.referrer),
    device: deviceOf(visit.userAgent),
    createdAt: now,
  });
}

/**
 * Seed 002 §3: views, visitors, and the average time on site in seconds, all time. The average is per
 * visit (a visitor's views until they are idle for half an hour), not per visitor: two visits of a
 * minute each are a minute on average.
 */
export async function analyticsData(db: Db, projectId: string): Promise<AnalyticsData> {
  const totals = await analyticsTotals(db, projectId);
  const averageTimeOnSite = totals.visits === 0 ? 0 : Math.round(totals.totalMs / totals.visits / 1000);
  return { pageViews: totals.pageViews, uniqueVisitors: totals.uniqueVisitors, averageTimeOnSite };
}

/** The last `days` UTC days, today included, oldest first. */
export function lastDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * DAY_MS)));
}

/** Issue 22 §7: the chart's days (every one, zeros included), top pages, referrers and devices. */
export async function analyticsReport(
  db: Db,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<AnalyticsReport> {
  const range = lastDays(days, now);
  const since = new Date(`${range[0]}T00:00:00.000Z`);
  const [counted, pages, referrers, devices] = await Promise.all([
    dailyCounts(db, projectId, since),
    topPages(db, projectId, since, TOP_PAGES),
    referrerCounts(db, projectId, since, TOP_REFERRERS),
    deviceCounts(db, projectId, since),
  ]);
  const byDay = new Map(counted.map((c) => [c.day, c]));
  const daily = range.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
  }));
  return { days, daily, topPages: pages, referrers, devices };
}
