import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema, IsoDateSchema } from '../core';

export const FEEDBACK_MAX = 5_000;

export const FeedbackKindSchema = z.enum(['feedback', 'support']);
export type FeedbackKind = z.infer<typeof FeedbackKindSchema>;

export const FeedbackItemSchema = z.object({
  _id: z.string(),
  kind: FeedbackKindSchema,
  webId: z.string().nullable(),
  message: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  createdAt: IsoDateSchema,
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

const MessageTextSchema = z
  .string()
  .trim()
  .min(1, 'Please write a message')
  .max(FEEDBACK_MAX, `Keep it under ${FEEDBACK_MAX} characters`);

export const sendFeedback = defineCall({
  method: 'POST',
  path: '/api/feedback',
  auth: 'required',
  summary: 'Store product feedback, optionally about a project.',
  body: z.object({
    webId: IdSchema.optional(),
    message: MessageTextSchema,
    rating: z.number().int().min(1).max(5).optional(),
  }),
  response: dataEnvelope(FeedbackItemSchema),
});

export const sendSupportMessage = defineCall({
  method: 'POST',
  path: '/api/support/messages',
  auth: 'required',
  summary: 'Store a live-support message; the team answers by email.',
  body: z.object({ webId: IdSchema.optional(), message: MessageTextSchema }),
  response: dataEnvelope(FeedbackItemSchema),
});

export const listSupportMessages = defineCall({
  method: 'POST',
  path: '/api/support/list',
  auth: 'required',
  summary: "The signed-in user's live-support messages, oldest first.",
  body: z.object({ webId: IdSchema.optional() }).optional(),
  response: dataEnvelope(z.array(FeedbackItemSchema)),
});

export const feedbackCalls = { sendFeedback, sendSupportMessage, listSupportMessages } as const;
