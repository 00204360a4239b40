import type { SubscriptionDetails } from '@kiln/contracts';
import type { UserRow } from '../db/schema';

type PlanFields = Pick<UserRow, 'plan' | 'planPeriodEnd'>;

/** Premium = plan premium and a period end in the future (none means it does not lapse). */
export function isPremium(user: PlanFields, now: Date = new Date()): boolean {
  return user.plan === 'premium' && (user.planPeriodEnd === null || user.planPeriodEnd > now);
}

export function subscriptionDetails(user: PlanFields, now: Date = new Date()): SubscriptionDetails {
  return {
    status: isPremium(user, now) ? 'premium' : 'free',
    currentPeriodEnd: user.planPeriodEnd ? user.planPeriodEnd.toISOString() : null,
  };
}

/** Internal staff: an address at KILN_STAFF_DOMAIN (seed 002 §6). */
export function isStaffEmail(email: string, staffDomain: string | undefined): boolean {
  return !!staffDomain && email.toLowerCase().endsWith(`@${staffDomain}`);
}
