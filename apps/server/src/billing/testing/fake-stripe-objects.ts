import { type FormNode, field, stripeId } from './fake-stripe-wire';

/** A Stripe API object: its id and `object` type, the rest as Stripe shapes it. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

const DAY = 24 * 60 * 60;

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

export function customerFrom(form: FormNode): StripeObject {
  return {
    id: stripeId('cus'),
    object: 'customer',
    email: field(form, 'email') ?? null,
    name: field(form, 'name') ?? null,
    metadata: typeof form.metadata === 'object' ? form.metadata : {},
    created: unixNow(),
    livemode: false,
  };
}

export function checkoutSessionFrom(form: FormNode, baseUrl: string, price: string): StripeObject {
  const id = stripeId('cs_test');
  const subscriptionData = form.subscription_data;
  return {
    id,
    object: 'checkout.session',
    mode: field(form, 'mode') ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    customer: field(form, 'customer') ?? null,
    client_reference_id: field(form, 'client_reference_id') ?? null,
    success_url: field(form, 'success_url') ?? null,
    cancel_url: field(form, 'cancel_url') ?? null,
    subscription: null,
    url: `${baseUrl}/checkout/${id}`,
    livemode: false,
    // The fake's own bookkeeping (Stripe keeps these as line items and subscription_data).
    price,
    subscription_metadata: typeof subscriptionData === 'object' ? subscriptionData.metadata : {},
  };
}

export function portalSessionFrom(form: FormNode, baseUrl: string): StripeObject {
  const id = stripeId('bps');
  return {
    id,
    object: 'billing_portal.session',
    customer: field(form, 'customer') ?? null,
    return_url: field(form, 'return_url') ?? null,
    url: `${baseUrl}/billing_portal/${id}`,
    livemode: false,
  };
}

/**
 * An active subscription to one price. Since API version 2025-03-31 the billing period is on the
 * subscription's items (`items.data[].current_period_end`), not on the subscription.
 */
export function subscriptionFor(session: StripeObject, periodDays: number): StripeObject {
  const now = unixNow();
  return {
    id: stripeId('sub'),
    object: 'subscription',
    customer: session.customer,
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: now,
    livemode: false,
    metadata: session.subscription_metadata ?? {},
    items: {
      object: 'list',
      has_more: false,
      url: '/v1/subscription_items',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          price: { id: session.price, object: 'price' },
          quantity: 1,
          current_period_start: now,
          current_period_end: now + periodDays * DAY,
        },
      ],
    },
  };
}

/** A renewal invoice whose payment failed (its subscription under `parent`, as in recent API versions). */
export function failedInvoiceFor(subscription: StripeObject): StripeObject {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: 'open',
    attempted: true,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: {} },
    },
  };
}

export function eventOf(type: string, object: StripeObject): StripeObject {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unixNow(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object) },
  };
}
