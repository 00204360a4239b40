import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { analyticsData, analyticsReport, deviceOf, recordVisit, referrerHostOf, type Visit } from './service';

let t: TestApp;
let owner: TestUser;

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140 Safari/537.36';

async function newSite(): Promise<string> {
  const webId = (await call(t.app, calls.createProject, { prompt: 'A bakery' }, owner)).body.data._id;
  await t.ctx.db
    .update(project)
    .set({ deployedCommitHash: 'e'.repeat(40) })
    .where(eq(project.id, webId));
  return webId;
}

let seq = 0;
/** One page view at `at`, with the time spent on it reported as the tracker does (a second beacon). */
async function view(projectId: string, at: string, extra: Partial<Visit> & { seconds?: number } = {}) {
  const { seconds, ...rest } = extra;
  const visit: Visit = {
    projectId,
    ip: '203.0.113.9',
    userAgent: DESKTOP,
    pageViewId: `view-${++seq}`.padEnd(12, '0'),
    path: '/',
    durationMs: undefined,
    ...rest,
  };
  await recordVisit(t.ctx.db, visit, new Date(at));
  if (seconds !== undefined)
    await recordVisit(t.ctx.db, { ...visit, durationMs: seconds * 1000 }, new Date(at));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(() => t.close());

describe('average time on site', () => {
  it('is per visit: one visitor coming back in the evening spent a minute each time, not two', async () => {
    const site = await newSite();
    await view(site, '2026-11-20T09:00:00Z', { seconds: 40 });
    await view(site, '2026-11-20T09:00:40Z', { path: '/menu', seconds: 20 });
    await view(site, '2026-11-20T19:00:00Z', { seconds: 60 });
    expect(await analyticsData(t.ctx.db, site)).toEqual({
      pageViews: 3,
      uniqueVisitors: 1,
      averageTimeOnSite: 60,
    });
  });
});

describe('the analytics report', () => {
  it('counts views and visitors per day, every day of the range, with top pages, referrers and devices', async () => {
    const site = await newSite();
    // Before the 7-day range: counted in the totals only.
    await view(site, '2026-11-10T12:00:00Z', { path: '/old' });
    // Nov 25: a desktop visitor from a search engine reads two pages; a phone comes in directly.
    await view(site, '2026-11-25T10:00:00Z', { referrer: 'https://www.google.com/search?q=bakery' });
    await view(site, '2026-11-25T10:01:00Z', { path: '/menu' });
    await view(site, '2026-11-25T11:00:00Z', { userAgent: PHONE, ip: '198.51.100.7', path: '/menu' });
    // Nov 27: a tablet from a news site, three views of the menu in one visit.
    for (const minute of ['00', '02', '04'])
      await view(site, `2026-11-27T08:${minute}:00Z`, {
        userAgent: TABLET,
        path: '/menu',
        ...(minute === '00' ? { referrer: 'https://news.example.org/a/b?c=d' } : {}),
      });

    const report = await analyticsReport(t.ctx.db, site, 7, new Date('2026-11-27T20:00:00Z'));
    expect(report.days).toBe(7);
    expect(report.daily).toEqual([
      { day: '2026-11-21', views: 0, visitors: 0 },
      { day: '2026-11-22', views: 0, visitors: 0 },
      { day: '2026-11-23', views: 0, visitors: 0 },
      { day: '2026-11-24', views: 0, visitors: 0 },
      { day: '2026-11-25', views: 3, visitors: 2 },
      { day: '2026-11-26', views: 0, visitors: 0 },
      { day: '2026-11-27', views: 3, visitors: 1 },
    ]);
    expect(report.topPages).toEqual([
      { path: '/menu', views: 5 },
      { path: '/', views: 1 },
    ]);
    expect(report.referrers).toEqual([
      { source: null, visits: 1 },
      { source: 'google.com', visits: 1 },
      { source: 'news.example.org', visits: 1 },
    ]);
    expect(report.devices).toEqual(
      expect.arrayContaining([
        { device: 'desktop', visitors: 1 },
        { device: 'mobile', visitors: 1 },
        { device: 'tablet', visitors: 1 },
      ]),
    );
    const month = await analyticsReport(t.ctx.db, site, 30, new Date('2026-11-27T20:00:00Z'));
    expect(month.daily).toHaveLength(30);
    expect(month.topPages).toContainEqual({ path: '/old', views: 1 });
  });

  it('answers the owner the seed figures and the chosen range, and refuses other ranges', async () => {
    const site = await newSite();
    await view(site, new Date().toISOString(), { path: '/about', seconds: 5 });
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${calls.getAnalyticsData.path}${query}`,
        headers: { 'x-site-key': site, authorization: `Bearer ${owner.token}` },
      });
    const week = (await get('')).json();
    expect(week).toMatchObject({ success: true, pageViews: 1, uniqueVisitors: 1, averageTimeOnSite: 5 });
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1).views).toBe(1);
    expect(week.topPages).toEqual([{ path: '/about', views: 1 }]);
    expect((await get('?days=30')).json().daily).toHaveLength(30);
    expect((await get('?days=9')).statusCode).toBe(400);
  });
});

describe('what a beacon is counted as', () => {
  it('reads the device from the user agent', () => {
    expect([DESKTOP, PHONE, TABLET].map(deviceOf)).toEqual(['desktop', 'mobile', 'tablet']);
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140 Mobile Safari/537.36')).toBe(
      'mobile',
    );
  });

  it('keeps only the host of a referrer', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=secret')).toBe('google.com');
    expect(referrerHostOf('android-app://com.slack/')).toBeNull();
    expect(referrerHostOf('not a url')).toBeNull();
    expect(referrerHostOf(undefined)).toBeNull();
  });
});
