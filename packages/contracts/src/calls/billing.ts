import { z } from 'zod';
import { PRICES } from '../constants';
import { defineCall, EmptyBodySchema } from '../core';

/** The seed's two plans (seed 002 §9), by the id Checkout is asked for. */
export const BillingPlanIdSchema = z.enum(['monthly', 'annual']);
export type BillingPlanId = z.infer<typeof BillingPlanIdSchema>;

/** What the Upgrade dialog says when this instance takes no payments. */
export const OPERATOR_PREMIUM_HINT =
  'On this instance, premium is granted by its operator (npm run admin -- set-plan <email> premium).';

/**
 * What Premium unlocks (seed 000 §6, seed 001 §6, seed 002 §6), by id. The server lists those this
 * instance has (GitHub export needs its GitHub app, Supabase projects its OAuth app), so the Upgrade
 * dialog never sells one that is not here; a feature that lands later adds its id.
 */
export const PremiumFeatureSchema = z.enum([
  'projects',
  'deploy',
  'private',
  'download',
  'github',
  'fix_errors',
  'suggestions',
  'media',
  'supabase',
  'resend',
]);
export type PremiumFeature = z.infer<typeof PremiumFeatureSchema>;

export const BillingConfigSchema = z.object({
  /** Stripe is configured: the dialog offers Checkout; else it shows OPERATOR_PREMIUM_HINT. */
  isEnabled: z.boolean(),
  plans: z.array(z.object({ id: BillingPlanIdSchema, price: z.number() })),
  /** The signed-in user pays through Stripe (Manage billing opens the portal); false for visitors. */
  hasSubscription: z.boolean(),
  /** Kiln's: the premium features this instance has, in the order the dialog lists them. */
  features: z.array(PremiumFeatureSchema),
});
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

export const BILLING_PLANS: BillingConfig['plans'] = [
  { id: 'monthly', price: PRICES.monthly.amount },
  { id: 'annual', price: PRICES.annual.amount },
];

const RedirectUrlSchema = z.object({ url: z.url() });

export const getBillingConfig = defineCall({
  method: 'GET',
  path: '/api/stripe/config',
  auth: 'optional',
  summary: 'Whether this instance sells premium through Stripe, and the plans it offers.',
  body: EmptyBodySchema,
  response: BillingConfigSchema,
});

export const createCheckout = defineCall({
  method: 'POST',
  path: '/api/stripe/checkout',
  auth: 'required',
  summary: 'A Stripe Checkout page for the chosen plan; the browser goes there. 409 without Stripe.',
  body: z.object({ plan: BillingPlanIdSchema }),
  response: RedirectUrlSchema,
});

export const createBillingPortal = defineCall({
  method: 'POST',
  path: '/api/stripe/portal',
  auth: 'required',
  summary: "Stripe's Customer Portal for the user's subscription (change card, cancel).",
  body: EmptyBodySchema,
  response: RedirectUrlSchema,
});

export const stripeWebhook = defineCall({
  method: 'POST',
  path: '/api/stripe/webhook',
  auth: 'none',
  summary:
    "Stripe's signed events (Stripe-Signature); the raw body is what is verified. 400 on a bad signature.",
  body: z.unknown(),
  response: z.object({ received: z.literal(true) }),
});

export const billingCalls = {
  getBillingConfig,
  createCheckout,
  createBillingPortal,
  stripeWebhook,
} as const;
