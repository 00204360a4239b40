import { z } from 'zod';
import { dataEnvelope, defineCall, EmailSchema, IdSchema, SuccessMessageSchema } from '../core';
import { MESSAGES } from '../messages';

export const SITE_EMAIL_MAX_RECIPIENTS = 5;

/**
 * How the dialog shows a stored key (its last four only). Sent back unchanged on update, it means
 * "keep the stored key".
 */
export function maskedResendKey(last4: string): string {
  return `re_••••••••${last4}`;
}

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
    /** Kiln's own: where the app's site email goes (none: the owner's account address). */
    recipients: z.array(EmailSchema).max(SITE_EMAIL_MAX_RECIPIENTS, 'At most 5 recipients').default([]),
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
    if (ctx.value.domain === '' && ctx.value.fromAddress !== '') {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES.RESEND_USERNAME_AND_DOMAIN,
        input: ctx.value.domain,
        path: ['domain'],
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

/**
 * Issue 16 §2, site email (Kiln's own call): a previewed or deployed app posts its contact form to
 * `/api/kiln/email` on its OWN origin. The visitor gives what they wrote and how to answer them, never
 * a recipient or a sender: the message goes to the owner's addresses, from the configured sender,
 * as plain text. Unknown fields (`to`, `from`, `html`…) are refused.
 */
export const SiteEmailBodySchema = z
  .object({
    name: z.string().trim().max(100, 'The name is too long (100 characters at most)').default(''),
    /** The visitor's address: the reply-to of the email. */
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.union([z.literal(''), z.email('Enter a valid email address')]))
      .default(''),
    subject: z.string().trim().max(150, 'The subject is too long (150 characters at most)').default(''),
    message: z
      .string()
      .trim()
      .min(1, 'A message is required')
      .max(5_000, 'The message is too long (5000 characters at most)'),
  })
  .strict();
export type SiteEmailBody = z.infer<typeof SiteEmailBodySchema>;

export const sendSiteEmail = defineCall({
  method: 'POST',
  path: '/api/kiln/email',
  auth: 'none',
  summary:
    "Only on an app's own origin (its preview or deployed site): send the visitor's message to the " +
    "project's owner through its Resend, or keep it in the project's inbox without one.",
  body: SiteEmailBodySchema,
  response: z.object({
    success: z.literal(true),
    /** `email` when Resend took it, `inbox` when it waits in the owner's inbox. */
    delivery: z.enum(['email', 'inbox']),
    message: z.string(),
  }),
});

/** A message a site's visitor sent, as the owner reads it in the workspace's inbox. */
export const InboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Set when Resend had the message too (it was also emailed); null when only the inbox has it. */
  emailedAt: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxSchema = z.object({ messages: z.array(InboxMessageSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof InboxSchema>;

export const listInbox = defineCall({
  method: 'POST',
  path: '/api/web/inbox/list',
  auth: 'required',
  summary:
    "The messages the project's site received without Resend, newest first, and how many are unread (owner only).",
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(InboxSchema),
});

export const readInboxMessage = defineCall({
  method: 'POST',
  path: '/api/web/inbox/read',
  auth: 'required',
  summary: 'Mark one inbox message read (owner only); answers the inbox.',
  body: z.object({ webId: IdSchema, id: IdSchema }),
  response: dataEnvelope(InboxSchema),
});

export const deleteInboxMessage = defineCall({
  method: 'POST',
  path: '/api/web/inbox/delete',
  auth: 'required',
  summary: 'Delete one inbox message (owner only); answers the inbox.',
  body: z.object({ webId: IdSchema, id: IdSchema }),
  response: dataEnvelope(InboxSchema),
});

export const resendCalls = {
  connectResend,
  updateResend,
  sendSiteEmail,
  listInbox,
  readInboxMessage,
  deleteInboxMessage,
} as const;
