import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calls,
  type Integrations,
  MESSAGE_TEMPLATES,
  MESSAGES,
  SUPABASE_CLIENT_PATH,
  SUPABASE_JS,
} from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { integrationAccount, projectSecret } from '../../db/schema';
import { connectOwnerSocket } from '../../test/owner-socket';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { changeIntegrations } from '../project-integrations';
import { KEY_WAIT } from './app-link';
import { SupabaseManagementApi } from './management-api';
import { recordMigrations } from './migrations';
import { runSelfHostedQuery } from './self-hosted';
import { walkSupabaseConsent } from './testing/consent';
import {
  FAKE_SELF_HOSTED_KEYS,
  FAKE_SUPABASE_CLIENT,
  type FakeSupabase,
  startFakeSupabase,
} from './testing/fake-supabase';

const CLIENT = FAKE_SUPABASE_CLIENT;

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
    // The fake listens on loopback, as a self-hoster's Supabase on the same network would.
    KILN_ALLOW_INTERNAL_HOSTS: '1',
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
  const walked = await walkSupabaseConsent(t.app, user);
  expect(walked.start).toBe(302);
  expect(walked.consent).toBe(302);
  expect(walked.callbackPath).toBe(calls.supabaseOAuthCallback.path);
  return walked.callback;
}

/** A new project, its first generation over (connecting waits for runs to end). */
async function newProject(prompt: string, as: TestUser = owner) {
  const id = (await call(t.app, calls.createProject, { prompt }, as)).body.data._id as string;
  await t.ctx.runs.drain();
  return id;
}

/** Every file of a project's working tree as text (its packages and git store aside). */
async function treeText(id: string): Promise<string> {
  const dir = t.ctx.repos.dir(id);
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !/[\\/](node_modules|\.git)[\\/]/.test(file))
      .map((file) => readFile(file, 'utf8')),
  );
  return texts.join('\n');
}

/** The client INTEGRATE_SUPABASE wrote, and the version it made, once the run it started is over. */
async function wiredClient(id: string) {
  await t.ctx.runs.drain();
  const dir = t.ctx.repos.dir(id);
  const client = await readFile(path.join(dir, SUPABASE_CLIENT_PATH), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const history = (await call(t.app, calls.getChatHistory, { webId: id }, owner)).body.data;
  return {
    client,
    dependency: manifest.dependencies[SUPABASE_JS.name],
    reply: history.at(-1),
    asked: history.at(-2),
  };
}

const isConnected = (as: TestUser, id?: string) =>
  call(t.app, calls.isSupabaseConnected, id ? { webId: id } : {}, as);

describe('the Supabase account link', () => {
  it('is not connected until the popup completes', async () => {
    expect((await isConnected(owner, webId)).body.data).toEqual({
      isConnected: false,
      linkedProject: null,
      isConfigured: true,
    });
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

// Each test starts projects and waits for their first generation: slow on a busy machine.
describe("a project's Supabase database", { timeout: 90_000 }, () => {
  const integrationsOf = async (id: string) =>
    (await call(t.app, calls.getProject, { webId: id }, owner)).body.data.integrations;
  const create = (id: string, as: TestUser, extra: Record<string, unknown> = {}) =>
    call(
      t.app,
      calls.createSupabaseProject,
      { webId: id, dbName: 'crumb-db', email: as.email, organizationId: 'org-kiln-test', ...extra },
      as,
    );

  beforeAll(async () => {
    await connect(owner);
    await connect(other);
  });

  it('waits for a running generation to end', async () => {
    const id = (await call(t.app, calls.createProject, { prompt: 'A running app' }, owner)).body.data._id;
    const busy = await call(
      t.app,
      calls.linkSupabaseProject,
      { webId: id, projectRef: 'abcdefghijklmnopqrst' },
      owner,
    );
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(MESSAGES.GENERATION_RUNNING);
    await t.ctx.runs.drain();
  });

  it('creates a Supabase project on the free plan in us-east-1 by default, and links it', async () => {
    const id = await newProject('A recipe box');
    const made = await create(id, owner);
    expect(made.status).toBe(200);
    expect(made.body.project).toMatchObject({
      name: 'crumb-db',
      region: 'us-east-1',
      organization_id: 'org-kiln-test',
    });
    const sent = supabase.created.at(-1);
    expect(sent).toMatchObject({ name: 'crumb-db', region: 'us-east-1', organization_id: 'org-kiln-test' });
    // Supabase wants a strong database password; Kiln never keeps or shows it.
    expect(sent?.db_pass.length).toBeGreaterThanOrEqual(24);
    expect(JSON.stringify(made.body)).not.toContain(sent?.db_pass);
    expect((await integrationsOf(id)).supabase).toEqual({ ref: made.body.project.ref, wasEnabled: true });
    const status = await isConnected(owner, id);
    expect(status.body.data.linkedProject?.ref).toBe(made.body.project.ref);
    const wired = await wiredClient(id);
    expect(wired.client).toContain(`"https://${made.body.project.ref}.supabase.co"`);
    expect(wired.client).toContain(`"anon-key-of-${made.body.project.ref}"`);

    // One Supabase project at a time.
    const again = await create(id, owner);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.SUPABASE_ALREADY_LINKED);
  });

  it('writes the client of a database created before its key was ready, once it is', async () => {
    const id = await newProject('A plant watering log');
    // Asked every 50 ms here (every 10 s in a server) while Supabase provisions the database.
    const every = KEY_WAIT.everyMs;
    KEY_WAIT.everyMs = 50;
    supabase.slowStart = true;
    try {
      const made = await create(id, owner);
      expect(made.status).toBe(200);
      const ref = made.body.project.ref as string;
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Linked, no run yet: there is no key to write.
      expect((await integrationsOf(id)).supabase.ref).toBe(ref);
      expect(t.ctx.runs.isActive(id)).toBe(false);
      await expect(readFile(path.join(t.ctx.repos.dir(id), SUPABASE_CLIENT_PATH), 'utf8')).rejects.toThrow();

      supabase.bringUp(ref);
      // The key is asked for again within 50 ms; the run that writes the client starts once it comes.
      // (Its slot is reserved before the run is in flight, so the poll drains each time rather than
      // trusting isActive: a drain between the two would return at once.)
      const clientFile = path.join(t.ctx.repos.dir(id), SUPABASE_CLIENT_PATH);
      await expect
        .poll(async () => {
          await t.ctx.runs.drain();
          return existsSync(clientFile);
        })
        .toBe(true);
      const wired = await wiredClient(id);
      expect(wired.client).toContain(`"anon-key-of-${ref}"`);
      expect(wired.asked?.content).toContain('Connect the Supabase database');
    } finally {
      supabase.slowStart = false;
      KEY_WAIT.everyMs = every;
    }
  });

  it('answers every validation message of the seed, and the premium one', async () => {
    const id = await newProject('A guest book');
    expect((await create(id, owner, { dbName: '  ' })).body.message).toBe(MESSAGES.SUPABASE_DB_NAME_REQUIRED);
    expect((await create(id, owner, { organizationId: '' })).body.message).toBe(
      MESSAGES.SUPABASE_ORG_REQUIRED,
    );
    expect((await create(id, owner, { email: '' })).body.message).toBe(MESSAGES.SUPABASE_EMAIL_MISSING);
    const region = await create(id, owner, { region: 'mars-1' });
    expect(region.status).toBe(400);
    // Supabase's own refusal is passed on after the seed's words.
    const unknownOrg = await create(id, owner, { organizationId: 'org-nobody' });
    expect(unknownOrg.status).toBe(400);
    expect(unknownOrg.body.message).toBe(`${MESSAGES.SUPABASE_CREATE_FAILED}: Organization not found`);

    const theirs = await newProject('A free app', other);
    const free = await create(theirs, other);
    expect(free.status).toBe(402);
    expect(free.body.message).toBe(MESSAGES.SUPABASE_PREMIUM);
    // Someone else's project is not theirs to link.
    expect((await create(id, other)).status).toBe(402);
    const notOwner = await call(
      t.app,
      calls.linkSupabaseProject,
      { webId: id, projectRef: 'abcdefghijklmnopqrst' },
      other,
    );
    expect(notOwner.status).toBe(403);
    expect((await integrationsOf(id)).supabase).toEqual({ ref: null, wasEnabled: false });
  });

  it('links an existing project of the account, unlinks it and stays on Supabase', async () => {
    const id = await newProject('A book club');
    const missing = await call(
      t.app,
      calls.linkSupabaseProject,
      { webId: id, projectRef: 'not-mine' },
      owner,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.SUPABASE_PROJECT_NOT_FOUND);

    const linked = await call(
      t.app,
      calls.linkSupabaseProject,
      { webId: id, projectRef: 'abcdefghijklmnopqrst' },
      owner,
    );
    expect(linked.status).toBe(200);
    expect(linked.body.project.organization).toEqual({ id: 'org-kiln-test', name: 'Kiln Test Org' });

    // The client goes into the app as a version of its own, in the chat like any run.
    const wired = await wiredClient(id);
    expect(wired.client).toContain(`createClient(SUPABASE_URL, SUPABASE_ANON_KEY`);
    expect(wired.client).toContain('"https://abcdefghijklmnopqrst.supabase.co"');
    expect(wired.client).toContain('"anon-key-of-abcdefghijklmnopqrst"');
    expect(wired.dependency).toBe(SUPABASE_JS.range);
    expect(wired.asked).toMatchObject({
      role: 'user',
      content: 'Connect the Supabase database “bakery-db” to this app',
    });
    expect(wired.reply).toMatchObject({ role: 'assistant', commitMessage: 'Connect Supabase (bakery-db)' });
    expect(wired.reply.content).toContain('is connected');
    expect(await treeText(id)).not.toContain('service-role-key-of-');

    const wrong = await call(
      t.app,
      calls.unlinkSupabaseProject,
      { webappId: id, projectRef: 'other' },
      owner,
    );
    expect(wrong.status).toBe(409);
    const unlinked = await call(
      t.app,
      calls.unlinkSupabaseProject,
      { webappId: id, projectRef: 'abcdefghijklmnopqrst' },
      owner,
    );
    expect(unlinked.body).toEqual({ success: true, message: MESSAGES.SUPABASE_UNLINKED });
    expect((await integrationsOf(id)).supabase).toEqual({ ref: null, wasEnabled: true });
  });

  it('shows a linked database by its ref alone when its owner is signed out of Supabase', async () => {
    const id = await newProject('A guest book');
    const ref = 'abcdefghijklmnopqrst';
    expect((await call(t.app, calls.linkSupabaseProject, { webId: id, projectRef: ref }, owner)).status).toBe(
      200,
    );
    expect((await isConnected(owner, id)).body.data.linkedProject).toMatchObject({ ref, name: 'bakery-db' });

    await call(t.app, calls.logoutSupabase, {}, owner);
    expect((await isConnected(owner, id)).body.data).toEqual({
      isConnected: false,
      isConfigured: true,
      linkedProject: { id: ref, ref, organization_id: '', name: ref, region: '', connection_string: null },
    });
    // Back in, with the database gone from the account: still linked, known by its ref.
    await connect(owner);
    const gone = supabase.projects.splice(0, 1);
    try {
      expect((await isConnected(owner, id)).body.data).toMatchObject({
        isConnected: true,
        linkedProject: { ref, name: ref, region: '' },
      });
    } finally {
      supabase.projects.unshift(...gone);
    }
    await t.ctx.runs.drain();
  });

  it('keeps to one database provider, with the seed messages and 409', async () => {
    const id = await newProject('A pet shop');
    const setFirebase = (firebase: Partial<Integrations['firebase']>) =>
      changeIntegrations(t.ctx.db, id, (current) => ({
        ...current,
        firebase: { ...current.firebase, ...firebase },
      }));
    const tryLink = () =>
      call(t.app, calls.linkSupabaseProject, { webId: id, projectRef: 'abcdefghijklmnopqrst' }, owner);

    await setFirebase({ database: true, wasEnabled: true });
    const connected = await tryLink();
    expect(connected.status).toBe(409);
    expect(connected.body.message).toBe(MESSAGE_TEMPLATES.alreadyConnected('Firebase'));
    expect((await create(id, owner)).body.message).toBe(MESSAGE_TEMPLATES.alreadyConnected('Firebase'));

    await setFirebase({ database: false });
    const previously = await tryLink();
    expect(previously.status).toBe(409);
    expect(previously.body.message).toBe(MESSAGE_TEMPLATES.previouslyUsing('Firebase'));
    expect(connected.body.message).toBe(
      "You're already connected to Firebase. Only one database connection is allowed at a time.",
    );
    expect(previously.body.message).toBe(
      'This project was previously using Firebase, please continue with Firebase.',
    );
    // Nothing was created or linked by the refusals.
    expect((await integrationsOf(id)).supabase).toEqual({ ref: null, wasEnabled: false });
  });

  it('two links at once: one wins, the other is refused', async () => {
    const id = await newProject('A choir');
    const both = await Promise.all([
      call(t.app, calls.linkSupabaseProject, { webId: id, projectRef: 'abcdefghijklmnopqrst' }, owner),
      call(t.app, calls.linkSupabaseProject, { webId: id, projectRef: 'abcdefghijklmnopqrst' }, owner),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await t.ctx.runs.drain();
  });
});

describe('a self-hosted Supabase', { timeout: 90_000 }, () => {
  const connectSelfHosted = (
    id: string,
    keys: Partial<typeof FAKE_SELF_HOSTED_KEYS> = {},
    url = supabase.url,
  ) =>
    call(
      t.app,
      calls.connectSelfHostedSupabase,
      { webId: id, url, ...FAKE_SELF_HOSTED_KEYS, ...keys },
      owner,
    );

  it('is checked, linked without any Supabase account, its keys sealed and never shown', async () => {
    const id = await newProject('A reading list');
    const wrongAnon = await connectSelfHosted(id, { anonKey: 'nope' });
    expect(wrongAnon.status).toBe(400);
    expect(wrongAnon.body.message).toBe(MESSAGES.SUPABASE_SELF_HOSTED_UNREACHABLE);
    const wrongService = await connectSelfHosted(id, { serviceRoleKey: FAKE_SELF_HOSTED_KEYS.anonKey });
    expect(wrongService.body.message).toBe(MESSAGES.SUPABASE_SERVICE_KEY_REFUSED);
    expect((await connectSelfHosted(id, {}, 'ftp://example.com')).body.message).toBe(
      MESSAGES.SUPABASE_URL_INVALID,
    );
    expect((await connectSelfHosted(id, { anonKey: ' ' })).body.message).toBe(
      MESSAGES.SUPABASE_ANON_KEY_REQUIRED,
    );

    const linked = await connectSelfHosted(id, {}, `${supabase.url}/`);
    expect(linked.status).toBe(200);
    const host = new URL(supabase.url).host;
    expect(linked.body.project).toMatchObject({
      ref: `self-hosted:${host}`,
      name: host,
      region: 'self-hosted',
    });
    const status = await isConnected(owner, id);
    expect(status.body.data.linkedProject?.ref).toBe(`self-hosted:${host}`);

    // Sealed as reserved secrets: not listed, not in any answer, not readable in the row.
    const listed = await call(t.app, calls.listProjectSecrets, { webId: id }, owner);
    expect(listed.body.data).toEqual([]);
    const rows = await t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, id));
    expect(rows.map((row) => row.name).sort()).toEqual([
      'SUPABASE_ANON_KEY',
      'SUPABASE_SERVICE_ROLE_KEY',
      'SUPABASE_URL',
    ]);
    expect(JSON.stringify(rows)).not.toContain(FAKE_SELF_HOSTED_KEYS.serviceRoleKey);
    expect(JSON.stringify([linked.body, status.body])).not.toContain(FAKE_SELF_HOSTED_KEYS.serviceRoleKey);

    // The app gets the URL and the anon key; the service role key stays sealed on Kiln's side.
    const wired = await wiredClient(id);
    expect(wired.client).toContain(JSON.stringify(supabase.url));
    expect(wired.client).toContain(JSON.stringify(FAKE_SELF_HOSTED_KEYS.anonKey));
    expect(await treeText(id)).not.toContain(FAKE_SELF_HOSTED_KEYS.serviceRoleKey);

    // Unlinking forgets the keys; the project stays on Supabase.
    const unlinked = await call(
      t.app,
      calls.unlinkSupabaseProject,
      { webappId: id, projectRef: `self-hosted:${host}` },
      owner,
    );
    expect(unlinked.status).toBe(200);
    expect(await t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, id))).toEqual([]);
  });

  it("refuses the instance's own network unless the operator allows it", async () => {
    const strict = await createTestApp();
    try {
      const user = await signUp(strict.app);
      const id = (await call(strict.app, calls.createProject, { prompt: 'A notes app' }, user)).body.data._id;
      await strict.ctx.runs.drain();
      for (const url of [supabase.url, 'http://169.254.169.254', 'http://[::1]:8000']) {
        const refused = await call(
          strict.app,
          calls.connectSelfHostedSupabase,
          { webId: id, url, ...FAKE_SELF_HOSTED_KEYS },
          user,
        );
        expect(refused.status, url).toBe(400);
        expect(refused.body.message).toBe(MESSAGES.SUPABASE_HOST_INTERNAL);
      }
    } finally {
      await strict.close();
    }
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
      expect((await call(bare.app, calls.isSupabaseConnected, {}, user)).body.data).toMatchObject({
        isConnected: false,
        isConfigured: false,
      });
    } finally {
      await bare.close();
    }
  });
});

describe('running SQL on a linked database (migrations)', () => {
  const ref = 'abcdefghijklmnopqrst';
  const TODOS = `create table public.todos (id uuid primary key default gen_random_uuid(), user_id uuid not null references auth.users (id), title text not null);
alter table public.todos enable row level security;
create policy "Own todos" on public.todos for all to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);`;

  it("runs on a cloud database through the Management API, with Postgres's refusal as it came", async () => {
    await connect(owner);
    const api = new SupabaseManagementApi({ apiUrl: supabase.url, ...CLIENT });
    const token = supabase.issued.at(-1) ?? '';
    const rows = await api.runQuery(
      token,
      ref,
      `${TODOS}\nselect rowsecurity from pg_tables where schemaname = 'public' and tablename = 'todos';`,
    );
    expect(rows).toEqual([{ rowsecurity: true }]);
    await expect(api.runQuery(token, ref, 'select * from missing')).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining('relation "missing" does not exist'),
    });
  });

  it('runs on a self-hosted database through postgres-meta, with the service role key only', async () => {
    const { anonKey, serviceRoleKey } = FAKE_SELF_HOSTED_KEYS;
    expect(
      await runSelfHostedQuery(supabase.url, serviceRoleKey, `${TODOS}\nselect 1 as one;`, true),
    ).toEqual([{ one: 1 }]);
    await expect(
      runSelfHostedQuery(supabase.url, serviceRoleKey, 'select * from missing', true),
    ).rejects.toThrow('relation "missing" does not exist');
    await expect(runSelfHostedQuery(supabase.url, anonKey, 'select 1', true)).rejects.toThrow('HTTP 401');
    await expect(runSelfHostedQuery(supabase.url, serviceRoleKey, 'select 1', false)).rejects.toMatchObject({
      message: MESSAGES.SUPABASE_HOST_INTERNAL,
    });
  });
});

describe('approving a migration the assistant wrote', { timeout: 90_000 }, () => {
  const TODOS = `create table public.todos (id uuid primary key default gen_random_uuid(), user_id uuid not null references auth.users (id), title text not null);
alter table public.todos enable row level security;
create policy "Own todos" on public.todos for all to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);`;

  /** A migration as a finished run leaves it: a pending row on the reply of the project's last run. */
  async function written(id: string, name: string, sql: string) {
    const history = (await call(t.app, calls.getChatHistory, { webId: id }, owner)).body.data;
    const messageId = history.findLast((m: { role: string }) => m.role === 'assistant')._id;
    const [migration] = await recordMigrations(t.ctx.db, {
      projectId: id,
      messageId,
      migrations: [{ id: newId(), name, path: `supabase/migrations/20261125000000_${name}.sql`, sql }],
    });
    return migration?.id ?? '';
  }
  /** Links the fake's self-hosted database and lets the run that wires its client end. */
  async function linkSelfHosted(id: string) {
    await call(
      t.app,
      calls.connectSelfHostedSupabase,
      { webId: id, url: supabase.url, ...FAKE_SELF_HOSTED_KEYS },
      owner,
    );
    await t.ctx.runs.drain();
  }
  const approve = (id: string, migrationId: string, as: TestUser = owner) =>
    call(t.app, calls.applySupabaseMigration, { webId: id, migrationId }, as);

  it('runs on the linked cloud database once, and reports what Postgres refused', async () => {
    await connect(owner);
    const id = await newProject('A chore chart');
    // Its own table: the fake's database for this ref is shared with the tests above.
    const unlinked = await written(id, 'create_errands', TODOS.replaceAll('todos', 'errands'));
    expect((await approve(id, unlinked)).body.message).toBe(MESSAGES.MIGRATION_NEEDS_SUPABASE);
    await call(t.app, calls.linkSupabaseProject, { webId: id, projectRef: 'abcdefghijklmnopqrst' }, owner);
    await t.ctx.runs.drain();

    expect((await approve(id, unlinked, other)).status).toBe(403);
    const applied = await approve(id, unlinked);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ id: unlinked, name: 'create_errands', status: 'applied' });
    const tables = await supabase.databases.query(
      'abcdefghijklmnopqrst',
      "select rowsecurity from pg_tables where tablename = 'errands'",
    );
    expect(tables).toEqual({ ok: true, rows: [{ rowsecurity: true }] });
    const again = await approve(id, unlinked);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.MIGRATION_ALREADY_APPLIED);

    const broken = await written(id, 'add_priority', 'alter table public.chores add column priority int;');
    const failed = await approve(id, broken);
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('relation "public.chores" does not exist'),
    });
    // A row that breaks the rule (whatever wrote it) never reaches the database.
    const open = await written(id, 'create_open', 'create table public.open_notes (id int);');
    expect((await approve(id, open)).body.data).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('without row-level security'),
    });
    const openTables = await supabase.databases.query(
      'abcdefghijklmnopqrst',
      "select 1 from pg_tables where tablename = 'open_notes'",
    );
    expect(openTables).toEqual({ ok: true, rows: [] });
    expect((await approve(id, 'no-such-migration')).status).toBe(404);
  });

  it('is written by a run, and an open page hears its card before the run ends', async () => {
    const id = await newProject('A todo list app');
    await linkSelfHosted(id);
    const socket = await connectOwnerSocket(t.app, id, owner);
    const heard: string[] = [];
    socket.on('chat:update', ({ chunk }) => heard.push(chunk));
    socket.on('project:status', ({ step }) => heard.push(step));
    socket.on('edit:complete:migrations', () => heard.push('edit:complete:migrations'));

    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId: id, messages: [{ role: 'user', content: 'Apply Added Integrations' }] },
      owner,
    );
    expect(sent.status).toBe(200);
    await t.ctx.runs.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.disconnect();
    // The migration part is the reply's last words: sent before COMPLETE, never after it (a page
    // would take a chunk after the end for a new run, and show it working forever).
    expect(heard).toContain('edit:complete:migrations');
    expect(heard.join('')).toContain('"type":"migration"');
    expect(heard.at(-1)).toBe('COMPLETE');
  });

  it('runs on a self-hosted database with its sealed service role key', async () => {
    const id = await newProject('A guest list');
    await linkSelfHosted(id);
    const migration = await written(id, 'create_guests', TODOS.replaceAll('todos', 'guests'));
    expect((await approve(id, migration)).body.data).toMatchObject({ status: 'applied' });
    const tables = await supabase.databases.query(
      'self-hosted',
      "select rowsecurity from pg_tables where tablename = 'guests'",
    );
    expect(tables).toEqual({ ok: true, rows: [{ rowsecurity: true }] });
  });
});
