import { z } from 'zod';
import { PlanSchema } from '../constants';
import { IsoDateSchema } from '../core';

/** Seed 002 §3: "status (premium) and currentPeriodEnd". */
export const SubscriptionDetailsSchema = z.object({
  status: PlanSchema,
  currentPeriodEnd: IsoDateSchema.nullable(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/** The signed-in user, with the seed flags (seed 001 §3, seed 002 §3). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  isStaff: z.boolean(),
  isPremium: z.boolean(),
  subscription: SubscriptionDetailsSchema,
  hasUserAcknowledgedErrors: z.boolean(),
  hasShownAssetTooltip: z.boolean(),
  hasUserAppliedImage: z.boolean(),
  createdAt: IsoDateSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
