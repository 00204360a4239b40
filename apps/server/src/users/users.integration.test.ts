import { calls, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { findUserById } from './repository';

let t: TestApp;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  t = await createTestApp({ KILN_STAFF_DOMAIN: 'kiln.dev' });
  first = await signUp(t.app);
  second = await signUp(t.app);
});
afterAll(() => t.close());

describe('accounts and plans', () => {
  it('makes the first account on a fresh instance admin and premium, and only the first', async () => {
    const me = await call(t.app, calls.getCurrentUser, {}, first);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: first.email,
      isAdmin: true,
      isPremium: true,
      subscription: { status: 'premium', currentPeriodEnd: null },
      hasUserAcknowledgedErrors: false,
      hasShownAssetTooltip: false,
      hasUserAppliedImage: false,
    });
    const other = await call(t.app, calls.getCurrentUser, {}, second);
    expect(other.body.data).toMatchObject({
      isAdmin: false,
      isPremium: false,
      subscription: { status: 'free' },
    });
  });

  it('marks internal staff by email domain', async () => {
    const staff = await signUp(t.app, { email: `ops-${Date.now()}@kiln.dev` });
    expect((await call(t.app, calls.getCurrentUser, {}, staff)).body.data.isStaff).toBe(true);
    expect((await call(t.app, calls.getCurrentUser, {}, second)).body.data.isStaff).toBe(false);
  });

  it('answers GET /api/stripe/subscription-details', async () => {
    const res = await call(t.app, calls.getSubscriptionDetails, undefined, first);
    expect(res.body).toEqual({ success: true, data: { status: 'premium', currentPeriodEnd: null } });
    expect((await call(t.app, calls.getSubscriptionDetails, undefined, second)).body.data.status).toBe(
      'free',
    );
    expect((await call(t.app, calls.getSubscriptionDetails, undefined, null)).status).toBe(401);
  });

  it('refuses /users/me to visitors and garbage bearer tokens', async () => {
    expect((await call(t.app, calls.getCurrentUser, {}, null)).status).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/me',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /users/acknowledge-errors', () => {
  it('sets the flag on the session user, with the empty body the seed client sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/acknowledge-errors',
      headers: {
        authorization: `Bearer ${second.token}`,
        'content-type': 'application/json',
        'content-length': '0',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await findUserById(t.ctx.db, second.id))?.hasUserAcknowledgedErrors).toBe(true);
    expect((await findUserById(t.ctx.db, first.id))?.hasUserAcknowledgedErrors).toBe(false);
  });

  it('needs a session and refuses unexpected fields', async () => {
    expect((await call(t.app, calls.acknowledgeErrors, {}, null)).status).toBe(401);
    expect((await call(t.app, calls.acknowledgeErrors, { email: first.email } as never, second)).status).toBe(
      400,
    );
  });
});

describe('POST /users/update-applied-image', () => {
  it('sets the flag for the session user', async () => {
    const res = await call(t.app, calls.updateAppliedImage, { email: second.email.toUpperCase() }, second);
    expect(res.body).toEqual({ success: true });
    expect((await findUserById(t.ctx.db, second.id))?.hasUserAppliedImage).toBe(true);
  });

  it('never acts on another account', async () => {
    const res = await call(t.app, calls.updateAppliedImage, { email: first.email }, second);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.EMAIL_MISMATCH);
    expect((await findUserById(t.ctx.db, first.id))?.hasUserAppliedImage).toBe(false);
  });

  it('validates and needs a session', async () => {
    expect((await call(t.app, calls.updateAppliedImage, { email: 'not-an-email' }, second)).status).toBe(400);
    expect((await call(t.app, calls.updateAppliedImage, { email: second.email }, null)).status).toBe(401);
  });
});

describe('POST /users/update-user-by-email', () => {
  it('updates the session user’s flags and answers the user', async () => {
    const res = await call(
      t.app,
      calls.updateUserByEmail,
      { email: second.email, hasShownAssetTooltip: true, name: 'Renamed' },
      second,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: second.email, hasShownAssetTooltip: true, name: 'Renamed' });
  });

  it('refuses with 403 an email that is not the session’s, and changes nothing', async () => {
    const res = await call(
      t.app,
      calls.updateUserByEmail,
      { email: first.email, hasShownAssetTooltip: true },
      second,
    );
    expect(res.status).toBe(403);
    expect((await findUserById(t.ctx.db, first.id))?.hasShownAssetTooltip).toBe(false);
  });

  it('cannot be used to grant a plan or admin', async () => {
    const res = await call(
      t.app,
      calls.updateUserByEmail,
      { email: second.email, plan: 'premium', isAdmin: true } as never,
      second,
    );
    expect([200, 400]).toContain(res.status);
    const row = await findUserById(t.ctx.db, second.id);
    expect(row).toMatchObject({ plan: 'free', isAdmin: false });
  });

  it('validates and needs a session', async () => {
    expect((await call(t.app, calls.updateUserByEmail, { email: 'x' }, second)).status).toBe(400);
    expect((await call(t.app, calls.updateUserByEmail, { email: second.email }, null)).status).toBe(401);
  });
});
