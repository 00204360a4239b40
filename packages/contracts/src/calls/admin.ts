import { z } from 'zod';
import { dataEnvelope, defineCall, EmptyBodySchema, IdSchema } from '../core';
import {
  AdminActionSchema,
  AdminMailSchema,
  AdminProjectSchema,
  AdminThreadSchema,
  AdminUserActionSchema,
  AdminUserSchema,
  InstanceHealthSchema,
  ThreadStatusSchema,
  UsageRowSchema,
} from '../entities/admin';

/**
 * The admin CLI (`npm run admin -- …`) hands its command to a running server with the data dir's
 * admin token in `x-kiln-admin-token`; no session is read.
 */
export const runAdminCommand = defineCall({
  method: 'POST',
  path: '/api/admin/command',
  auth: 'none',
  summary: 'Run an admin CLI command on the running server (data-dir token required).',
  headers: z.object({ 'x-kiln-admin-token': z.string() }),
  body: z.object({ args: z.array(z.string().max(200)).min(1).max(10) }),
  response: dataEnvelope(z.object({ output: z.string() })),
});

const SearchQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const listAdminUsers = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  auth: 'required',
  summary: 'Operator console: accounts, newest first, filtered by name or email (admins only).',
  body: SearchQuerySchema,
  response: dataEnvelope(z.array(AdminUserSchema)),
});

export const updateAdminUser = defineCall({
  method: 'POST',
  path: '/api/admin/users/update',
  auth: 'required',
  summary: 'Operator console: grant or remove premium, disable or enable, admin or not, sign out everywhere.',
  body: z.object({
    userId: IdSchema,
    action: AdminUserActionSchema,
    /** grant-premium: the day premium lapses (YYYY-MM-DD); none: it does not. */
    until: z.iso.date().optional(),
  }),
  response: dataEnvelope(AdminUserSchema),
});

export const listAdminProjects = defineCall({
  method: 'GET',
  path: '/api/admin/projects',
  auth: 'required',
  summary: 'Operator console: projects found by name, subdomain or owner email.',
  body: SearchQuerySchema,
  response: dataEnvelope(z.array(AdminProjectSchema)),
});

export const takeDownSite = defineCall({
  method: 'POST',
  path: '/api/admin/projects/takedown',
  auth: 'required',
  summary: "Operator console: take a project's deployed site down for abuse, with a reason its owner sees.",
  body: z.object({ projectId: IdSchema, reason: z.string().trim().min(3).max(500) }),
  response: dataEnvelope(AdminProjectSchema),
});

export const restoreSite = defineCall({
  method: 'POST',
  path: '/api/admin/projects/restore',
  auth: 'required',
  summary: 'Operator console: put a taken-down site back.',
  body: z.object({ projectId: IdSchema }),
  response: dataEnvelope(AdminProjectSchema),
});

export const listAdminInbox = defineCall({
  method: 'GET',
  path: '/api/admin/inbox',
  auth: 'required',
  summary: 'Operator console: support messages and feedback with their replies, newest first.',
  body: z.object({ status: ThreadStatusSchema.optional(), kind: z.enum(['feedback', 'support']).optional() }),
  response: dataEnvelope(z.array(AdminThreadSchema)),
});

export const replyToThread = defineCall({
  method: 'POST',
  path: '/api/admin/inbox/reply',
  auth: 'required',
  summary: 'Operator console: answer a support message or feedback; the answer goes to its author by email.',
  body: z.object({ threadId: IdSchema, message: z.string().trim().min(1).max(10_000) }),
  response: dataEnvelope(AdminThreadSchema),
});

export const setThreadStatus = defineCall({
  method: 'POST',
  path: '/api/admin/inbox/status',
  auth: 'required',
  summary: 'Operator console: mark a thread open, answered or closed.',
  body: z.object({ threadId: IdSchema, status: ThreadStatusSchema }),
  response: dataEnvelope(AdminThreadSchema),
});

export const listAdminMail = defineCall({
  method: 'GET',
  path: '/api/admin/mail',
  auth: 'required',
  summary: 'Operator console: every email Kiln sent or keeps in the outbox, newest first.',
  body: EmptyBodySchema,
  response: dataEnvelope(z.array(AdminMailSchema)),
});

export const getInstanceHealth = defineCall({
  method: 'GET',
  path: '/api/admin/health',
  auth: 'required',
  summary: 'Operator console: version, database, queue, storage, disk, mail and model providers.',
  body: EmptyBodySchema,
  response: dataEnvelope(InstanceHealthSchema),
});

export const getAdminUsage = defineCall({
  method: 'GET',
  path: '/api/admin/usage',
  auth: 'required',
  summary: 'Operator console: runs and tokens in the last 30 days and storage, per account.',
  body: EmptyBodySchema,
  response: dataEnvelope(z.array(UsageRowSchema)),
});

export const listAdminActions = defineCall({
  method: 'GET',
  path: '/api/admin/audit',
  auth: 'required',
  summary: 'Operator console: every admin action, newest first.',
  body: EmptyBodySchema,
  response: dataEnvelope(z.array(AdminActionSchema)),
});

export const adminCalls = {
  runAdminCommand,
  listAdminUsers,
  updateAdminUser,
  listAdminProjects,
  takeDownSite,
  restoreSite,
  listAdminInbox,
  replyToThread,
  setThreadStatus,
  listAdminMail,
  getInstanceHealth,
  getAdminUsage,
  listAdminActions,
} as const;
