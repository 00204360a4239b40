import Stripe from 'stripe';
import type { BillingEnv } from '../env-billing';

/** The official client, pointed at STRIPE_API_URL when one is set (tests: the fake Stripe). */
export function createStripeClient(billing: BillingEnv): Stripe {
  return new Stripe(billing.secretKey, {
    ...(billing.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
