import type { CurrentUser } from '@kiln/contracts';
import type { UserRow } from '../db/schema';
import { isPremium, isStaffEmail, subscriptionDetails } from './plans';

export function presentCurrentUser(row: UserRow, staffDomain: string | undefined): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    image: row.image,
    isAdmin: row.isAdmin,
    isStaff: isStaffEmail(row.email, staffDomain),
    isPremium: isPremium(row),
    subscription: subscriptionDetails(row),
    hasUserAcknowledgedErrors: row.hasUserAcknowledgedErrors,
    hasShownAssetTooltip: row.hasShownAssetTooltip,
    hasUserAppliedImage: row.hasUserAppliedImage,
    createdAt: row.createdAt.toISOString(),
  };
}
