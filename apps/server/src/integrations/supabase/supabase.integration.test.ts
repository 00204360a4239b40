import { calls, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationAccount } from '../../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { type FakeSupabase, startFakeSupabase } from './testing/fake-supabase';

const CLIENT = { clientId: 'kiln-test-client', clientSecret: 'kiln-test-client-secret' };

let supabase: FakeSupabase;
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let webId: string;

beforeAll(async () => {
  supabase = await startFakeSupabase(CLIENT);
  t = await createTestApp({
    SUPABASE_API_URL: supabase.url,
    SUPABASE_OAUTH_CLIENT_ID: CLIENT.clientId,
    SUPABASE_OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
  });
  owner = await signUp(t.app);
  other = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner)).body.data._id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await supabase.close();
});

/** The popup as a browser walks it: Kiln → Supabase's consent (approved) → Kiln's callback page. */
async function connect(user: TestUser) {
  const start = await t.app.inject({
    method: 'GET',
    url: `${calls.connectSupabase.path}?email=${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookie },
  });
  expect(start.statusCode).toBe(302);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(String(consent.headers.get('location')));
  expect(back.pathname).toBe(calls.supabaseOAuthCallback.path);
  return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
}

const isConnected = (as: TestUser, id?: string) =>
  call(t.app, calls.isSupabaseConnected, id ? { webId: id } : {}, as);

describe('the Supabase account link', () => {
  it('is not connected until the popup completes', async () => {
    expect((await isConnected(owner, webId)).body.data).toEqual({ isConnected: false, linkedProject: null });
    const projects = await call(t.app, calls.getSupabaseProjects, {}, owner);
    expect(projects.status).toBe(400);
    expect(projects.body.message).toBe(MESSAGES.SUPABASE_NOT_CONNECTED);
  });

  it('connects through OAuth with PKCE, seals the tokens and lists projects with their organization', async () => {
    const page = await connect(owner);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Supabase is connected');
    expect((await isConnected(owner)).body.data.isConnected).toBe(true);

    const listed = await call(t.app, calls.getSupabaseProjects, {}, owner);
    expect(listed.status).toBe(200);
    expect(listed.body.organizations).toEqual([{ id: 'org-kiln-test', name: 'Kiln Test Org' }]);
    expect(listed.body.projects).toEqual([
      {
        id: 'abcdefghijklmnopqrst',
        ref: 'abcdefghijklmnopqrst',
        organization_id: 'org-kiln-test',
        name: 'bakery-db',
        region: 'us-east-1',
        connection_string: 'postgresql://postgres:••••••••@db.abcdefghijklmnopqrst.supabase.co:5432/postgres',
        organization: { id: 'org-kiln-test', name: 'Kiln Test Org' },
      },
    ]);
    // At rest the tokens are ciphertexts; no answer carries them.
    const [row] = await t.ctx.db
      .select()
      .from(integrationAccount)
      .where(eq(integrationAccount.userId, owner.id));
    const token = supabase.issued.at(-1) ?? '';
    expect(token).not.toBe('');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    // Another user is not connected by it.
    expect((await isConnected(other)).body.data.isConnected).toBe(false);
  });

  it('refreshes a token about to expire, and forgets a link Supabase revoked', async () => {
    await t.ctx.db
      .update(integrationAccount)
      .set({ tokenExpiresAt: new Date(Date.now() + 1_000) })
      .where(eq(integrationAccount.userId, owner.id));
    const before = supabase.grants.filter((grant) => grant === 'refresh_token').length;
    expect((await call(t.app, calls.getSupabaseProjects, {}, owner)).status).toBe(200);
    expect(supabase.grants.filter((grant) => grant === 'refresh_token').length).toBe(before + 1);

    supabase.revoke(supabase.issued.at(-1) ?? '');
    const revoked = await call(t.app, calls.getSupabaseProjects, {}, owner);
    expect(revoked.status).toBe(400);
    expect(revoked.body.message).toBe(MESSAGES.SUPABASE_NOT_CONNECTED);
    expect((await isConnected(owner)).body.data.isConnected).toBe(false);
  });

  it('refuses a forged or replayed callback, and a connect for someone else', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: `${calls.supabaseOAuthCallback.path}?code=x&state=forged.mac`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('expired');
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `${calls.connectSupabase.path}?email=${encodeURIComponent(other.email)}`,
      headers: { cookie: owner.cookie },
    });
    expect(mismatch.statusCode).toBe(403);
    // A code is good once: its second exchange is refused by Supabase, and the page says so.
    const start = await t.app.inject({
      method: 'GET',
      url: `${calls.connectSupabase.path}?email=${encodeURIComponent(owner.email)}`,
      headers: { cookie: owner.cookie },
    });
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    expect((await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })).statusCode).toBe(
      200,
    );
    const replay = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('did not accept');
  });

  it("logs out, and a project's status is its owner's to ask", async () => {
    expect((await isConnected(other, webId)).status).toBe(403);
    const out = await call(t.app, calls.logoutSupabase, {}, owner);
    expect(out.body).toEqual({ success: true, message: MESSAGES.SUPABASE_LOGGED_OUT });
    expect((await isConnected(owner, webId)).body.data.isConnected).toBe(false);
  });
});

describe('without Supabase configured', () => {
  it('says so instead of opening a consent page that cannot work', async () => {
    const bare = await createTestApp();
    try {
      const user = await signUp(bare.app);
      const start = await bare.app.inject({
        method: 'GET',
        url: `${calls.connectSupabase.path}?email=${encodeURIComponent(user.email)}`,
        headers: { cookie: user.cookie },
      });
      expect(start.statusCode).toBe(502);
      expect(start.json().message).toBe(MESSAGES.SUPABASE_NOT_CONFIGURED);
      expect((await call(bare.app, calls.isSupabaseConnected, {}, user)).body.data.isConnected).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
