import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '../test/test-app';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('sign-up, sign-in, sign-out and sessions (better-auth at /api/auth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, signs in with the password, and reads the session by cookie and by bearer', async () => {
    const user = await signUp(t.app, { email: `ada-${Date.now()}@example.com`, name: 'Ada' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: user.email, password: 'correct-horse-battery' },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.headers['set-auth-token'] as string;
    expect(token).toBeTruthy();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().user.email).toBe(user.email);
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/users/me',
      headers: { cookie: user.cookie },
    });
    expect(byCookie.json().data.name).toBe('Ada');
  });

  it('refuses a wrong password and a short one', async () => {
    const user = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: user.email, password: 'wrong-password-here' },
    });
    expect(wrong.statusCode).toBe(401);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { email: `short-${Date.now()}@example.com`, password: 'short', name: 'S' },
    });
    expect(short.statusCode).toBe(400);
  });

  it('signs out: the token stops working', async () => {
    const user = await signUp(t.app);
    expect((await call(t.app, calls.getCurrentUser, {}, user)).status).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...ORIGIN, authorization: `Bearer ${user.token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, calls.getCurrentUser, {}, user)).status).toBe(401);
  });

  it('refuses a sign-in posted from a foreign origin', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: { email: user.email, password: 'correct-horse-battery' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('cross-origin writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a cookie-authenticated write posted by another origin, such as a generated app', async () => {
    const user = await signUp(t.app);
    const project = (await call(t.app, calls.createProject, { prompt: 'Shop' }, user)).body.data;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/projects/delete',
      headers: { cookie: user.cookie, origin: `http://${project.subdomain}.preview.localhost:3000` },
      payload: { projectId: project._id },
    });
    expect(forged.statusCode).toBe(403);
    expect((await call(t.app, calls.getProject, { webId: project._id }, user)).status).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/web/get',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { webId: project._id },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('rate limits on auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ KILN_AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with the error body once the limit is spent', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email: 'nobody@example.com', password: 'whatever-password' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
  });
});

describe('the HTTP edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown routes, bad JSON and oversized bodies with the error body, never a 500', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/web/get',
      headers: { 'content-type': 'application/json' },
      payload: '{"webId":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, code: 'validation' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/web/get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ webId: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false });
  });

  it('routes the seed client’s double slash like a single one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web//get', payload: { webId: 'missing' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
  });

  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: t.database.kind } });
  });
});
