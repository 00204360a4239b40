import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED } from '../auth/auth';
import { takenDownMessage } from '../deploy/service';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { ADMINS_ONLY } from './console-routes';

/**
 * Issue 20 §3: the operator console's calls, for admins only (the first account), every change in
 * the audit log: accounts (premium, disable, sessions), projects (a site taken down for abuse with a
 * reason its owner sees), the support inbox answered by email (the outbox here: no SMTP), the mail
 * log, instance health and usage.
 */
let t: TestApp;
let operator: TestUser;
let ada: TestUser;

const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password: 'correct-horse-battery' },
  });

beforeAll(async () => {
  t = await createTestApp();
  operator = await signUp(t.app, { name: 'Olga Operator' }); // the first account: admin
  ada = await signUp(t.app, { name: 'Ada' });
});
afterAll(async () => {
  await t.ctx.runs.drain();
  await t.close();
});

describe('the operator console', () => {
  it('answers only admins', async () => {
    for (const contract of [calls.listAdminUsers, calls.getInstanceHealth, calls.listAdminMail]) {
      const refused = await call(t.app, contract, {}, ada);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ADMINS_ONLY);
    }
    expect((await call(t.app, calls.listAdminUsers, {}, null)).status).toBe(401);
    expect((await call(t.app, calls.listAdminUsers, {}, operator)).status).toBe(200);
  });

  it('finds an account, grants premium until a day and takes it back', async () => {
    const found = await call(t.app, calls.listAdminUsers, { q: ada.email.slice(0, 8) }, operator);
    expect(found.body.data.map((u: { email: string }) => u.email)).toEqual([ada.email]);
    expect(found.body.data[0]).toMatchObject({ isAdmin: false, isPremium: false, sessions: 1 });
    // `%` is a character searched for, not a pattern matching everyone.
    expect((await call(t.app, calls.listAdminUsers, { q: '%' }, operator)).body.data).toEqual([]);

    const granted = await call(
      t.app,
      calls.updateAdminUser,
      { userId: ada.id, action: 'grant-premium', until: '2999-01-31' },
      operator,
    );
    expect(granted.body.data).toMatchObject({ plan: 'premium', isPremium: true });
    expect(granted.body.data.planPeriodEnd).toBe('2999-01-31T23:59:59.000Z');
    const details = await call(t.app, calls.getSubscriptionDetails, {}, ada);
    expect(details.body.data).toEqual({ status: 'premium', currentPeriodEnd: '2999-01-31T23:59:59.000Z' });

    await call(t.app, calls.updateAdminUser, { userId: ada.id, action: 'remove-premium' }, operator);
    expect((await call(t.app, calls.getSubscriptionDetails, {}, ada)).body.data.status).toBe('free');
    const past = await call(
      t.app,
      calls.updateAdminUser,
      { userId: ada.id, action: 'grant-premium', until: '2001-01-01' },
      operator,
    );
    expect(past.status).toBe(400);
  });

  it('disables an account (signed out everywhere, no sign-in) and enables it again', async () => {
    const disabled = await call(
      t.app,
      calls.updateAdminUser,
      { userId: ada.id, action: 'disable' },
      operator,
    );
    expect(disabled.body.data.disabledAt).not.toBeNull();
    expect(disabled.body.data.sessions).toBe(0);
    expect((await call(t.app, calls.getCurrentUser, {}, ada)).status).toBe(401);
    const refused = await signIn(ada.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DISABLED);

    await call(t.app, calls.updateAdminUser, { userId: ada.id, action: 'enable' }, operator);
    const back = await signIn(ada.email);
    expect(back.statusCode).toBe(200);
    ada = { ...ada, token: back.headers['set-auth-token'] as string };
    expect((await call(t.app, calls.getCurrentUser, {}, ada)).status).toBe(200);

    const self = await call(
      t.app,
      calls.updateAdminUser,
      { userId: operator.id, action: 'disable' },
      operator,
    );
    expect(self.status).toBe(409);
  });

  it('answers a support message by email and keeps the thread', async () => {
    const sent = await call(
      t.app,
      calls.sendSupportMessage,
      { message: 'My deploy says failed, help?' },
      ada,
    );
    expect(sent.status).toBe(200);
    const inbox = await call(t.app, calls.listAdminInbox, { status: 'open', kind: 'support' }, operator);
    const thread = inbox.body.data.find(
      (th: { message: string }) => th.message === 'My deploy says failed, help?',
    );
    expect(thread).toMatchObject({ status: 'open', user: { email: ada.email }, replies: [] });

    const replied = await call(
      t.app,
      calls.replyToThread,
      { threadId: thread.id, message: 'Redeploy now: the build cache was cleared.' },
      operator,
    );
    expect(replied.body.data.status).toBe('answered');
    expect(replied.body.data.replies).toEqual([
      expect.objectContaining({
        message: 'Redeploy now: the build cache was cleared.',
        adminEmail: operator.email,
        mailStatus: 'outbox',
      }),
    ]);
    const mail = (await call(t.app, calls.listAdminMail, {}, operator)).body.data.find(
      (m: { kind: string; to: string }) => m.kind === 'support-reply' && m.to === ada.email,
    );
    expect(mail).toMatchObject({ subject: 'Re: your message to Kiln', status: 'outbox' });
    expect(mail.text).toContain('Redeploy now: the build cache was cleared.');
    expect(mail.text).toContain('My deploy says failed, help?');

    const closed = await call(
      t.app,
      calls.setThreadStatus,
      { threadId: thread.id, status: 'closed' },
      operator,
    );
    expect(closed.body.data.status).toBe('closed');
  });

  it('takes a deployed site down with a reason its owner sees, and restores it', async () => {
    const created = await call(t.app, calls.createProject, { prompt: 'A landing page for Crumb' }, operator);
    const webId: string = created.body.data._id;
    await t.ctx.runs.whenIdle(webId);
    expect((await call(t.app, calls.deployProject, { webId }, operator)).status).toBe(200);
    const site = () =>
      t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${created.body.data.subdomain}.app.localhost:3000` },
      });
    expect((await site()).statusCode).toBe(200);

    const found = await call(t.app, calls.listAdminProjects, { q: created.body.data.subdomain }, operator);
    expect(found.body.data.map((p: { id: string }) => p.id)).toEqual([webId]);
    const down = await call(
      t.app,
      calls.takeDownSite,
      { projectId: webId, reason: 'Phishing page' },
      operator,
    );
    expect(down.body.data).toMatchObject({ takedownReason: 'Phishing page' });
    expect((await site()).statusCode).toBe(451);
    const owned = await call(t.app, calls.getProject, { webId }, operator);
    expect(owned.body.data.siteTakedown).toMatchObject({ reason: 'Phishing page' });
    const redeploy = await call(t.app, calls.deployProject, { webId }, operator);
    expect(redeploy.status).toBe(409);
    expect(redeploy.body.message).toBe(takenDownMessage('Phishing page'));

    await call(t.app, calls.restoreSite, { projectId: webId }, operator);
    expect((await site()).statusCode).toBe(200);
    expect((await call(t.app, calls.takeDownSite, { projectId: webId, reason: '' }, operator)).status).toBe(
      400,
    );
  });

  it('reports the instance, usage per account and every action in the audit log', async () => {
    const health = (await call(t.app, calls.getInstanceHealth, {}, operator)).body.data;
    expect(health).toMatchObject({
      database: { engine: t.database.kind === 'postgres' ? 'postgresql' : 'pglite', ok: true },
      queue: null,
      storage: { engine: 'local' },
      mail: 'outbox',
    });
    expect(health.disk.totalBytes).toBeGreaterThan(0);
    expect(health.models).toContainEqual(expect.objectContaining({ id: 'offline', isConfigured: true }));
    expect(health.models).toContainEqual(expect.objectContaining({ id: 'anthropic', isConfigured: false }));

    const usage = (await call(t.app, calls.getAdminUsage, {}, operator)).body.data;
    const mine = usage.find((row: { email: string }) => row.email === operator.email);
    expect(mine.runs).toBeGreaterThanOrEqual(1);
    expect(mine.storageBytes).toBeGreaterThan(0);

    const audit = (await call(t.app, calls.listAdminActions, {}, operator)).body.data;
    expect(audit.map((a: { action: string }) => a.action).reverse()).toEqual([
      'grant-premium',
      'remove-premium',
      'disable',
      'enable',
      'reply',
      'mark-closed',
      'take-site-down',
      'restore-site',
    ]);
    expect(audit.every((a: { adminEmail: string }) => a.adminEmail === operator.email)).toBe(true);
  });
});
