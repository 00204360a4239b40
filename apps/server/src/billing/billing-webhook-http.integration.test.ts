import type { AddressInfo } from 'node:net';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '../test/test-app';
import { findBillingAccount } from './repository';
import { FakeStripe } from './testing/fake-stripe';

/** Stripe as it really reaches Kiln: events POSTed over HTTP to a listening server (as the e2e specs do). */
describe('the Stripe webhook over real HTTP', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await FakeStripe.start();
    t = await createTestApp(stripe.env());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    stripe.webhookTarget = `http://127.0.0.1:${port}${calls.stripeWebhook.path}`;
    await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('verifies the exact bytes Stripe sent, applies the events it knows and acknowledges the others', async () => {
    const user = await signUp(t.app);
    const checkout = await call(t.app, calls.createCheckout, { plan: 'monthly' }, user);
    const page = await fetch(checkout.body.url);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');

    const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });

    expect(paid.status).toBe(303);
    expect(stripe.delivered.map((d) => d.status)).toEqual([200, 200]);
    expect((await findBillingAccount(t.ctx.db, user.id))?.status).toBe('active');
    const other = await stripe.emit('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(other.status).toBe(200);
  });
});
