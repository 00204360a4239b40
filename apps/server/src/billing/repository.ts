import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BillingAccountRow, billingAccount, stripeEvent } from '../db/schema';

export async function findBillingAccount(db: Db, userId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccount).where(eq(billingAccount.userId, userId)).limit(1);
  return row;
}

export async function findBillingAccountByCustomer(
  db: Db,
  customerId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAccount)
    .where(eq(billingAccount.stripeCustomerId, customerId))
    .limit(1);
  return row;
}

export async function insertBillingAccount(db: Db, userId: string, customerId: string): Promise<void> {
  await db.insert(billingAccount).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
}

export type SubscriptionState = Pick<
  BillingAccountRow,
  'stripeSubscriptionId' | 'status' | 'priceId' | 'plan' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

export async function saveSubscriptionState(db: Db, userId: string, state: SubscriptionState): Promise<void> {
  await db
    .update(billingAccount)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(billingAccount.userId, userId));
}

export async function hasProcessedEvent(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvent.id }).from(stripeEvent).where(eq(stripeEvent.id, id));
  return !!row;
}

export async function markEventProcessed(db: Db, id: string, type: string): Promise<void> {
  await db.insert(stripeEvent).values({ id, type }).onConflictDoNothing();
}
