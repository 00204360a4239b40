import { calls } from '@kiln/contracts';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { FakeStripe } from './fake-stripe';

export interface BillingKit {
  t: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** Kiln with Stripe configured against a fake Stripe whose events reach Kiln's webhook. */
export async function startBillingKit(): Promise<BillingKit> {
  const stripe = await FakeStripe.start();
  const t = await createTestApp(stripe.env());
  stripe.webhookTarget = async (payload, signature) => {
    const res = await t.app.inject({
      method: 'POST',
      url: calls.stripeWebhook.path,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
    return res.statusCode;
  };
  // The first account of an instance is its admin, premium for good: the users under test come after.
  await signUp(t.app);
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/** The user asks for Checkout and pays on the fake's hosted page (its Pay button's form post). */
export async function subscribe(kit: BillingKit, user: TestUser, plan: 'monthly' | 'annual') {
  const checkout = await call(kit.t.app, calls.createCheckout, { plan }, user);
  if (checkout.status !== 200)
    throw new Error(`checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const url = checkout.body.url as string;
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  const sessionId = url.split('/').pop() as string;
  const session = kit.stripe.sessions.get(sessionId);
  return { url, paid, session, subscriptionId: String(session?.subscription) };
}

export async function details(kit: BillingKit, user: TestUser) {
  const res = await call(kit.t.app, calls.getSubscriptionDetails, undefined, user);
  return res.body.data as { status: 'premium' | 'free'; currentPeriodEnd: string | null };
}
