import { existsSync } from 'node:fs';
import path from 'node:path';
import { calls, DEFAULT_IMAGE_CATEGORIES, MESSAGES, OFFLINE_LIBRARY_NAME } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { type FakeUnsplash, startFakeUnsplash } from './testing/fake-unsplash';

describe('stock images without an Unsplash key: the offline library', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('answers the default categories, labelled as the offline library', async () => {
    const res = await call(t.app, calls.getUnsplashCategories, undefined, user);
    expect(res.body.source).toBe('offline');
    expect(Object.keys(res.body.data)).toEqual([...DEFAULT_IMAGE_CATEGORIES]);
    const first = res.body.data.Nature[0];
    expect(first).toMatchObject({ downloadLocation: null, photographer: { name: OFFLINE_LIBRARY_NAME } });
    const image = await t.app.inject({ method: 'GET', url: first.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('searches by keyword and pages from 1', async () => {
    const res = await call(t.app, calls.searchUnsplash, { query: 'mountain sunset', page: 1 }, user);
    expect(res.body.data[0].description).toBe('Alpine peaks at sunset');
    expect(res.body.pagination).toEqual({ page: 1, hasMore: false });
    const none = await call(t.app, calls.searchUnsplash, { query: 'zebra', page: 1 }, user);
    expect(none.body.data).toEqual([]);
  });

  it('refuses a blank query, a page 0 and visitors', async () => {
    expect((await call(t.app, calls.searchUnsplash, { query: '  ', page: 1 }, user)).status).toBe(400);
    expect((await call(t.app, calls.searchUnsplash, { query: 'sea', page: 0 }, user)).status).toBe(400);
    expect((await call(t.app, calls.searchUnsplash, { query: 'sea', page: 1 }, null)).status).toBe(401);
    expect((await call(t.app, calls.getUnsplashCategories, undefined, null)).status).toBe(401);
  });

  it('has nothing to track offline, and serves no unknown image', async () => {
    const res = await call(
      t.app,
      calls.trackUnsplashDownload,
      { downloadLocation: 'https://api.unsplash.com/photos/x/download' },
      user,
    );
    expect(res.status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/web/stock/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/web/stock/..%2Fsecret.svg' })).statusCode).toBe(
      400,
    );
  });
});

describe('stock images with UNSPLASH_ACCESS_KEY: Unsplash', () => {
  const KEY = 'unsplash-access-key-0123';
  let t: TestApp;
  let unsplash: FakeUnsplash;
  let owner: TestUser;
  let free: TestUser;
  let webId: string;
  beforeAll(async () => {
    unsplash = await startFakeUnsplash(KEY);
    t = await createTestApp({ UNSPLASH_ACCESS_KEY: KEY, UNSPLASH_API_URL: unsplash.origin });
    owner = await signUp(t.app);
    free = await signUp(t.app);
    webId = (await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery' }, owner)).body
      .data._id;
    await t.ctx.runs.drain();
  });
  afterAll(async () => {
    await t.close();
    await unsplash.close();
  });

  it('searches Unsplash with the key and maps photos to the seed image shape', async () => {
    const first = await call(t.app, calls.searchUnsplash, { query: 'mountains', page: 1 }, owner);
    expect(first.body.source).toBe('unsplash');
    expect(first.body.pagination).toEqual({ page: 1, hasMore: true });
    expect(first.body.data).toHaveLength(12);
    expect(first.body.data[1]).toEqual({
      id: 'ph001Xy',
      url: `${unsplash.origin}/images/ph001Xy.png?w=1080`,
      thumb: `${unsplash.origin}/images/ph001Xy.png?w=400`,
      downloadLocation: `${unsplash.origin}/photos/ph001Xy/download?ixid=abc`,
      description: 'Photo number 1',
      photographer: {
        name: 'Ann Example',
        link: 'https://unsplash.com/@ann?utm_source=kiln&utm_medium=referral',
      },
      metadata: {
        photographer: {
          name: 'Ann Example',
          link: 'https://unsplash.com/@ann?utm_source=kiln&utm_medium=referral',
        },
      },
    });
    const last = await call(t.app, calls.searchUnsplash, { query: 'mountains', page: 3 }, owner);
    expect(last.body.pagination).toEqual({ page: 3, hasMore: false });
    expect(unsplash.requests).toContain('GET /search/photos?query=mountains&page=3&per_page=12');
  });

  it('fills the default categories from Unsplash', async () => {
    const res = await call(t.app, calls.getUnsplashCategories, undefined, owner);
    expect(Object.keys(res.body.data)).toEqual([...DEFAULT_IMAGE_CATEGORIES]);
    expect(res.body.data.Food).toHaveLength(6);
  });

  it("tracks a download through the photo's own download location only", async () => {
    const downloadLocation = `${unsplash.origin}/photos/ph002Xy/download?ixid=abc`;
    expect((await call(t.app, calls.trackUnsplashDownload, { downloadLocation }, owner)).body).toEqual({
      success: true,
    });
    expect(unsplash.downloads).toEqual(['ph002Xy']);
    const foreign = await call(
      t.app,
      calls.trackUnsplashDownload,
      { downloadLocation: 'http://169.254.169.254/latest' },
      owner,
    );
    expect(foreign.status).toBe(400);
    expect(unsplash.downloads).toEqual(['ph002Xy']);
  });

  it('copies an applied Unsplash photo into the project, fetched by id, for premium owners', async () => {
    const refused = await call(
      t.app,
      calls.importAssets,
      { webId, kind: 'image', assets: [{ id: 'ph004Xy', url: 'x' }] },
      free,
    );
    expect(refused.status).toBe(403);
    const res = await call(
      t.app,
      calls.importAssets,
      { webId, kind: 'image', assets: [{ id: 'ph004Xy', url: 'http://169.254.169.254/ignored' }] },
      owner,
    );
    expect(res.body.data).toEqual([
      {
        id: 'ph004Xy',
        path: 'public/images/assets/unsplash-ph004Xy.png',
        src: '/images/assets/unsplash-ph004Xy.png',
      },
    ]);
    expect(existsSync(path.join(t.ctx.repos.dir(webId), 'public/images/assets/unsplash-ph004Xy.png'))).toBe(
      true,
    );
    const missing = await call(
      t.app,
      calls.importAssets,
      { webId, kind: 'image', assets: [{ id: 'gone1', url: 'x' }] },
      owner,
    );
    expect(missing.status).toBe(404);
  });

  it('says so when Unsplash refuses the key', async () => {
    const wrong = await createTestApp({ UNSPLASH_ACCESS_KEY: 'wrong', UNSPLASH_API_URL: unsplash.origin });
    try {
      const user = await signUp(wrong.app);
      const res = await call(wrong.app, calls.searchUnsplash, { query: 'sea', page: 1 }, user);
      expect(res.status).toBe(502);
      expect(res.body.message).not.toBe(MESSAGES.INTERNAL);
    } finally {
      await wrong.close();
    }
  });
});
