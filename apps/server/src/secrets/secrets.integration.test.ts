import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { calls, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSecret } from '../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { setPlan } from '../users/repository';
import { SecretBox } from './secret-box';

const run = promisify(execFile);
// A canary: a value that must never be seen again anywhere but in its sealed row.
const CANARY = 'sk_live_canary_7f3a9c1e5b2d4f6a8c0e9b7d';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner)).body.data._id;
  await t.ctx.runs.drain();
}, 120_000);
afterAll(() => t.close());

const set = (name: string, value: string, as: TestUser | null = owner) =>
  call(t.app, calls.setProjectSecret, { webId, name, value }, as);
const list = (id = webId, as: TestUser | null = owner) =>
  call(t.app, calls.listProjectSecrets, { webId: id }, as);

describe('project secrets', () => {
  it('keeps a value sealed and shows only its name and last four characters', async () => {
    const saved = await set('STRIPE_SECRET_KEY', CANARY);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'STRIPE_SECRET_KEY', last4: '9b7d' });
    expect(JSON.stringify(saved.body)).not.toContain(CANARY.slice(0, -4));

    const listed = await list();
    expect(listed.body.data.map((s: { name: string; last4: string }) => [s.name, s.last4])).toEqual([
      ['STRIPE_SECRET_KEY', '9b7d'],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(CANARY.slice(0, -4));

    // At rest: a ciphertext under the secrets key, which opens it, and under no other key.
    const [row] = await t.ctx.db.select().from(projectSecret);
    expect(JSON.stringify(row)).not.toContain(CANARY.slice(0, -4));
    const key = (await readFile(path.join(t.dataDir, 'secrets-key'), 'utf8')).trim();
    expect(new SecretBox(key, 'project-secret-v1').open(row?.valueEnc ?? '')).toBe(CANARY);
    expect(new SecretBox(t.ctx.authSecret, 'project-secret-v1').open(row?.valueEnc ?? '')).toBeNull();
    expect((await stat(path.join(t.dataDir, 'secrets-key'))).mode & 0o777).toBe(0o600);
  });

  it('replaces a value, deletes it, and says when there is none', async () => {
    await set('MAPS_TOKEN', 'first-value-0001');
    const replaced = await set('MAPS_TOKEN', 'second-value-0002');
    expect(replaced.body.data.last4).toBe('0002');
    expect((await list()).body.data.find((s: { name: string }) => s.name === 'MAPS_TOKEN').last4).toBe(
      '0002',
    );
    const removed = await call(t.app, calls.deleteProjectSecret, { webId, name: 'MAPS_TOKEN' }, owner);
    expect(removed.body).toEqual({ success: true, message: MESSAGES.SECRET_DELETED });
    const again = await call(t.app, calls.deleteProjectSecret, { webId, name: 'MAPS_TOKEN' }, owner);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MESSAGES.SECRET_NOT_FOUND);
    // A short value gives away none of its characters.
    expect((await set('PIN', 'abc')).body.data.last4).toBe('••••');
  });

  it('refuses bad names, empty values and the names Kiln manages itself', async () => {
    const reserved = await set('SUPABASE_SERVICE_ROLE_KEY', 'x'.repeat(20));
    expect(reserved.status).toBe(400);
    expect(reserved.body.message).toBe(MESSAGES.SECRET_RESERVED);
    const lower = await set('stripe_key', 'x'.repeat(20));
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe(MESSAGES.SECRET_NAME_INVALID);
    const empty = await set('EMPTY_ONE', '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.SECRET_VALUE_REQUIRED);
    // Reserved rows written by an integration are never listed here.
    await t.ctx.db.insert(projectSecret).values({
      projectId: webId,
      name: 'RESEND_API_KEY',
      valueEnc: 'v1.x.y.z',
      last4: 'zzzz',
    });
    expect((await list()).body.data.map((s: { name: string }) => s.name)).not.toContain('RESEND_API_KEY');
  });

  it("are the owner's only, and a fork or duplicate starts without them", async () => {
    expect((await list(webId, other)).status).toBe(403);
    expect((await set('OTHER_KEY', 'x'.repeat(20), other)).status).toBe(403);
    expect((await list(webId, null)).status).toBe(401);
    await setPlan(t.ctx.db, other.id, 'premium', null); // forking is premium
    const fork = await call(t.app, calls.cloneProject, { webId, email: other.email }, other);
    expect(fork.status).toBe(200);
    expect((await list(fork.body.data._id, other)).body.data).toEqual([]);
    const copy = await call(t.app, calls.cloneProject, { webId, email: owner.email }, owner);
    expect((await list(copy.body.data._id, owner)).body.data).toEqual([]);
  });

  it('never reach the project: its files, its history, its workspace read', async () => {
    const dir = t.ctx.repos.dir(webId);
    const { stdout: history } = await run('git', ['-C', dir, 'log', '-p', '--all'], { maxBuffer: 64 << 20 });
    expect(history).not.toContain(CANARY);
    const { stdout: grep } = await run('grep', ['-rl', CANARY, dir]).catch((e: { stdout: string }) => e);
    expect(grep).toBe('');
    const project = await call(t.app, calls.getProject, { webId }, owner);
    expect(JSON.stringify(project.body)).not.toContain(CANARY.slice(0, -4));
  });
});
