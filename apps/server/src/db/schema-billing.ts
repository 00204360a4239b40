import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { user } from './schema';

/**
 * A user's Stripe customer and the last known state of their subscription (issue 20 §2). The
 * user's `plan` and `planPeriodEnd` are what gating reads; this row is where they came from.
 */
export const billingAccount = pgTable('billing_account', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Created once, on the user's first checkout, and kept. */
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's own: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: text('status'),
  priceId: text('price_id'),
  plan: text('plan', { enum: ['monthly', 'annual'] }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type BillingAccountRow = typeof billingAccount.$inferSelect;

/** Webhook events already applied: a replayed or retried delivery changes nothing. */
export const stripeEvent = pgTable('stripe_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
