import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let webId: string;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Firefox/140.0';

function collect(payload: unknown, ua = CHROME, ip = '198.51.100.4', asText = true) {
  return t.app.inject({
    method: 'POST',
    url: calls.collectAnalytics.path,
    remoteAddress: ip,
    headers: {
      'user-agent': ua,
      'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json',
      origin: 'http://crumb.app.localhost:3000',
    },
    payload: JSON.stringify(payload),
  });
}

function data(as: TestUser | null, siteKey = webId) {
  return t.app.inject({
    method: 'GET',
    url: calls.getAnalyticsData.path,
    headers: { 'x-site-key': siteKey, ...(as ? { authorization: `Bearer ${as.token}` } : {}) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A bakery' }, owner)).body.data._id;
});
afterAll(() => t.close());

describe('site analytics', () => {
  it('only collects for deployed sites', async () => {
    const res = await collect({ siteKey: webId, path: '/', visitorId: 'view-0000001' });
    expect(res.statusCode).toBe(404);
    await t.ctx.db
      .update(project)
      .set({ deployedCommitHash: 'e'.repeat(40) })
      .where(eq(project.id, webId));
  });

  it('counts page views, unique visitors without cookies, and the average time on site', async () => {
    const empty = await data(owner);
    expect(empty.json()).toMatchObject({
      success: true,
      pageViews: 0,
      uniqueVisitors: 0,
      averageTimeOnSite: 0,
    });

    // One browser: two pages, 30 s and 50 s on them (a beacon for each, sent as text/plain).
    expect((await collect({ siteKey: webId, path: '/', visitorId: 'view-aaaaaaa1' })).statusCode).toBe(200);
    await collect({ siteKey: webId, path: '/', visitorId: 'view-aaaaaaa1', durationMs: 30_000 });
    await collect(
      { siteKey: webId, path: '/menu?x=1', visitorId: 'view-aaaaaaa2' },
      CHROME,
      '198.51.100.4',
      false,
    );
    await collect({ siteKey: webId, path: '/menu', visitorId: 'view-aaaaaaa2', durationMs: 50_000 });
    // A late, shorter report of the same view does not shorten it.
    await collect({ siteKey: webId, path: '/menu', visitorId: 'view-aaaaaaa2', durationMs: 10_000 });
    // Another browser at the same address, 20 s.
    await collect({ siteKey: webId, path: '/', visitorId: 'view-bbbbbbb1' }, FIREFOX);
    await collect({ siteKey: webId, path: '/', visitorId: 'view-bbbbbbb1', durationMs: 20_000 }, FIREFOX);

    const res = await data(owner);
    expect(res.statusCode).toBe(200);
    // 100 s over 2 visits (the first browser's two pages are one visit).
    expect(res.json()).toMatchObject({
      success: true,
      pageViews: 3,
      uniqueVisitors: 2,
      averageTimeOnSite: 50,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('stores no address, agent or id that names a visitor', async () => {
    const rows = await t.ctx.db.query.sitePageView.findMany();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('198.51.100.4');
    expect(stored).not.toContain('Chrome');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.visitorHash))).toBe(true);
    expect(rows.find((r) => r.pageViewId === 'view-aaaaaaa2')?.path).toBe('/menu');
  });

  it('answers the data to the owner only, and rejects bad events with 400', async () => {
    expect((await data(null)).statusCode).toBe(401);
    expect((await data(stranger)).statusCode).toBe(403);
    expect((await data(owner, 'no-such-project')).statusCode).toBe(404);
    const noKey = await t.app.inject({
      method: 'GET',
      url: calls.getAnalyticsData.path,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(noKey.statusCode).toBe(400);
    expect((await collect({ siteKey: webId, path: '/' })).statusCode).toBe(400);
    const garbled = await t.app.inject({
      method: 'POST',
      url: calls.collectAnalytics.path,
      headers: { 'content-type': 'text/plain' },
      payload: '{nope',
    });
    expect(garbled.statusCode).toBe(400);
  });
});
