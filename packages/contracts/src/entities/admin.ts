import { z } from 'zod';
import { PlanSchema } from '../constants';

/** An account as the operator console lists it (issue 20 §3). */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  plan: PlanSchema,
  isPremium: z.boolean(),
  planPeriodEnd: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** Sessions not yet expired. */
  sessions: z.number().int(),
  projects: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserActionSchema = z.enum([
  'grant-premium',
  'remove-premium',
  'disable',
  'enable',
  'make-admin',
  'remove-admin',
  'revoke-sessions',
]);
export type AdminUserAction = z.infer<typeof AdminUserActionSchema>;

export const AdminProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  ownerEmail: z.string(),
  isPrivate: z.boolean(),
  /** The live site's address, when deployed. */
  prodLink: z.string().nullable(),
  takenDownAt: z.string().nullable(),
  takedownReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProject = z.infer<typeof AdminProjectSchema>;

export const ThreadStatusSchema = z.enum(['open', 'answered', 'closed']);
export type ThreadStatus = z.infer<typeof ThreadStatusSchema>;

export const MailStatusSchema = z.enum(['outbox', 'sent', 'failed']);

/** A support message or a piece of feedback, with the operator's replies. */
export const AdminThreadSchema = z.object({
  id: z.string(),
  kind: z.enum(['feedback', 'support']),
  message: z.string(),
  rating: z.number().int().nullable(),
  status: ThreadStatusSchema,
  projectId: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  replies: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      adminEmail: z.string().nullable(),
      mailStatus: MailStatusSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type AdminThread = z.infer<typeof AdminThreadSchema>;

export const AdminMailSchema = z.object({
  id: z.string(),
  kind: z.enum(['password-reset', 'email-verification', 'support-reply', 'plan-receipt']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: MailStatusSchema,
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof AdminMailSchema>;

export const InstanceHealthSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ engine: z.enum(['pglite', 'postgresql']), ok: z.boolean() }),
  /** With Redis: the run and deploy-build queues; null in one process. */
  queue: z
    .object({ ok: z.boolean(), waitingRuns: z.number().int(), activeRuns: z.number().int() })
    .nullable(),
  storage: z.object({ engine: z.enum(['local', 's3']) }),
  disk: z.object({ dataDir: z.string(), freeBytes: z.number(), totalBytes: z.number() }),
  mail: z.enum(['smtp', 'outbox']),
  models: z.array(z.object({ id: z.string(), label: z.string(), isConfigured: z.boolean() })),
});
export type InstanceHealth = z.infer<typeof InstanceHealthSchema>;

export const UsageRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** Generation runs in the last 30 days. */
  runs: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** Bytes of the user's projects' repositories, builds and uploads on this node's disk. */
  storageBytes: z.number().int(),
});
export type UsageRow = z.infer<typeof UsageRowSchema>;

export const AdminActionSchema = z.object({
  id: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.enum(['user', 'project', 'feedback', 'instance']),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof AdminActionSchema>;
