import { type BillingPlanId, calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
};

/** Whether this instance sells Premium through Stripe; it does not change while the page is open. */
export function billingConfigQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.config(),
    queryFn: ({ signal }) => callApi(calls.getBillingConfig, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The Stripe Checkout page for a plan. */
export async function startCheckout(plan: BillingPlanId): Promise<string> {
  return (await callApi(calls.createCheckout, { plan })).url;
}

/** Stripe's Customer Portal for the signed-in subscriber. */
export async function openBillingPortal(): Promise<string> {
  return (await callApi(calls.createBillingPortal)).url;
}
