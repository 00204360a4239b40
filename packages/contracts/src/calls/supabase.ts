import { z } from 'zod';
import { DEFAULT_SUPABASE_REGION, SUPABASE_PLAN, SupabaseRegionSchema } from '../constants';
import {
  dataEnvelope,
  defineCall,
  EmailSchema,
  EmptyBodySchema,
  IdSchema,
  RawResponseSchema,
  SuccessMessageSchema,
} from '../core';
import { MigrationSchema } from '../entities/migration';
import { SupabaseOrganizationSchema, SupabaseProjectSchema } from '../entities/supabase';
import { MESSAGES } from '../messages';

/**
 * Seed 002 §7: the Supabase account is linked per user (OAuth in a popup); a project links one
 * Supabase project (`integrations.supabase.ref`). get-projects and create-project keep the seed's
 * top-level `projects` / `organizations` / `project` fields.
 */

export const isSupabaseConnected = defineCall({
  method: 'POST',
  path: '/api/supabase/is-connected',
  auth: 'required',
  summary:
    'Whether the user has linked a Supabase account, and the project linked to `webId` if any; ' +
    'polled every 3 s while the dialog is open.',
  body: z.object({ webId: IdSchema.optional() }).optional(),
  response: dataEnvelope(
    z.object({
      isConnected: z.boolean(),
      linkedProject: SupabaseProjectSchema.nullable(),
      /** Kiln's own: whether this instance has a Supabase OAuth app at all (the dialog says so when not). */
      isConfigured: z.boolean(),
    }),
  ),
});

export const getSupabaseProjects = defineCall({
  method: 'POST',
  path: '/api/supabase/get-projects',
  auth: 'required',
  summary: "The linked Supabase account's projects and organizations.",
  body: EmptyBodySchema,
  response: z.object({
    success: z.literal(true),
    projects: z.array(SupabaseProjectSchema),
    organizations: z.array(SupabaseOrganizationSchema),
  }),
});

export const createSupabaseProject = defineCall({
  method: 'POST',
  path: '/api/supabase/create-project',
  auth: 'required',
  summary: 'Premium: create a Supabase project on the free plan and link it to the Kiln project.',
  body: z.object({
    webId: IdSchema,
    dbName: z.string().trim().min(1, MESSAGES.SUPABASE_DB_NAME_REQUIRED).max(64),
    email: z.string().trim().min(1, MESSAGES.SUPABASE_EMAIL_MISSING).pipe(EmailSchema),
    organizationId: z.string().trim().min(1, MESSAGES.SUPABASE_ORG_REQUIRED),
    region: SupabaseRegionSchema.default(DEFAULT_SUPABASE_REGION),
    plan: z.literal(SUPABASE_PLAN).default(SUPABASE_PLAN),
  }),
  response: z.object({ success: z.literal(true), project: SupabaseProjectSchema }),
});

export const linkSupabaseProject = defineCall({
  method: 'POST',
  path: '/api/supabase/link-project',
  auth: 'required',
  summary:
    "Kiln's own: link one of the account's existing Supabase projects (from get-projects) to the Kiln project.",
  body: z.object({ webId: IdSchema, projectRef: z.string().trim().min(1).max(64) }),
  response: z.object({ success: z.literal(true), project: SupabaseProjectSchema }),
});

export const connectSelfHostedSupabase = defineCall({
  method: 'POST',
  path: '/api/supabase/self-hosted',
  auth: 'required',
  summary:
    "Kiln's own: link a self-hosted Supabase by its URL and keys (no OAuth). The keys are checked against it, " +
    "then sealed as the project's reserved secrets; the service role key never reaches the app.",
  body: z.object({
    webId: IdSchema,
    url: z
      .string()
      .trim()
      .min(1, MESSAGES.SUPABASE_URL_REQUIRED)
      .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.SUPABASE_URL_INVALID }))
      .transform((url) => url.replace(/\/+$/, '')),
    anonKey: z.string().trim().min(1, MESSAGES.SUPABASE_ANON_KEY_REQUIRED).max(4096),
    serviceRoleKey: z.string().trim().min(1, MESSAGES.SUPABASE_SERVICE_KEY_REQUIRED).max(4096),
  }),
  response: z.object({ success: z.literal(true), project: SupabaseProjectSchema }),
});

export const unlinkSupabaseProject = defineCall({
  method: 'POST',
  path: '/api/supabase/unlink-project',
  auth: 'required',
  summary: "Unlink the Supabase project from the Kiln project (`webappId` is the seed's name for webId).",
  body: z.object({ webappId: IdSchema, projectRef: z.string().trim().min(1) }),
  response: SuccessMessageSchema,
});

export const applySupabaseMigration = defineCall({
  method: 'POST',
  path: '/api/supabase/apply-migration',
  auth: 'required',
  summary:
    "Kiln's own: the owner approves a migration the assistant wrote (its `migration` card); it runs on the " +
    'linked database and answers with its outcome, also sent as `integrations:supabase:migration:status`.',
  body: z.object({ webId: IdSchema, migrationId: IdSchema }),
  response: dataEnvelope(MigrationSchema),
});

export const logoutSupabase = defineCall({
  method: 'POST',
  path: '/api/supabase/logout',
  auth: 'required',
  summary: "Forget the user's Supabase tokens; linked projects keep working.",
  body: EmptyBodySchema,
  response: SuccessMessageSchema,
});

export const connectSupabase = defineCall({
  method: 'GET',
  path: '/api/supabase/connect',
  auth: 'required',
  summary:
    "Opened in a popup: redirects to Supabase's OAuth consent, then back to a page that closes itself.",
  body: z.object({ email: EmailSchema }),
  response: RawResponseSchema,
  raw: true,
});

export const supabaseOAuthCallback = defineCall({
  method: 'GET',
  path: '/api/supabase/callback',
  auth: 'none',
  summary:
    "Kiln's own: ends the connect popup. Exchanges `code` for the user's Supabase tokens (stored encrypted), then closes.",
  body: z.object({
    code: z.string().max(1024).optional(),
    state: z.string().max(2048).optional(),
    error: z.string().max(256).optional(),
  }),
  response: RawResponseSchema,
  raw: true,
});

export const supabaseCalls = {
  isSupabaseConnected,
  getSupabaseProjects,
  createSupabaseProject,
  linkSupabaseProject,
  connectSelfHostedSupabase,
  unlinkSupabaseProject,
  applySupabaseMigration,
  logoutSupabase,
  connectSupabase,
  supabaseOAuthCallback,
} as const;
