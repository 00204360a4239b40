import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const HTTPS_URL = 'https://kiln.example.com';
const PASSWORD = 'correct-horse-battery';

/** Plain http on localhost, no trusted proxy, 3 sign-ins a minute per address. */
let local: TestApp;
/** Served over https behind one trusted proxy (127.0.0.1, the address inject connects from). */
let behindProxy: TestApp;

beforeAll(async () => {
  [local, behindProxy] = await Promise.all([
    createTestApp({ KILN_AUTH_RATE_LIMIT: '3' }),
    createTestApp({
      KILN_PUBLIC_URL: HTTPS_URL,
      KILN_TRUSTED_PROXIES: '127.0.0.1',
      KILN_AUTH_RATE_LIMIT: '3',
      KILN_SIGNIN_MAX_FAILURES: '3',
    }),
  ]);
});
afterAll(() => Promise.all([local.close(), behindProxy.close()]));

let address = 0;
/** A client address of its own for every call, as a proxy would forward it. */
const nextAddress = () => {
  address += 1;
  return `203.0.113.${address % 250}`;
};

function authCall(t: TestApp, path: string, payload: object, headers: Record<string, string> = {}) {
  const options: InjectOptions = {
    method: 'POST',
    url: `/api/auth/${path}`,
    headers: { origin: t.ctx.env.publicUrl, ...headers },
    payload,
  };
  return t.app.inject(options);
}

let emails = 0;
async function signUp(t: TestApp, headers: Record<string, string> = {}) {
  emails += 1;
  const email = `person${emails}-${Date.now()}@example.com`;
  const res = await authCall(t, 'sign-up/email', { email, password: PASSWORD, name: 'Person' }, headers);
  expect(res.statusCode).toBe(200);
  return { email, res };
}

const setCookies = (res: { headers: Record<string, unknown> }) => {
  const value = res.headers['set-cookie'];
  return (Array.isArray(value) ? value : [value]).filter((c): c is string => typeof c === 'string');
};

describe('session cookies', () => {
  it('are __Host- prefixed and Secure over https, and the session works with them', async () => {
    const { res } = await signUp(behindProxy, { 'x-forwarded-for': nextAddress() });
    const session = setCookies(res).find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Host-kiln\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/domain=/i);
    const cookie = (session ?? '').split(';')[0] ?? '';
    const me = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(me.json()).toMatchObject({ user: { email: expect.stringContaining('@example.com') } });
  });

  it('stay plain over http://localhost so development keeps working', async () => {
    const { res } = await signUp(local);
    const session = setCookies(res).find((c) => c.includes('session_token='));
    expect(session).toMatch(/^better-auth\.session_token=/);
    expect(session).not.toMatch(/; Secure/i);
  });
});

describe('security headers', () => {
  it('are on the API, its errors included, with HSTS only over https', async () => {
    for (const t of [local, behindProxy]) {
      for (const url of ['/api/health', '/api/no-such-route']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers).toMatchObject({
          'content-security-policy': "frame-ancestors 'self'",
          'x-frame-options': 'SAMEORIGIN',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'permissions-policy': expect.stringContaining('camera=()'),
        });
        if (t === behindProxy) expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
        else expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    }
  });

  it('leave previews frameable by Kiln’s own origin only, and deployed sites frameable', async () => {
    const preview = await local.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'nope.preview.localhost' },
    });
    expect(preview.headers['content-security-policy']).toBe(`frame-ancestors ${local.ctx.env.publicUrl}`);
    expect(preview.headers['x-frame-options']).toBeUndefined();
    const site = await local.app.inject({ method: 'GET', url: '/', headers: { host: 'nope.app.localhost' } });
    expect(site.headers['content-security-policy']).toBeUndefined();
    expect(site.headers['x-frame-options']).toBeUndefined();
    expect(site.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('client addresses', () => {
  const wrongSignIn = (t: TestApp, headers: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.ctx.env.publicUrl, ...headers },
      payload: { email: `nobody${nextAddress()}@example.com`, password: 'not-the-password' },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('X-Forwarded-For is ignored without trusted proxies: a new one per call does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await wrongSignIn(local, { 'x-forwarded-for': nextAddress() }, '198.51.100.7')).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('X-Forwarded-For is honoured from a trusted proxy, and only from it', async () => {
    const fromProxy: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      fromProxy.push((await wrongSignIn(behindProxy, { 'x-forwarded-for': nextAddress() })).statusCode);
    }
    expect(fromProxy).toEqual([401, 401, 401, 401]);
    const fromElsewhere: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await wrongSignIn(behindProxy, { 'x-forwarded-for': nextAddress() }, '198.51.100.8');
      fromElsewhere.push(res.statusCode);
    }
    expect(fromElsewhere).toEqual([401, 401, 401, 429]);
  });
});

describe('failed sign-ins per account', () => {
  const signIn = (email: string, password: string) =>
    authCall(behindProxy, 'sign-in/email', { email, password }, { 'x-forwarded-for': nextAddress() });

  it('are throttled whatever the address, with a message naming when to retry', async () => {
    const { email } = await signUp(behindProxy, { 'x-forwarded-for': nextAddress() });
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, 'wrong-password')).statusCode).toBe(401);
    const trailing = await authCall(
      behindProxy,
      'sign-in/email/',
      { email, password: PASSWORD },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(trailing.statusCode).toBe(429);
    const blocked = await signIn(email.toUpperCase(), PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      message: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is not affected.
    const other = await signUp(behindProxy, { 'x-forwarded-for': nextAddress() });
    expect((await signIn(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('start again from zero after a successful sign-in', async () => {
    const { email } = await signUp(behindProxy, { 'x-forwarded-for': nextAddress() });
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });
});
