import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkoutSessionFrom,
  customerFrom,
  eventOf,
  failedInvoiceFor,
  portalSessionFrom,
  type StripeObject,
  subscriptionFor,
} from './fake-stripe-objects';
import {
  actionPage,
  decodeForm,
  type FormNode,
  field,
  readBody,
  sendJson,
  signPayload,
} from './fake-stripe-wire';

/**
 * A stand-in for Stripe's API (https://docs.stripe.com/api), speaking its wire protocol so the real
 * `stripe` library is exercised: `Authorization: Bearer sk_…`, form-encoded bodies with bracketed
 * keys, JSON objects with `object` fields and Stripe's ids, `{ error: { type, message } }` on 4xx.
 * It answers what Kiln uses (customers, Checkout Sessions, subscriptions, Billing Portal sessions),
 * serves a hosted Checkout page whose Pay button completes the session, and delivers events signed
 * with the endpoint secret to a webhook target, as Stripe does.
 */
export const FAKE_STRIPE = {
  secretKey: 'sk_test_fakeStripeKey0123456789',
  webhookSecret: 'whsec_fakeStripeSigningSecret0123',
  prices: { monthly: 'price_fakeMonthly89', annual: 'price_fakeAnnual59' },
};

/** A webhook endpoint: a URL Stripe posts to, or (in `inject` tests) a function that delivers. */
export type WebhookTarget = string | ((payload: string, signature: string) => Promise<number>);

export interface DeliveredEvent {
  event: StripeObject;
  /** The webhook's HTTP status (0: no target set). */
  status: number;
}

const PERIOD_DAYS: Record<string, number> = {
  [FAKE_STRIPE.prices.monthly]: 30,
  [FAKE_STRIPE.prices.annual]: 365,
};

type Answer = { status: number; body: unknown };

function stripeError(status: number, message: string, extra: Record<string, string> = {}): Answer {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } };
}

function missing(what: string, id: string | undefined, param?: string): Answer {
  return stripeError(400, `No such ${what}: '${id ?? ''}'`, {
    code: 'resource_missing',
    ...(param ? { param } : {}),
  });
}

export class FakeStripe {
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly delivered: DeliveredEvent[] = [];
  /** Every API request's method and path, in order. */
  readonly requests: { method: string; path: string }[] = [];
  webhookTarget: WebhookTarget | null = null;
  url = '';
  private readonly server = createServer((req, res) => {
    this.route(req, res).catch((error: unknown) =>
      sendJson(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });

  static async start(port = 0): Promise<FakeStripe> {
    const fake = new FakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(port, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The Stripe variables that point Kiln at this fake. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_PRICE_MONTHLY: FAKE_STRIPE.prices.monthly,
      STRIPE_PRICE_ANNUAL: FAKE_STRIPE.prices.annual,
      STRIPE_API_URL: this.url,
    };
  }

  /** What the Pay button does: the subscription starts, and Stripe tells the webhook. */
  async completeCheckout(sessionId: string): Promise<StripeObject> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}`);
    const subscription = subscriptionFor(session, PERIOD_DAYS[String(session.price)] ?? 30);
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    await this.emit('checkout.session.completed', session);
    await this.emit('customer.subscription.created', subscription);
    return subscription;
  }

  /** Changes a subscription as Stripe would (a renewal, a failed card, an end) and tells the webhook. */
  async updateSubscription(
    id: string,
    change: { status?: string; periodEnd?: Date; cancelAtPeriodEnd?: boolean },
  ): Promise<StripeObject> {
    const subscription = this.subscription(id);
    if (change.status) subscription.status = change.status;
    if (change.status === 'canceled') subscription.ended_at = Math.floor(Date.now() / 1000);
    if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
    if (change.periodEnd) {
      const items = subscription.items as { data: Record<string, unknown>[] };
      for (const item of items.data) item.current_period_end = Math.floor(change.periodEnd.getTime() / 1000);
    }
    const isEnd = change.status === 'canceled';
    await this.emit(isEnd ? 'customer.subscription.deleted' : 'customer.subscription.updated', subscription);
    return subscription;
  }

  /** A renewal's card is declined: the subscription goes past_due and `invoice.payment_failed` is sent. */
  async failPayment(subscriptionId: string): Promise<void> {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'past_due';
    await this.emit('invoice.payment_failed', failedInvoiceFor(subscription));
  }

  /** Sends a new event about `object` (a snapshot of it as it is now, or as given). */
  emit(type: string, object: StripeObject): Promise<DeliveredEvent> {
    return this.deliver(eventOf(type, object));
  }

  /** Delivers an event, signed as Stripe signs (a first delivery, a retry or a replay). */
  async deliver(event: StripeObject, secret = FAKE_STRIPE.webhookSecret): Promise<DeliveredEvent> {
    const payload = JSON.stringify(event, null, 2);
    const signature = signPayload(payload, secret);
    const target = this.webhookTarget;
    let status = 0;
    if (typeof target === 'function') status = await target(payload, signature);
    else if (target) {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      status = res.status;
    }
    const delivered = { event, status };
    this.delivered.push(delivered);
    return delivered;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private subscription(id: string): StripeObject {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    return subscription;
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const form = decodeForm(await readBody(req));
    if (pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('fake Stripe');
      return;
    }
    const page = /^\/(checkout|billing_portal)\/([^/]+?)(\/pay|\/cancel)?$/.exec(pathname);
    if (page) {
      await this.hostedPage(res, method, page[1] === 'checkout', page[2] as string, !!page[3]);
      return;
    }
    this.requests.push({ method, path: pathname });
    const answer = this.api(method, pathname, form, req.headers.authorization);
    sendJson(res, answer.status, answer.body);
  }

  private api(method: string, pathname: string, form: FormNode, authorization: string | undefined): Answer {
    const key = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (key !== FAKE_STRIPE.secretKey) {
      return stripeError(401, `Invalid API Key provided: ${key ? `${key.slice(0, 8)}…` : '(none)'}`);
    }
    const customer = field(form, 'customer');
    if (method === 'POST' && pathname === '/v1/customers') {
      const created = customerFrom(form);
      this.customers.set(created.id, created);
      return { status: 200, body: created };
    }
    if (method === 'POST' && pathname === '/v1/checkout/sessions') {
      const price = field(form, 'line_items', '0', 'price');
      if (!customer || !this.customers.has(customer)) return missing('customer', customer, 'customer');
      if (!price || !(price in PERIOD_DAYS)) return missing('price', price, 'line_items[0][price]');
      const session = checkoutSessionFrom(form, this.url, price);
      this.sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && pathname === '/v1/billing_portal/sessions') {
      if (!customer || !this.customers.has(customer)) return missing('customer', customer, 'customer');
      const portal = portalSessionFrom(form, this.url);
      this.portalSessions.set(portal.id, portal);
      return { status: 200, body: portal };
    }
    const read = /^\/v1\/(customers|subscriptions|checkout\/sessions)\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && read) {
      const [, kind, id] = read as unknown as [string, string, string];
      const store = { customers: this.customers, subscriptions: this.subscriptions }[kind] ?? this.sessions;
      const found = store.get(id);
      return found ? { status: 200, body: found } : stripeError(404, `No such ${kind}: '${id}'`);
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${pathname}).`);
  }

  /** The hosted pages: Checkout with a Pay button, the Portal with a Cancel button. */
  private async hostedPage(
    res: ServerResponse,
    method: string,
    isCheckout: boolean,
    id: string,
    isAction: boolean,
  ) {
    const record = isCheckout ? this.sessions.get(id) : this.portalSessions.get(id);
    if (!record) {
      res.writeHead(404).end('Not found');
      return;
    }
    if (method === 'GET' && !isAction) {
      const html = isCheckout
        ? actionPage('Fake Stripe Checkout', [`Price ${record.price}`], `/checkout/${id}/pay`, 'Pay')
        : actionPage(
            'Fake Stripe portal',
            ['Your subscription'],
            `/billing_portal/${id}/cancel`,
            'Cancel plan',
          );
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    if (isCheckout && record.status === 'open') await this.completeCheckout(id);
    if (!isCheckout) {
      for (const subscription of this.subscriptions.values()) {
        if (subscription.customer === record.customer && subscription.status !== 'canceled') {
          await this.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
        }
      }
    }
    res.writeHead(303, { location: String(isCheckout ? record.success_url : record.return_url) }).end();
  }
}
