// The fake Stripe of the integration tests (apps/server/src/billing/testing) as a process of its own,
// for a Playwright spec of the upgrade flow: Kiln reaches it through STRIPE_API_URL (and the other
// STRIPE_* values of FAKE_STRIPE), and it posts signed events to Kiln's webhook at KILN_PUBLIC_URL.
import { calls } from '@kiln/contracts';
import { FakeStripe } from '../../apps/server/src/billing/testing/fake-stripe';

const port = Number(process.env.FAKE_STRIPE_PORT);
const kilnUrl = process.env.KILN_PUBLIC_URL;
if (!port || !kilnUrl) throw new Error('FAKE_STRIPE_PORT and KILN_PUBLIC_URL are required');

const fake = await FakeStripe.start(port);
fake.webhookTarget = `${kilnUrl.replace(/\/$/, '')}${calls.stripeWebhook.path}`;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
console.log(`fake Stripe listening on ${fake.url}`);
