import { z } from 'zod';
import { defineCall, IdSchema, SuccessMessageSchema } from '../core';
import { MESSAGES } from '../messages';

/**
 * Seed 002 §5: the API key is required; a domain needs the sender's username (`fromAddress` is the
 * part before the @; the sender is `${fromAddress}@${domain}`). Without a domain, Resend's shared
 * sender is used.
 */
export const ResendBodySchema = z
  .object({
    webId: IdSchema,
    /** The linked Supabase project, where the email function is deployed; null without one. */
    projectRef: z.string().trim().min(1).nullable().default(null),
    apiKey: z.string().trim().min(1, MESSAGES.RESEND_API_KEY_REQUIRED).max(200),
    domain: z.string().trim().toLowerCase().max(253).default(''),
    fromAddress: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9._+-]*$/, 'Invalid email username')
      .default(''),
  })
  .check((ctx) => {
    if (ctx.value.domain !== '' && ctx.value.fromAddress === '') {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES.RESEND_USERNAME_REQUIRED,
        input: ctx.value.fromAddress,
        path: ['fromAddress'],
      });
    }
  });
export type ResendBody = z.infer<typeof ResendBodySchema>;

export const connectResend = defineCall({
  method: 'POST',
  path: '/api/resend/connect',
  auth: 'required',
  summary:
    'Premium: connect Resend (the key is checked with Resend, encrypted at rest, shown by its last ' +
    'four only). Answers "Resend integration started.".',
  body: ResendBodySchema,
  response: SuccessMessageSchema,
});

export const updateResend = defineCall({
  method: 'POST',
  path: '/api/resend/update',
  auth: 'required',
  summary: 'Change the Resend settings. Answers "Resend settings updated successfully!".',
  body: ResendBodySchema,
  response: SuccessMessageSchema,
});

export const resendCalls = { connectResend, updateResend } as const;
