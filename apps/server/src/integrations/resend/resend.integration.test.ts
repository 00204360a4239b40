import { calls, MESSAGES, maskedResendKey } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, projectSecret } from '../../db/schema';
import { insertProject } from '../../projects/repository';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { setPlan } from '../../users/repository';
import { FAKE_RESEND_KEYS, type FakeResend, startFakeResend } from './testing/fake-resend';

/**
 * Issue 16 §2 against a real server and the real `resend` library, talking to a fake Resend that
 * speaks its REST protocol: the dialog's calls, and an app's `/api/kiln/email` on its own origin.
 */

let resend: FakeResend;
let t: TestApp;
let owner: TestUser;
let free: TestUser;
let stranger: TestUser;
const logs: string[] = [];
const answers: unknown[] = [];

beforeAll(async () => {
  resend = await startFakeResend();
  t = await createTestApp(
    {
      RESEND_BASE_URL: resend.url,
      KILN_SITE_EMAIL_PER_VISITOR_HOUR: '3',
      KILN_SITE_EMAIL_PER_PROJECT_HOUR: '5',
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => void logs.push(line) } },
  );
  owner = await signUp(t.app);
  free = await signUp(t.app);
  stranger = await signUp(t.app);
  await setPlan(t.ctx.db, owner.id, 'premium', null);
  await setPlan(t.ctx.db, stranger.id, 'premium', null);
}, 60_000);
afterAll(async () => {
  await t.close();
  await resend.close();
});

let projects = 0;

/** A project row of the user's (no generation run: these tests need its site, not its code). */
async function newProject(as: TestUser): Promise<{ _id: string; subdomain: string }> {
  projects += 1;
  const subdomain = `olive-ember-${projects}-${Date.now().toString(36)}`;
  const created = await insertProject(t.ctx.db, {
    ownerId: as.id,
    prompt: 'A bakery',
    platform: 'web',
    subdomain,
  });
  await t.ctx.db.update(project).set({ name: 'Olive & Ember' }).where(eq(project.id, created.project.id));
  return { _id: created.project.id, subdomain };
}

async function ask<C extends Parameters<typeof call>[1]>(
  contract: C,
  body: Parameters<typeof call<C>>[2],
  as: TestUser,
) {
  const answer = await call(t.app, contract, body, as);
  answers.push(answer.body);
  return answer;
}

/** A visitor's form post, on the app's own origin (or another Host). */
async function post(host: string, payload: object, ip = '203.0.113.7', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/kiln/email',
    headers: { host, 'content-type': 'application/json', ...headers },
    payload,
    remoteAddress: ip,
  });
  answers.push(res.body);
  return { status: res.statusCode, body: res.json() };
}

const previewHost = (subdomain: string) => `${subdomain}.preview.localhost:3000`;
const visitor = {
  name: 'Ada',
  email: 'ada@visitor.test',
  subject: 'Cake order',
  message: 'Two lemon tarts, please.',
};

describe('Resend connect and update', () => {
  it('answers every message of the seed: premium, the key, the sender, a refused key', async () => {
    const p = await newProject(free);
    const free402 = await ask(calls.connectResend, { webId: p._id, apiKey: FAKE_RESEND_KEYS.full }, free);
    expect(free402).toMatchObject({ status: 402, body: { message: MESSAGES.RESEND_PREMIUM } });

    const mine = await newProject(owner);
    const cases: [object, string][] = [
      [{ apiKey: ' ' }, MESSAGES.RESEND_API_KEY_REQUIRED],
      [{ apiKey: FAKE_RESEND_KEYS.full, domain: 'acme-mail.test' }, MESSAGES.RESEND_USERNAME_REQUIRED],
      [{ apiKey: FAKE_RESEND_KEYS.full, fromAddress: 'hello' }, MESSAGES.RESEND_USERNAME_AND_DOMAIN],
      [{ apiKey: 're_not_a_key_of_this_account' }, MESSAGES.RESEND_CONNECT_FAILED],
      [
        { apiKey: FAKE_RESEND_KEYS.full, domain: 'elsewhere.test', fromAddress: 'hi' },
        'The domain elsewhere.test is not in this Resend account.',
      ],
      [
        { apiKey: FAKE_RESEND_KEYS.full, domain: 'pending-mail.test', fromAddress: 'hi' },
        'The domain pending-mail.test is not verified in Resend yet.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ask(calls.connectResend, { webId: mine._id, ...body } as never, owner);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const notMine = await ask(
      calls.connectResend,
      { webId: mine._id, apiKey: FAKE_RESEND_KEYS.full },
      stranger,
    );
    expect(notMine.status).toBe(403);
    // Nothing was stored by any refusal.
    expect(await t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, mine._id))).toEqual(
      [],
    );
  });

  it('connects with a checked key, sealed and shown by its last four; update keeps it when sent back masked', async () => {
    const p = await newProject(owner);
    const connected = await ask(
      calls.connectResend,
      { webId: p._id, apiKey: FAKE_RESEND_KEYS.full, domain: 'Acme-Mail.test', fromAddress: 'hello' },
      owner,
    );
    expect(connected).toMatchObject({
      status: 200,
      body: { success: true, message: MESSAGES.RESEND_STARTED },
    });
    expect(resend.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/domains',
      key: FAKE_RESEND_KEYS.full,
    });

    const got = (await ask(calls.getProject, { webId: p._id }, owner)).body;
    const last4 = FAKE_RESEND_KEYS.full.slice(-4);
    expect(JSON.stringify(got)).toContain(`"apiKeyLast4":"${last4}"`);
    const [row] = await t.ctx.db.select().from(project).where(eq(project.id, p._id));
    expect(row?.integrations.resend).toEqual({
      enabled: true,
      apiKeyLast4: last4,
      domain: 'acme-mail.test',
      fromAddress: 'hello',
      recipients: [],
    });
    const [sealed] = await t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, p._id));
    expect(sealed?.valueEnc).not.toContain(FAKE_RESEND_KEYS.full);

    const updated = await ask(
      calls.updateResend,
      { webId: p._id, apiKey: maskedResendKey(last4), recipients: ['Orders@Bakery.test'] },
      owner,
    );
    expect(updated).toMatchObject({ status: 200, body: { message: MESSAGES.RESEND_UPDATED } });
    const [after] = await t.ctx.db.select().from(project).where(eq(project.id, p._id));
    expect(after?.integrations.resend).toMatchObject({
      apiKeyLast4: last4,
      domain: null,
      recipients: ['orders@bakery.test'],
    });
    expect(await t.ctx.secrets.reveal(p._id, 'RESEND_API_KEY')).toBe(FAKE_RESEND_KEYS.full);

    // A sending-only key is accepted: Resend's `restricted_api_key` proves it.
    const other = await newProject(owner);
    const sendingOnly = await ask(
      calls.connectResend,
      { webId: other._id, apiKey: FAKE_RESEND_KEYS.sendingOnly },
      owner,
    );
    expect(sendingOnly.status).toBe(200);
    const notConnected = await ask(
      calls.updateResend,
      { webId: (await newProject(owner))._id, apiKey: FAKE_RESEND_KEYS.full },
      owner,
    );
    expect(notConnected.status).toBe(409);
  });
});

describe('site email (POST /api/kiln/email on the app origin)', () => {
  it('lands in the owner inbox without Resend; the owner reads and deletes it', async () => {
    const p = await newProject(owner);
    const sent = await post(previewHost(p.subdomain), visitor);
    expect(sent).toEqual({
      status: 200,
      body: { success: true, delivery: 'inbox', message: 'Thanks! Your message was received.' },
    });
    expect(resend.emails.filter((e) => JSON.stringify(e).includes(visitor.message))).toEqual([]);

    const inbox = (await ask(calls.listInbox, { webId: p._id }, owner)).body.data;
    expect(inbox.unread).toBe(1);
    expect(inbox.messages).toEqual([expect.objectContaining({ ...visitor, emailedAt: null, readAt: null })]);
    const id = inbox.messages[0].id;
    expect((await ask(calls.listInbox, { webId: p._id }, stranger)).status).toBe(403);
    expect((await ask(calls.deleteInboxMessage, { webId: p._id, id }, stranger)).status).toBe(403);
    const read = await ask(calls.readInboxMessage, { webId: p._id, id }, owner);
    expect(read.body.data.unread).toBe(0);
    const deleted = await ask(calls.deleteInboxMessage, { webId: p._id, id }, owner);
    expect(deleted.body.data).toEqual({ messages: [], unread: 0 });
    expect((await ask(calls.deleteInboxMessage, { webId: p._id, id }, owner)).status).toBe(404);
  });

  it("keeps a lapsed premium owner's messages in the inbox, unsent, until the plan is renewed", async () => {
    const p = await newProject(owner);
    await ask(calls.connectResend, { webId: p._id, apiKey: FAKE_RESEND_KEYS.full }, owner);
    const before = resend.emails.length;
    await setPlan(t.ctx.db, owner.id, 'premium', new Date(Date.now() - 60_000));
    try {
      const kept = await post(previewHost(p.subdomain), visitor, '203.0.113.40');
      expect(kept.body).toMatchObject({ success: true, delivery: 'inbox' });
      expect(resend.emails.length).toBe(before);
    } finally {
      await setPlan(t.ctx.db, owner.id, 'premium', null);
    }
    const sent = await post(previewHost(p.subdomain), visitor, '203.0.113.41');
    expect(sent.body).toMatchObject({ success: true, delivery: 'email' });
    expect(resend.emails.length).toBe(before + 1);
  });

  it('sends exactly one plain-text email from the configured sender to the owner, never to a visitor-given address', async () => {
    const p = await newProject(owner);
    await ask(
      calls.connectResend,
      { webId: p._id, apiKey: FAKE_RESEND_KEYS.full, domain: 'acme-mail.test', fromAddress: 'hello' },
      owner,
    );
    const before = resend.emails.length;
    const hostile = await post(previewHost(p.subdomain), { ...visitor, to: 'victim@elsewhere.test' });
    expect(hostile.status).toBe(400);
    const html = {
      ...visitor,
      message: '<img src=x onerror=alert(1)> Hi\r\nBcc: victim@elsewhere.test',
      subject: 'Hi\r\nBcc: victim@elsewhere.test',
    };
    const sent = await post(previewHost(p.subdomain), html, '198.51.100.1');
    expect(sent.body).toMatchObject({ success: true, delivery: 'email' });
    expect(resend.emails.length).toBe(before + 1);
    const email = resend.emails.at(-1);
    expect(email?.key).toBe(FAKE_RESEND_KEYS.full);
    expect(email?.body).toEqual({
      from: '"Olive & Ember" <hello@acme-mail.test>',
      to: [owner.email],
      subject: 'Hi Bcc: victim@elsewhere.test',
      text: expect.stringContaining(html.message),
      reply_to: visitor.email,
    });
    expect(email?.body.html).toBeUndefined();
    // The owner also finds it in the inbox, already read.
    const inbox = (await ask(calls.listInbox, { webId: p._id }, owner)).body.data;
    expect(inbox).toMatchObject({
      unread: 0,
      messages: [{ message: html.message, emailedAt: expect.any(String) }],
    });
  });

  it('answers only on an app origin, and a private preview only with its token', async () => {
    const p = await newProject(owner);
    expect((await post('localhost:3000', visitor)).status).toBe(404);
    expect((await post('nope.preview.localhost:3000', visitor)).status).toBe(404);
    // Not deployed: its site answers nothing.
    expect((await post(`${p.subdomain}.app.localhost:3000`, visitor)).status).toBe(404);
    const fromElsewhere = await post(previewHost(p.subdomain), visitor, '203.0.113.9', {
      origin: 'https://evil.test',
    });
    expect(fromElsewhere.status).toBe(403);
    await t.ctx.db.update(project).set({ isPrivate: true }).where(eq(project.id, p._id));
    expect((await post(previewHost(p.subdomain), visitor, '203.0.113.10')).status).toBe(404);
  });

  it('validates and bounds what a visitor sends', async () => {
    const p = await newProject(owner);
    const host = previewHost(p.subdomain);
    const refused: [object, string][] = [
      [{ message: '   ' }, 'A message is required'],
      [{ message: 'x'.repeat(5_001) }, 'The message is too long (5000 characters at most)'],
      [{ message: 'Hi', email: 'not-an-address' }, 'Enter a valid email address'],
      [{ message: 'Hi', html: '<b>Hi</b>' }, 'html'],
    ];
    for (const [payload, message] of refused) {
      const res = await post(host, payload, '192.0.2.50');
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('limits each visitor, then the whole project, per hour', async () => {
    const p = await newProject(owner);
    const host = previewHost(p.subdomain);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(host, visitor, '192.0.2.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another visitor still gets through, until the project's budget (5) is spent.
    for (let i = 0; i < 3; i += 1) statuses.push((await post(host, visitor, `192.0.2.${10 + i}`)).status);
    expect(statuses.slice(4)).toEqual([200, 200, 429]);
    const limited = await post(host, visitor, '192.0.2.99');
    expect(limited.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect((await ask(calls.listInbox, { webId: p._id }, owner)).body.data.messages).toHaveLength(5);
  });

  it('keeps the message in the inbox when Resend refuses it', async () => {
    const p = await newProject(owner);
    await ask(calls.connectResend, { webId: p._id, apiKey: FAKE_RESEND_KEYS.sendingOnly }, owner);
    resend.failSends = { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' };
    try {
      const sent = await post(previewHost(p.subdomain), visitor, '192.0.2.200');
      expect(sent.body).toMatchObject({ success: true, delivery: 'inbox' });
    } finally {
      resend.failSends = null;
    }
    expect((await ask(calls.listInbox, { webId: p._id }, owner)).body.data.unread).toBe(1);
    expect(logs.join('')).toContain('rate_limit_exceeded');
  });

  it('never shows a Resend key in an answer or a log line', () => {
    expect(logs.length).toBeGreaterThan(0);
    const haystack = `${JSON.stringify(answers)}\n${logs.join('')}`;
    for (const key of Object.values(FAKE_RESEND_KEYS)) expect(haystack).not.toContain(key);
  });
});
