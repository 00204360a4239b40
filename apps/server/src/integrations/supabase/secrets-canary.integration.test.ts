import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationAccount, projectSecret } from '../../db/schema';
import type { AnthropicTestApp } from '../../test/anthropic-app';
import { CanaryWatch, canaryReply, canaryTool } from '../../test/secrets-canary';
import type { TestUser } from '../../test/test-app';
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
  ({ app, owner, stranger } = await watch.start({
    SUPABASE_API_URL: supabase.url,
    SUPABASE_OAUTH_CLIENT_ID: FAKE_SUPABASE_CLIENT.clientId,
    SUPABASE_OAUTH_CLIENT_SECRET: FAKE_SUPABASE_CLIENT.clientSecret,
    KILN_ALLOW_INTERNAL_HOSTS: '1',
  }));
}, 120_000);
afterAll(async () => {
  await watch.close();
  await supabase.close();
});

/** A new app (its first run scripted), its owner's page open on it from then on. */
/** Everything of a project a secret must never be in: files, history, export, preview build, reads. */
async function projectText(id: string): Promise<string> {
  for (const as of [owner, stranger]) await ask(calls.isSupabaseConnected, { webId: id }, as);
  return watch.projectText(app.t, id, owner, [owner, stranger]);
}

describe('Supabase secrets', () => {
  it('never leave their sealed rows, through a whole life of two linked apps', {
    timeout: 240_000,
  }, async () => {
    const { id: cloud } = await watch.newApp('A task list for a small team', owner);
    const { id: selfHosted } = await watch.newApp('A guest book', owner);

    expect((await walkSupabaseConsent(app.t.app, owner)).callback.statusCode).toBe(200);
    await ask(calls.getSupabaseProjects, {}, owner);
    await ask(calls.isSupabaseConnected, { webId: cloud }, owner);

    // Linking starts a run: INTEGRATE_SUPABASE writes the client, then the model is told.
    app.fake.script([canaryReply('Your app is connected to Supabase.')]);
    await ask(calls.linkSupabaseProject, { webId: cloud, projectRef: 'abcdefghijklmnopqrst' }, owner);
    await app.t.ctx.runs.drain();
    app.fake.script([canaryReply('Your app is connected to your own Supabase.')]);
    const linked = await ask(
      calls.connectSelfHostedSupabase,
      { webId: selfHosted, url: supabase.url, ...FAKE_SELF_HOSTED_KEYS },
      owner,
    );
    expect(linked.status).toBe(200);
    await app.t.ctx.runs.drain();

    // The model sees the wired app (its client file among them) and writes a migration.
    await watch.ownerAsks(
      cloud,
      owner,
      'Save tasks',
      canaryTool('write_migration', { name: 'create_tasks', sql: TASKS }),
      'Tasks are saved per user.',
    );
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
