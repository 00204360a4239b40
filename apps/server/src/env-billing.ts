import { z } from 'zod';
import { optionalString } from './env-scale';

/** Billing through Stripe (issue 20 §2): on only when the key, the webhook secret and both prices are set. */
export const BillingEnvSchema = z.object({
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of the webhook endpoint (`whsec_…`) that posts to /api/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The recurring prices (`price_…`) of the seed's two plans. */
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_ANNUAL: optionalString,
  /** Tests and e2e only: where the stripe library connects instead of api.stripe.com (the fake). */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
});

export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface BillingEnv {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; annual: string };
  /** Undefined: Stripe's own API. */
  api: StripeApiAddress | undefined;
}

const REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
] as const;

function apiAddress(url: string | undefined): StripeApiAddress | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

/**
 * Undefined when no Stripe variable is set (premium is then the operator's grant). Some but not all
 * of them stop the start: half a configuration would take payments it cannot honour, or offer a
 * checkout that fails.
 */
export function billingFrom(e: z.infer<typeof BillingEnvSchema>): BillingEnv | undefined {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Stripe billing needs ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}. Set all four, or none to leave premium to the operator.`,
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    prices: { monthly: e.STRIPE_PRICE_MONTHLY as string, annual: e.STRIPE_PRICE_ANNUAL as string },
    api: apiAddress(e.STRIPE_API_URL),
  };
}
