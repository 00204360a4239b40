import {
  BILLING_PLANS,
  type BillingConfig,
  type BillingPlanId,
  OPERATOR_PREMIUM_HINT,
} from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../db/client';
import type { BillingAccountRow, UserRow } from '../db/schema';
import type { Env } from '../env';
import type { BillingEnv } from '../env-billing';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { planReceiptMail } from '../mail/templates';
import { findUserById, setPlan } from '../users/repository';
import { premiumFeatures } from './premium-features';
import {
  findBillingAccount,
  findBillingAccountByCustomer,
  hasProcessedEvent,
  insertBillingAccount,
  markEventProcessed,
  saveSubscriptionState,
} from './repository';
import { createStripeClient } from './stripe-client';
import { idOf, invoiceSubscriptionId, isLiveStatus, stateOf } from './subscription-state';

export const BILLING_DISABLED = `Payments are not set up on this instance. ${OPERATOR_PREMIUM_HINT}`;
export const ALREADY_SUBSCRIBED =
  'You already have a subscription. Use Manage billing to change or cancel it.';
export const NO_SUBSCRIPTION = 'You have no subscription to manage yet.';
export const BAD_SIGNATURE = 'The Stripe signature of this event is missing or invalid.';
const STRIPE_UNREACHABLE = 'Stripe could not be reached. Try again in a moment.';

/** Stripe Checkout, the Customer Portal and the webhook that keeps each user's plan (issue 20 §2). */
export class Billing {
  private readonly stripe: Stripe | null;

  constructor(
    private readonly db: Db,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
    private readonly mailer: Mailer,
  ) {
    this.stripe = env.billing ? createStripeClient(env.billing) : null;
  }

  async config(user: UserRow | null): Promise<BillingConfig> {
    const account = user && this.stripe ? await findBillingAccount(this.db, user.id) : undefined;
    return {
      isEnabled: this.stripe !== null,
      plans: BILLING_PLANS,
      hasSubscription: Boolean(account?.stripeSubscriptionId),
      features: premiumFeatures(this.env),
    };
  }

  async checkout(user: UserRow, plan: BillingPlanId): Promise<string> {
    const { stripe, billing } = this.configured();
    const account = await findBillingAccount(this.db, user.id);
    if (account && isLiveStatus(account.status) && (account.currentPeriodEnd ?? new Date(0)) > new Date()) {
      throw AppError.conflict(ALREADY_SUBSCRIBED);
    }
    const customerId = account?.stripeCustomerId ?? (await this.createCustomer(stripe, user));
    const session = await this.upstream(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: user.id,
        line_items: [{ price: billing.prices[plan], quantity: 1 }],
        subscription_data: { metadata: { kilnUserId: user.id } },
        success_url: `${this.env.publicUrl}/?upgraded=1`,
        cancel_url: `${this.env.publicUrl}/`,
      }),
    );
    if (!session.url) throw new AppError('upstream', STRIPE_UNREACHABLE);
    return session.url;
  }

  async portal(user: UserRow): Promise<string> {
    const { stripe } = this.configured();
    const account = await findBillingAccount(this.db, user.id);
    if (!account?.stripeSubscriptionId) throw AppError.conflict(NO_SUBSCRIPTION);
    const session = await this.upstream(() =>
      stripe.billingPortal.sessions.create({
        customer: account.stripeCustomerId,
        return_url: this.env.publicUrl,
      }),
    );
    return session.url;
  }

  /**
   * Verifies and applies one webhook delivery. Every event is applied by reading the subscription as
   * Stripe has it now, so a late or replayed event cannot move a plan backwards.
   */
  async handleWebhook(raw: Buffer, signature: string | undefined): Promise<void> {
    const { stripe, billing } = this.configured();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature ?? '', billing.webhookSecret);
    } catch {
      throw AppError.validation(BAD_SIGNATURE);
    }
    if (await hasProcessedEvent(this.db, event.id)) return;
    switch (event.type) {
      case 'checkout.session.completed':
        await this.applyCheckout(stripe, billing, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.syncSubscription(stripe, billing, event.data.object.id);
        break;
      case 'invoice.payment_failed': {
        const subscriptionId = invoiceSubscriptionId(event.data.object);
        if (subscriptionId) await this.syncSubscription(stripe, billing, subscriptionId);
        break;
      }
      default:
        break;
    }
    await markEventProcessed(this.db, event.id, event.type);
  }

  private async applyCheckout(stripe: Stripe, billing: BillingEnv, session: Stripe.Checkout.Session) {
    const subscriptionId = idOf(session.subscription);
    const customerId = idOf(session.customer);
    if (session.mode !== 'subscription' || !subscriptionId || !customerId) return;
    // The customer is recorded before Checkout opens; a session made elsewhere is linked by its reference.
    const userId = session.client_reference_id;
    if (userId && !(await findBillingAccountByCustomer(this.db, customerId))) {
      if (await findUserById(this.db, userId)) await insertBillingAccount(this.db, userId, customerId);
    }
    await this.syncSubscription(stripe, billing, subscriptionId);
  }

  private async syncSubscription(stripe: Stripe, billing: BillingEnv, subscriptionId: string) {
    // A 502 (not a 500) when Stripe cannot answer: Stripe retries the delivery later.
    const subscription = await this.upstream(() => stripe.subscriptions.retrieve(subscriptionId));
    const customerId = idOf(subscription.customer);
    const account = customerId ? await findBillingAccountByCustomer(this.db, customerId) : undefined;
    if (!account) {
      this.log.warn({ subscriptionId }, 'stripe: a subscription of no Kiln customer, ignored');
      return;
    }
    const state = stateOf(subscription, billing);
    if (isStaleSubscription(account, state.stripeSubscriptionId, state.status)) return;
    await saveSubscriptionState(this.db, account.userId, state);
    const isNewPeriod =
      isLiveStatus(state.status) &&
      state.currentPeriodEnd !== null &&
      (!isLiveStatus(account.status) ||
        account.currentPeriodEnd?.getTime() !== state.currentPeriodEnd.getTime());
    if (isNewPeriod && state.plan && state.currentPeriodEnd) {
      await this.sendReceipt(account.userId, state.plan, state.currentPeriodEnd);
    }
    if (!isLiveStatus(state.status) || !state.currentPeriodEnd) {
      // Ended (canceled, unpaid...): premium runs to the period end already stored, then lapses by
      // itself; nothing of the user's is touched.
      return;
    }
    const user = await findUserById(this.db, account.userId);
    // An operator's open-ended grant (no period end) outranks a subscription's period.
    if (!user || (user.plan === 'premium' && user.planPeriodEnd === null)) return;
    await setPlan(this.db, user.id, 'premium', state.currentPeriodEnd);
  }

  /** A paid period began (a new subscription, a renewal): the plan receipt (issue 20 §1). */
  private async sendReceipt(userId: string, plan: BillingPlanId, periodEnd: Date): Promise<void> {
    const user = await findUserById(this.db, userId);
    if (!user) return;
    const body = planReceiptMail({ name: user.name, plan, periodEnd, manageUrl: this.env.publicUrl });
    await this.mailer.send({ kind: 'plan-receipt', to: user.email, userId: user.id, ...body });
  }

  private async createCustomer(stripe: Stripe, user: UserRow): Promise<string> {
    const customer = await this.upstream(() =>
      stripe.customers.create(
        { email: user.email, name: user.name, metadata: { kilnUserId: user.id } },
        // Two checkouts racing for a new user make one customer, not two.
        { idempotencyKey: `kiln-customer-${user.id}` },
      ),
    );
    await insertBillingAccount(this.db, user.id, customer.id);
    const account = await findBillingAccount(this.db, user.id);
    return account?.stripeCustomerId ?? customer.id;
  }

  private configured(): { stripe: Stripe; billing: BillingEnv } {
    if (!this.stripe || !this.env.billing) throw AppError.conflict(BILLING_DISABLED);
    return { stripe: this.stripe, billing: this.env.billing };
  }

  /** Stripe's own errors are logged, never shown: the user gets a plain 502. */
  private async upstream<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.log.error({ type: error.type, message: error.message }, 'stripe: request failed');
      throw new AppError('upstream', STRIPE_UNREACHABLE);
    }
  }
}

/** An event about an older subscription must not replace a newer one that is still live. */
function isStaleSubscription(
  account: BillingAccountRow,
  subscriptionId: string | null,
  status: string | null,
) {
  return (
    account.stripeSubscriptionId !== null &&
    account.stripeSubscriptionId !== subscriptionId &&
    isLiveStatus(account.status) &&
    !isLiveStatus(status)
  );
}
