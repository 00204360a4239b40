import type Stripe from 'stripe';
import type { BillingEnv } from '../env-billing';
import type { SubscriptionState } from './repository';

/**
 * Statuses in which the user has paid for the current period: premium until its end. `past_due`
 * keeps it too: Stripe is retrying the card, and if it never succeeds the period end passes and
 * premium lapses by itself.
 */
const LIVE_STATUSES = new Set<string>(['active', 'trialing', 'past_due']);

export function isLiveStatus(status: string | null): boolean {
  return status !== null && LIVE_STATUSES.has(status);
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Since API version 2025-03-31 the period lives on the subscription's items, not the subscription
 * (stripe 23 types have `items.data[].current_period_end` only); the latest item end is the period's.
 */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => end > 0);
  if (ends.length === 0) return null;
  return new Date(Math.max(...ends) * 1000);
}

/** The billing record's view of a subscription Stripe answered with. */
export function stateOf(subscription: Stripe.Subscription, billing: BillingEnv): SubscriptionState {
  const priceId = subscription.items.data[0]?.price.id ?? null;
  const plan =
    priceId === billing.prices.monthly ? 'monthly' : priceId === billing.prices.annual ? 'annual' : null;
  return {
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    priceId,
    plan,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The subscription an invoice bills (its parent since API 2025-03-31). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}
