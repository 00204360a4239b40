import { z } from 'zod';
import { dataEnvelope, defineCall, EmailSchema, EmptyBodySchema, SuccessSchema } from '../core';
import { CurrentUserSchema, SubscriptionDetailsSchema } from '../entities/user';

export const getCurrentUser = defineCall({
  method: 'POST',
  path: '/users/me',
  auth: 'required',
  summary: 'The signed-in user with plan and seed flags.',
  body: EmptyBodySchema,
  response: dataEnvelope(CurrentUserSchema),
});

export const acknowledgeErrors = defineCall({
  method: 'POST',
  path: '/users/acknowledge-errors',
  auth: 'required',
  summary: 'Seed 001 call 8: the user has seen the error-acknowledgement dialog.',
  body: EmptyBodySchema,
  response: SuccessSchema,
});

export const updateAppliedImage = defineCall({
  method: 'POST',
  path: '/users/update-applied-image',
  auth: 'required',
  summary: 'Seed 001 call 7: the user has applied an image. Acts on the session user only.',
  body: z.object({ email: EmailSchema }),
  response: SuccessSchema,
});

export const updateUserByEmail = defineCall({
  method: 'POST',
  path: '/users/update-user-by-email',
  auth: 'required',
  summary: 'Seed 001 call 9: update the session user flags; an email that is not theirs is refused.',
  body: z.object({
    email: EmailSchema,
    name: z.string().trim().min(1).max(100).optional(),
    hasShownAssetTooltip: z.boolean().optional(),
    hasUserAcknowledgedErrors: z.boolean().optional(),
    hasUserAppliedImage: z.boolean().optional(),
  }),
  response: dataEnvelope(CurrentUserSchema),
});

export const getSubscriptionDetails = defineCall({
  method: 'GET',
  path: '/api/stripe/subscription-details',
  auth: 'required',
  summary: 'Seed 002: plan status and current period end.',
  body: EmptyBodySchema,
  response: dataEnvelope(SubscriptionDetailsSchema),
});

export const userCalls = {
  getCurrentUser,
  acknowledgeErrors,
  updateAppliedImage,
  updateUserByEmail,
  getSubscriptionDetails,
} as const;
