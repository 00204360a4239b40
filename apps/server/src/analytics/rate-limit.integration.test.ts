import { calls, MESSAGES } from '@kiln/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

const LIMIT = 3;
const VISITOR = '198.51.100.7';

let t: TestApp;
let owner: TestUser;
let shop: string;
let blog: string;

function collect(siteKey: string, visitorId: string, ip = VISITOR) {
  return t.app.inject({
    method: 'POST',
    url: calls.collectAnalytics.path,
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://shop.app.localhost:3000' },
    payload: JSON.stringify({ siteKey, path: '/', visitorId }),
  });
}

async function pageViews(siteKey: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: calls.getAnalyticsData.path,
    headers: { 'x-site-key': siteKey, authorization: `Bearer ${owner.token}` },
  });
  return res.json().pageViews;
}

beforeAll(async () => {
  t = await createTestApp({ KILN_ANALYTICS_RATE_LIMIT: String(LIMIT) });
  owner = await signUp(t.app);
  shop = (await call(t.app, calls.createProject, { prompt: 'A shop' }, owner)).body.data._id;
  blog = (await call(t.app, calls.createProject, { prompt: 'A blog' }, owner)).body.data._id;
  await t.ctx.runs.drain();
  await t.ctx.db
    .update(project)
    .set({ deployedCommitHash: 'e'.repeat(40) })
    .where(inArray(project.id, [shop, blog]));
});
afterAll(() => t.close());

describe('analytics beacons are rate limited per client address and site', () => {
  it(`accepts ${LIMIT} beacons a minute, then answers 429 in the house shape and counts nothing more`, async () => {
    for (let i = 1; i <= LIMIT; i++) {
      expect((await collect(shop, `view-shop-${i}`)).statusCode).toBe(200);
    }
    const limited = await collect(shop, 'view-shop-over');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'rate_limited',
      message: MESSAGES.TOO_MANY_REQUESTS,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect(await pageViews(shop)).toBe(LIMIT);
    const stored = await t.ctx.db.query.sitePageView.findMany();
    expect(stored.map((r) => r.pageViewId)).not.toContain('view-shop-over');
  });

  it('keeps a separate budget for another site and for another address', async () => {
    expect((await collect(blog, 'view-blog-1')).statusCode).toBe(200);
    expect((await collect(shop, 'view-shop-elsewhere', '203.0.113.9')).statusCode).toBe(200);
    expect((await collect(shop, 'view-shop-again')).statusCode).toBe(429);
    expect(await pageViews(blog)).toBe(1);
    expect(await pageViews(shop)).toBe(LIMIT + 1);
  });

  it('does not spend the budget on beacons that are not valid', async () => {
    const other = '192.0.2.44';
    const invalid = await t.app.inject({
      method: 'POST',
      url: calls.collectAnalytics.path,
      remoteAddress: other,
      headers: { 'content-type': 'application/json' },
      payload: { siteKey: blog, path: '/' },
    });
    expect(invalid.statusCode).toBe(400);
    for (let i = 1; i <= LIMIT; i++) {
      expect((await collect(blog, `view-blog-other-${i}`, other)).statusCode).toBe(200);
    }
  });
});
