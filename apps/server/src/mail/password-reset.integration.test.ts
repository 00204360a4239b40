import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessage } from '../db/schema';
import { type LocalSmtp, startSmtp } from '../test/engines/smtp';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Issue 20 §1: a forgotten password, through better-auth's flow and a real SMTP server on loopback
 * (smtp-server; Kiln sends with nodemailer): the request, the emailed link with its expiry, a new
 * password that signs the account out everywhere, and a sign-in with it. Without SMTP the email
 * waits in the operator's outbox.
 */
const ORIGIN = { origin: 'http://localhost:3000' };

let smtp: LocalSmtp;
let t: TestApp;

async function requestReset(app: TestApp, email: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: ORIGIN,
    payload: { email, redirectTo: '/reset-password' },
  });
}

async function resetPassword(app: TestApp, token: string | null, newPassword: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: ORIGIN,
    payload: { newPassword, token },
  });
}

async function signIn(app: TestApp, email: string, password: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: ORIGIN,
    payload: { email, password },
  });
}

/** Follows the emailed link as a browser would: better-auth checks the token and sends it on. */
async function openLink(app: TestApp, link: string): Promise<URL> {
  const url = new URL(link);
  expect(url.origin).toBe('http://localhost:3000');
  const res = await app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string, 'http://localhost:3000');
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, KILN_MAIL_FROM: 'Kiln <hello@kiln.test>' });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('password reset by email', () => {
  let user: TestUser;

  it('emails a link that sets a new password once, signs the account out everywhere, and lets it in', async () => {
    user = await signUp(t.app, { name: 'Ada' });
    const requested = await requestReset(t, user.email);
    expect(requested.statusCode).toBe(200);
    const mail = await smtp.next(user.email);
    expect(mail.from).toBe('hello@kiln.test');
    expect(mail.subject).toBe('Reset your Kiln password');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('expires in 1 hour');
    const link = /Choose a new password: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain('Choose a new password');

    const landing = await openLink(t, link as string);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await resetPassword(t, token, 'a-brand-new-passphrase');
    expect(reset.statusCode).toBe(200);
    // Every session of the account is gone, the one signed up with included.
    expect((await call(t.app, calls.getCurrentUser, {}, user)).status).toBe(401);
    expect((await signIn(t, user.email, 'correct-horse-battery')).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'a-brand-new-passphrase')).statusCode).toBe(200);

    // The link works once.
    const again = await resetPassword(t, token, 'yet-another-passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await openLink(t, link as string)).searchParams.get('error')).toBe('INVALID_TOKEN');

    const [row] = await t.ctx.db.select().from(mailMessage);
    expect(row).toMatchObject({ kind: 'password-reset', to: user.email, userId: user.id, status: 'sent' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await requestReset(t, 'nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    const known = await requestReset(t, user.email);
    expect(res.json()).toEqual(known.json());
    await smtp.next(user.email);
    expect(smtp.received.slice(before).flatMap((mail) => mail.to)).not.toContain('nobody-here@example.com');
  });

  it('refuses a password too short, keeping the link usable', async () => {
    const other = await signUp(t.app);
    await requestReset(t, other.email);
    const mail = await smtp.next(other.email);
    const token = (
      await openLink(t, /Choose a new password: (\S+)/.exec(mail.text)?.[1] as string)
    ).searchParams.get('token');
    const short = await resetPassword(t, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await call(t.app, calls.getCurrentUser, {}, other)).status).toBe(200);
  });

  it('sends an account at most five reset emails an hour, whoever asks', async () => {
    const target = await signUp(t.app);
    for (let i = 0; i < 7; i += 1) expect((await requestReset(t, target.email)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await smtp.next(target.email);
    const rows = await t.ctx.db.select().from(mailMessage).where(eq(mailMessage.to, target.email));
    expect(rows).toHaveLength(5);
  });
});

describe('without SMTP', () => {
  it('keeps the email in the outbox for the operator, and the flow still works', async () => {
    const local = await createTestApp();
    try {
      const user = await signUp(local.app);
      expect((await requestReset(local, user.email)).statusCode).toBe(200);
      const [row] = await local.ctx.db.select().from(mailMessage);
      expect(row).toMatchObject({ kind: 'password-reset', to: user.email, status: 'outbox', sentAt: null });
      const link = /Choose a new password: (\S+)/.exec(row?.text ?? '')?.[1];
      expect((await openLink(local, link as string)).searchParams.get('token')).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});
