import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationAccount, projectSecret } from '../../db/schema';
import type { ScriptedResponse } from '../../models/testing/script';
import { type AnthropicTestApp, createAnthropicTestApp } from '../../test/anthropic-app';
import { CanaryWatch } from '../../test/secrets-canary';
import { signUp, type TestUser } from '../../test/test-app';
import { walkSupabaseConsent } from './testing/consent';
import {
  FAKE_SELF_HOSTED_KEYS,
  FAKE_SUPABASE_CLIENT,
  type FakeSupabase,
  startFakeSupabase,
} from './testing/fake-supabase';

/**
 * Issue 15 §1 for Supabase, as a canary: the account's OAuth tokens (every one issued, refreshes
 * included), Kiln's OAuth client secret and a self-hosted database's service role key are used on
 * Kiln's side only. A whole life of two linked apps — first runs, the link, the client's run, a
 * model that writes a migration, its approval, an export — with the real `@ai-sdk/anthropic` client,
 * and none of them is ever in: a model request, a project file, its git history, its export, its
 * preview build, a socket frame, an API answer (owner's or anyone's), a log line at any level, or a
 * database row outside their sealed columns.
 */

const usage = { input: 500, output: 40 };
const reply = (text: string): ScriptedResponse => ({ events: [{ type: 'text', chunks: [text] }], usage });
const TASKS = `create table public.tasks (id uuid primary key default gen_random_uuid(), user_id uuid not null default auth.uid() references auth.users (id), title text not null);
alter table public.tasks enable row level security;
create policy "Own tasks" on public.tasks for all to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);`;

let supabase: FakeSupabase;
let app: AnthropicTestApp;
let owner: TestUser;
let stranger: TestUser;
const watch = new CanaryWatch();
const ask = watch.ask.bind(watch);

beforeAll(async () => {
  // Tokens that live a second: every call refreshes, so refresh tokens pass through Kiln too.
  supabase = await startFakeSupabase({ ...FAKE_SUPABASE_CLIENT, expiresIn: 1 });
  app = await createAnthropicTestApp(
    {
      SUPABASE_API_URL: supabase.url,
      SUPABASE_OAUTH_CLIENT_ID: FAKE_SUPABASE_CLIENT.clientId,
      SUPABASE_OAUTH_CLIENT_SECRET: FAKE_SUPABASE_CLIENT.clientSecret,
      KILN_ALLOW_INTERNAL_HOSTS: '1',
    },
    { logStream: watch.logStream },
  );
  watch.watch(app.t.app);
  owner = await signUp(app.t.app);
  stranger = await signUp(app.t.app);
}, 120_000);
afterAll(async () => {
  watch.close();
  await app.close();
  await supabase.close();
});

/** A new app (its first run scripted), its owner's page open on it from then on. */
async function newApp(prompt: string): Promise<string> {
  app.fake.script([
    {
      events: [{ type: 'tool', name: 'write_file', input: { path: 'src/notes.txt', content: 'v1\n' } }],
      usage,
    },
    reply('Made it.'),
  ]);
  const id = (await ask(calls.createProject, { prompt }, owner)).body.data._id as string;
  await app.t.ctx.runs.drain();
  await watch.openOwnerPage(id, owner);
  return id;
}

/** Everything of a project a secret must never be in: files, history, export, preview build, reads. */
async function projectText(id: string): Promise<string> {
  for (const as of [owner, stranger]) await ask(calls.isSupabaseConnected, { webId: id }, as);
  return watch.projectText(app.t, id, owner, [owner, stranger]);
}

describe('Supabase secrets', () => {
  it('never leave their sealed rows, through a whole life of two linked apps', {
    timeout: 240_000,
  }, async () => {
    const cloud = await newApp('A task list for a small team');
    const selfHosted = await newApp('A guest book');

    expect((await walkSupabaseConsent(app.t.app, owner)).callback.statusCode).toBe(200);
    await ask(calls.getSupabaseProjects, {}, owner);
    await ask(calls.isSupabaseConnected, { webId: cloud }, owner);

    // Linking starts a run: INTEGRATE_SUPABASE writes the client, then the model is told.
    app.fake.script([reply('Your app is connected to Supabase.')]);
    await ask(calls.linkSupabaseProject, { webId: cloud, projectRef: 'abcdefghijklmnopqrst' }, owner);
    await app.t.ctx.runs.drain();
    app.fake.script([reply('Your app is connected to your own Supabase.')]);
    const linked = await ask(
      calls.connectSelfHostedSupabase,
      { webId: selfHosted, url: supabase.url, ...FAKE_SELF_HOSTED_KEYS },
      owner,
    );
    expect(linked.status).toBe(200);
    await app.t.ctx.runs.drain();

    // The model sees the wired app (its client file among them) and writes a migration.
    app.fake.script([
      {
        events: [{ type: 'tool', name: 'write_migration', input: { name: 'create_tasks', sql: TASKS } }],
        usage,
      },
      reply('Tasks are saved per user.'),
    ]);
    await ask(
      calls.sendChatMessage,
      { webId: cloud, messages: [{ role: 'user', content: 'Save tasks' }] },
      owner,
    );
    await app.t.ctx.runs.drain();
    const history = (await ask(calls.getChatHistory, { webId: cloud }, owner)).body.data as {
      content: string;
    }[];
    const migrationId = /"type":"migration","id":"(\w+)"/.exec(history.at(-1)?.content ?? '')?.[1];
    expect(migrationId).toBeTruthy();
    const applied = await ask(
      calls.applySupabaseMigration,
      { webId: cloud, migrationId: migrationId ?? '' },
      owner,
    );
    expect(applied.body.data).toMatchObject({ status: 'applied' });
    await ask(calls.applySupabaseMigration, { webId: cloud, migrationId: migrationId ?? '' }, stranger);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const secrets = [
      ...supabase.issued,
      ...supabase.issuedRefresh,
      FAKE_SUPABASE_CLIENT.clientSecret,
      FAKE_SELF_HOSTED_KEYS.serviceRoleKey,
    ];
    // Several tokens were issued (the refreshes happened), and the model did see the wired app.
    expect(supabase.issued.length).toBeGreaterThan(1);
    expect(JSON.stringify(app.fake.requests)).toContain('src/integrations/supabase/client.ts');

    watch.expectNowhere(secrets, app.fake.requests, {
      'the cloud app': await projectText(cloud),
      'the self-hosted app': await projectText(selfHosted),
      'a database row, unsealed': JSON.stringify([
        await app.t.ctx.db.select().from(integrationAccount),
        await app.t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, selfHosted)),
      ]),
    });
  });
});
