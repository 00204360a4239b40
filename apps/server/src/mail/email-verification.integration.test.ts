import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { type LocalSmtp, startSmtp } from '../test/engines/smtp';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 20 §1, KILN_REQUIRE_EMAIL_VERIFICATION: a new account confirms its address by email (a real
 * SMTP server on loopback) before it can sign in; the emailed link signs it in.
 */
const ORIGIN = { origin: 'http://localhost:3000' };

let smtp: LocalSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, KILN_REQUIRE_EMAIL_VERIFICATION: 'true' });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('email verification', () => {
  it('signs a new account in only once its emailed link is opened', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email, password },
      });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { email, password, name: 'Grace' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();
    expect(signUp.headers['set-cookie']).toBeUndefined();
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Confirm your email for Kiln');
    expect(mail.text).toContain('Hi Grace,');

    const early = await signIn();
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    // The sign-in sent the link again.
    await smtp.next(email);

    const link = new URL(/Confirm my email: (\S+)/.exec(mail.text)?.[1] as string);
    expect(link.searchParams.get('callbackURL')).toBe('/');
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/');
    const setCookie = opened.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await t.app.inject({
      method: 'POST',
      url: calls.getCurrentUser.path,
      headers: { cookie },
      payload: {},
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
    const later = await signIn();
    expect(later.statusCode).toBe(200);
  });

  it('is refused without SMTP, saying why', () => {
    expect(() => loadEnv({ KILN_REQUIRE_EMAIL_VERIFICATION: 'true' })).toThrow(
      'KILN_REQUIRE_EMAIL_VERIFICATION=true needs SMTP_URL',
    );
  });
});
