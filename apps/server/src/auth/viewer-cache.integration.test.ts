import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '../admin/routes';
import { buildApp } from '../app';
import { session, user } from '../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

const PASSWORD = 'correct-horse-battery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app); // the instance's first account (admin, premium); the others are plain
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** `GET /api/user/me`-style read of who the server thinks is asking, by cookie or bearer. */
async function me(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({
    method: calls.getCurrentUser.method,
    url: calls.getCurrentUser.path,
    headers,
    payload: {},
  });
  return { status: res.statusCode, body: res.json() };
}
const byCookie = (u: TestUser) => ({ cookie: u.cookie });
const byBearer = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });

/** A second session of the same account (another device). */
async function signInAgain(u: TestUser): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email: u.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { ...u, token: String(res.headers['set-auth-token']), cookie: '' };
}

describe('the viewer cache', () => {
  it('resolves a session once, then answers repeated calls from the cache', async () => {
    const u = await signUp(t.app);
    const before = t.ctx.viewers.lookups;
    for (let i = 0; i < 5; i++) expect((await me(t.app, byCookie(u))).body.data.email).toBe(u.email);
    for (let i = 0; i < 5; i++) expect((await me(t.app, byBearer(u))).body.data.email).toBe(u.email);
    // One lookup for the cookie, one for the bearer header: each credential is its own entry.
    expect(t.ctx.viewers.lookups - before).toBe(2);
  });

  it('never answers from the cache for a credential the server did not sign', async () => {
    const u = await signUp(t.app);
    await me(t.app, byCookie(u));
    const [name, value] = u.cookie.split('=') as [string, string];
    const [token] = decodeURIComponent(value).split('.');
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await me(t.app, { cookie: forged })).status).toBe(401);
    // A bogus bearer next to a valid cookie resolves through the cookie; alone it is nobody.
    const mixed = { cookie: u.cookie, authorization: 'Bearer bogus.token' };
    expect((await me(t.app, mixed)).body.data.email).toBe(u.email);
    expect((await me(t.app, { authorization: 'Bearer bogus.token' })).status).toBe(401);
  });

  it('sees a change to the user row on the next call', async () => {
    const u = await signUp(t.app);
    expect((await me(t.app, byBearer(u))).body.data.hasUserAcknowledgedErrors).toBe(false);
    await call(t.app, calls.acknowledgeErrors, undefined, u);
    expect((await me(t.app, byBearer(u))).body.data.hasUserAcknowledgedErrors).toBe(true);
    await t.ctx.db
      .update(user)
      .set({ isAdmin: true, email: `renamed-${u.email}` })
      .where(eq(user.id, u.id));
    const after = (await me(t.app, byBearer(u))).body.data;
    expect(after.email).toBe(`renamed-${u.email}`);
  });
});

describe('every revocation takes effect on the very next request', () => {
  it('sign-out', async () => {
    const u = await signUp(t.app);
    expect((await me(t.app, byCookie(u))).status).toBe(200);
    expect((await me(t.app, byBearer(u))).status).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3000', cookie: u.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, byCookie(u))).status).toBe(401);
    expect((await me(t.app, byBearer(u))).status).toBe(401);
  });

  it('a password change that signs the other devices out', async () => {
    const u = await signUp(t.app);
    const other = await signInAgain(u);
    expect((await me(t.app, byBearer(other))).status).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: byBearer(u),
      payload: { currentPassword: PASSWORD, newPassword: 'another-horse-battery', revokeOtherSessions: true },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app, byBearer(other))).status).toBe(401);
  });

  it('a plan change through the admin path, made on another node', async () => {
    const u = await signUp(t.app);
    const other = await buildApp({
      env: t.ctx.env,
      database: { ...t.database, close: async () => {} },
      adminToken: 'admin-token',
      serveWeb: false,
    });
    try {
      expect((await me(t.app, byBearer(u))).body.data.isPremium).toBe(false);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/admin/command',
        headers: { [ADMIN_TOKEN_HEADER]: 'admin-token' },
        payload: { args: ['set-plan', u.email, 'premium'] },
      });
      expect(res.statusCode).toBe(200);
      expect((await me(t.app, byBearer(u))).body.data.isPremium).toBe(true);
    } finally {
      await other.app.close();
    }
  });

  it('account deletion', async () => {
    const u = await signUp(t.app);
    expect((await me(t.app, byBearer(u))).status).toBe(200);
    await t.ctx.db.delete(user).where(eq(user.id, u.id));
    expect((await me(t.app, byBearer(u))).status).toBe(401);
  });

  it('session expiry, by the clock and by the database', async () => {
    const u = await signUp(t.app);
    const other = await signInAgain(u);
    expect((await me(t.app, byBearer(u))).status).toBe(200);
    expect((await me(t.app, byBearer(other))).status).toBe(200);

    await t.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, other.token.split('.')[0] as string));
    expect((await me(t.app, byBearer(other))).status).toBe(401);

    // Sessions last 7 days; the cached entry ends with its session, not a TTL later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect((await me(t.app, byBearer(u))).status).toBe(401);
  });

  it('access-token revocation', async () => {
    const u = await signUp(t.app);
    const created = await call(t.app, calls.createAccessToken, { name: 'laptop' }, u);
    const { token, secret } = created.body.data as { token: { id: string }; secret: string };
    const pull = () =>
      t.app.inject({
        method: 'POST',
        url: calls.cliPull.path,
        headers: { authorization: `Bearer ${secret}` },
        payload: { subdomain: 'no-such-project' },
      });
    const before = t.ctx.viewers.lookups;
    expect((await pull()).statusCode).toBe(404);
    expect((await pull()).statusCode).toBe(404);
    expect(t.ctx.viewers.lookups - before).toBe(1);
    await call(t.app, calls.revokeAccessToken, { id: token.id }, u);
    expect((await pull()).statusCode).toBe(401);
  });
});
