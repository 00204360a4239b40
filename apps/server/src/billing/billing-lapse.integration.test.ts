import { calls, MESSAGES, OPERATOR_PREMIUM_HINT } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/commands';
import { project } from '../db/schema';
import { insertProject } from '../projects/repository';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { subscriptionDetails } from '../users/plans';
import { findUserById } from '../users/repository';
import { findBillingAccount } from './repository';
import { BILLING_DISABLED } from './service';
import { type BillingKit, details, startBillingKit, subscribe } from './testing/billing-test-kit';

async function ownProject(t: TestApp, user: TestUser) {
  const { project: row } = await insertProject(t.ctx.db, {
    ownerId: user.id,
    prompt: 'A page for Crumb, a bakery',
    platform: 'web',
    subdomain: `crumb-${user.id.slice(0, 8).toLowerCase()}`,
  });
  return row.id;
}

async function projectExists(t: TestApp, id: string) {
  return (await t.ctx.db.select().from(project).where(eq(project.id, id))).length === 1;
}

describe('a subscription that fails or ends (fake Stripe)', () => {
  let kit: BillingKit;
  beforeAll(async () => {
    kit = await startBillingKit();
  });
  afterAll(async () => kit?.close());

  it('keeps premium through a failed payment and a cancellation until the paid period ends', async () => {
    const user = await signUp(kit.t.app);
    const { subscriptionId } = await subscribe(kit, user, 'monthly');
    const paidUntil = (await details(kit, user)).currentPeriodEnd as string;
    const before = structuredClone(kit.stripe.subscriptions.get(subscriptionId));

    await kit.stripe.failPayment(subscriptionId);
    expect(kit.stripe.delivered.at(-1)).toMatchObject({
      event: { type: 'invoice.payment_failed' },
      status: 200,
    });
    expect((await findBillingAccount(kit.t.ctx.db, user.id))?.status).toBe('past_due');
    expect(await details(kit, user)).toEqual({ status: 'premium', currentPeriodEnd: paidUntil });

    await kit.stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    expect(kit.stripe.delivered.at(-1)).toMatchObject({
      event: { type: 'customer.subscription.deleted' },
      status: 200,
    });
    // A late `updated` event still carrying the active subscription changes nothing: Kiln reads Stripe.
    await kit.stripe.emit('customer.subscription.updated', before as never);
    expect((await findBillingAccount(kit.t.ctx.db, user.id))?.status).toBe('canceled');
    expect(await details(kit, user)).toEqual({ status: 'premium', currentPeriodEnd: paidUntil });

    const row = await findUserById(kit.t.ctx.db, user.id);
    const afterPeriod = new Date(new Date(paidUntil).getTime() + 1000);
    expect(subscriptionDetails(row as NonNullable<typeof row>, afterPeriod)).toEqual({
      status: 'free',
      currentPeriodEnd: paidUntil,
    });
  });

  it('returns the account to free once the period has passed, with the seed message and its projects kept', async () => {
    const user = await signUp(kit.t.app);
    const webId = await ownProject(kit.t, user);
    const { subscriptionId } = await subscribe(kit, user, 'annual');
    expect((await details(kit, user)).status).toBe('premium');

    // Every retry failed and the period is over: Stripe reports it past due with its end behind us.
    const ended = new Date(Date.now() - 60_000);
    await kit.stripe.updateSubscription(subscriptionId, { status: 'past_due', periodEnd: ended });
    await kit.stripe.updateSubscription(subscriptionId, { status: 'canceled' });

    // Stripe keeps times in whole seconds.
    const endedAt = new Date(Math.floor(ended.getTime() / 1000) * 1000).toISOString();
    expect(await details(kit, user)).toEqual({ status: 'free', currentPeriodEnd: endedAt });
    const deploy = await call(kit.t.app, calls.deployProject, { webId }, user);
    expect(deploy.status).toBe(402);
    expect(deploy.body.message).toBe(MESSAGES.PREMIUM_RESTRICTED);
    expect(await projectExists(kit.t, webId)).toBe(true);
    expect(await findBillingAccount(kit.t.ctx.db, user.id)).toMatchObject({ status: 'canceled' });

    // Subscribing again works: the same customer, a new subscription.
    await subscribe(kit, user, 'monthly');
    expect((await details(kit, user)).status).toBe('premium');
  });
});

describe('without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t.app);
  });
  afterAll(async () => t?.close());

  it('says billing is off, refuses checkout and portal clearly, and the admin grant still makes premium', async () => {
    const user = await signUp(t.app);
    const config = await call(t.app, calls.getBillingConfig, undefined);
    expect(config.body.isEnabled).toBe(false);

    for (const [contract, body] of [
      [calls.createCheckout, { plan: 'monthly' }],
      [calls.createBillingPortal, undefined],
    ] as const) {
      const res = await call(t.app, contract, body as never, user);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BILLING_DISABLED);
      expect(res.body.message).toContain(OPERATOR_PREMIUM_HINT);
    }

    await runAdminCommand(t.ctx.db, ['set-plan', user.email, 'premium']);
    const res = await call(t.app, calls.getSubscriptionDetails, undefined, user);
    expect(res.body.data).toEqual({ status: 'premium', currentPeriodEnd: null });
  });
});
