import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessage } from '../db/schema';
import { call, signUp } from '../test/test-app';
import { findBillingAccount } from './repository';
import { ALREADY_SUBSCRIBED, BAD_SIGNATURE, NO_SUBSCRIPTION } from './service';
import { type BillingKit, details, startBillingKit, subscribe } from './testing/billing-test-kit';
import { FAKE_STRIPE } from './testing/fake-stripe';
import { signPayload } from './testing/fake-stripe-wire';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Stripe Checkout, webhook and portal (through the stripe library, against a fake Stripe)', () => {
  let kit: BillingKit;
  beforeAll(async () => {
    kit = await startBillingKit();
  });
  afterAll(async () => kit?.close());

  it('says billing is on, with the seed plans and the premium features this instance has', async () => {
    const res = await call(kit.t.app, calls.getBillingConfig, undefined);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isEnabled: true,
      plans: [
        { id: 'monthly', price: 89 },
        { id: 'annual', price: 59 },
      ],
      hasSubscription: false,
      // What Premium unlocks here: this instance has no GitHub app and no Supabase OAuth app.
      features: ['projects', 'deploy', 'private', 'download', 'fix_errors', 'suggestions', 'media', 'resend'],
    });
  });

  it.each([
    ['monthly', FAKE_STRIPE.prices.monthly, 30],
    ['annual', FAKE_STRIPE.prices.annual, 365],
  ] as const)(
    'makes the %s plan premium once Checkout is paid and the webhook arrives',
    async (plan, price, days) => {
      const user = await signUp(kit.t.app);
      expect((await details(kit, user)).status).toBe('free');

      const { url, paid, session, subscriptionId } = await subscribe(kit, user, plan);

      expect(url).toMatch(new RegExp(`^${kit.stripe.url}/checkout/cs_test_`));
      expect(session).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.id,
        price,
        success_url: 'http://localhost:3000/?upgraded=1',
        cancel_url: 'http://localhost:3000/',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe('http://localhost:3000/?upgraded=1');
      const events = kit.stripe.delivered.slice(-2);
      expect(events.map((d) => [d.event.type, d.status])).toEqual([
        ['checkout.session.completed', 200],
        ['customer.subscription.created', 200],
      ]);
      const now = Date.now();
      const shown = await details(kit, user);
      expect(shown.status).toBe('premium');
      const end = new Date(shown.currentPeriodEnd as string).getTime();
      expect(end).toBeGreaterThan(now + (days - 1) * DAY_MS);
      expect(end).toBeLessThan(now + (days + 1) * DAY_MS);
      expect(await findBillingAccount(kit.t.ctx.db, user.id)).toMatchObject({
        stripeSubscriptionId: subscriptionId,
        status: 'active',
        plan,
        priceId: price,
        cancelAtPeriodEnd: false,
      });

      const again = await call(kit.t.app, calls.createCheckout, { plan: 'annual' }, user);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(ALREADY_SUBSCRIBED);
      expect((await call(kit.t.app, calls.getBillingConfig, undefined, user)).body.hasSubscription).toBe(
        true,
      );

      // One receipt for the period, however many events told of it.
      const receipts = await kit.t.ctx.db.select().from(mailMessage).where(eq(mailMessage.userId, user.id));
      expect(receipts.map((m) => [m.kind, m.subject])).toEqual([
        ['plan-receipt', 'Your Kiln Premium receipt'],
      ]);
      const until = new Date(shown.currentPeriodEnd as string).toISOString().slice(0, 10);
      const words = plan === 'monthly' ? 'Monthly, $89 per month' : 'Annual, $59 per year';
      expect(receipts[0]?.text).toContain(`your Premium plan (${words}) is paid until ${until}.`);
    },
  );

  it('creates the Stripe customer once per user and keeps it', async () => {
    const user = await signUp(kit.t.app);
    const before = kit.stripe.customers.size;
    const first = await call(kit.t.app, calls.createCheckout, { plan: 'monthly' }, user);
    const second = await call(kit.t.app, calls.createCheckout, { plan: 'annual' }, user);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(kit.stripe.customers.size).toBe(before + 1);
    const account = await findBillingAccount(kit.t.ctx.db, user.id);
    const customer = kit.stripe.customers.get(account?.stripeCustomerId ?? '');
    expect(customer).toMatchObject({ email: user.email, metadata: { kilnUserId: user.id } });
    const sessions = [...kit.stripe.sessions.values()].filter((s) => s.client_reference_id === user.id);
    expect(sessions.map((s) => s.customer)).toEqual([customer?.id, customer?.id]);
  });

  it('refuses a webhook whose signature is wrong, missing or from another secret with 400', async () => {
    const user = await signUp(kit.t.app);
    const { subscriptionId } = await subscribe(kit, user, 'monthly');
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
    const attempts = [
      signPayload(payload, 'whsec_someoneElse'),
      signPayload(`${payload} `, FAKE_STRIPE.webhookSecret),
      'garbage',
      undefined,
    ];
    for (const signature of attempts) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: calls.stripeWebhook.path,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: BAD_SIGNATURE });
    }
    expect((await details(kit, user)).status).toBe('premium');
  });

  it('applies a replayed event once', async () => {
    const user = await signUp(kit.t.app);
    const { subscriptionId } = await subscribe(kit, user, 'monthly');
    const created = kit.stripe.delivered.at(-1);
    expect(created?.event.type).toBe('customer.subscription.created');
    const before = await findBillingAccount(kit.t.ctx.db, user.id);
    const requests = kit.stripe.requests.length;

    const replay = await kit.stripe.deliver(created?.event as never);

    expect(replay.status).toBe(200);
    // Already applied: Kiln did not even ask Stripe for the subscription again.
    expect(kit.stripe.requests.length).toBe(requests);
    expect(await findBillingAccount(kit.t.ctx.db, user.id)).toEqual(before);
    expect(before?.stripeSubscriptionId).toBe(subscriptionId);
  });

  it('opens the Customer Portal for a subscriber, where cancelling keeps premium to the period end', async () => {
    const user = await signUp(kit.t.app);
    const none = await call(kit.t.app, calls.createBillingPortal, undefined, user);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(NO_SUBSCRIPTION);

    await subscribe(kit, user, 'annual');
    const portal = await call(kit.t.app, calls.createBillingPortal, undefined, user);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${kit.stripe.url}/billing_portal/bps_`));
    const page = await fetch(portal.body.url);
    expect(await page.text()).toContain('Cancel plan');

    const cancelled = await fetch(`${portal.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe('http://localhost:3000');
    expect(await findBillingAccount(kit.t.ctx.db, user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await details(kit, user)).status).toBe('premium');
  });
});
