import { z } from 'zod';
import { IsoDateSchema } from '../core';

export const RoleSchema = z.enum(['user', 'assistant']);
export type Role = z.infer<typeof RoleSchema>;

/** Seed 000 §3 / seed 001 §3. */
export const AttachmentSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** A history item as the server returns it (seed 001 §3 "History item"). */
export const HistoryItemSchema = z.object({
  _id: z.string(),
  role: RoleSchema,
  content: z.string(),
  experimental_attachments: z.array(AttachmentSchema),
  model: z.string().nullable(),
  commitHash: z.string().nullable(),
  commitMessage: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;
