import { z } from 'zod';
import {
  defineCall,
  EmailSchema,
  EmptyBodySchema,
  ErrorBodySchema,
  IdSchema,
  RawResponseSchema,
} from '../core';

/** Seed 000 §7 calls 1-5: linking a project to a GitHub repository through the Kiln GitHub App. */

export const initGithubOAuth = defineCall({
  method: 'POST',
  path: '/api/github/init-oauth',
  auth: 'required',
  summary: 'Start the GitHub authorisation; the client opens `url` in a 600×700 popup.',
  body: EmptyBodySchema,
  response: z.object({ success: z.literal(true), url: z.string() }),
});

export const hasGithubToken = defineCall({
  method: 'POST',
  path: '/api/github/has-github-token',
  auth: 'required',
  summary: 'Whether the user has authorised GitHub; polled every 2 s while the popup is open.',
  body: EmptyBodySchema,
  response: z.object({ success: z.literal(true), hasToken: z.boolean() }),
});

export const getGithubInstallationStatus = defineCall({
  method: 'POST',
  path: '/api/github/installation/status',
  auth: 'required',
  summary: 'Whether the GitHub App is installed on the user account; polled every 1 s.',
  body: EmptyBodySchema,
  response: z.object({ success: z.literal(true), isInstalled: z.boolean() }),
});

/**
 * Seed 000 §8: refusals of create-repo. 403 (installation invalid), 404 with `canRecreate` (the
 * stored URL is cleared), 410 (repository deleted), 409 (exists or merge conflict).
 */
export const CreateRepoRefusalSchema = ErrorBodySchema.extend({ canRecreate: z.boolean().optional() });
export type CreateRepoRefusal = z.infer<typeof CreateRepoRefusalSchema>;

export const createGithubRepo = defineCall({
  method: 'POST',
  path: '/api/github/create-repo',
  auth: 'required',
  summary: 'Create the repository in the personal account and push, or sync it when it exists.',
  body: z.object({ projectId: IdSchema, isRepoExists: z.boolean().default(false) }),
  response: z.object({
    success: z.literal(true),
    repoUrl: z.string(),
    /** `updated`: an existing repository was synced. */
    status: z.enum(['created', 'updated']),
  }),
  refusal: CreateRepoRefusalSchema,
});

export const installGithubApp = defineCall({
  method: 'GET',
  path: '/api/github/install-app',
  auth: 'required',
  summary: 'Opened in a popup: redirects to the GitHub App installation page.',
  body: z.object({ email: EmailSchema }),
  response: RawResponseSchema,
  raw: true,
});

/** The App's "Callback URL": GitHub sends the user back here with a code to exchange for a token. */
export const githubOAuthCallback = defineCall({
  method: 'GET',
  path: '/api/github/oauth/callback',
  auth: 'none',
  summary: 'Ends the authorisation popup: exchanges `code` for a user token (stored encrypted), then closes.',
  body: z.object({
    code: z.string().max(512).optional(),
    state: z.string().max(2048).optional(),
    error: z.string().max(256).optional(),
  }),
  response: RawResponseSchema,
  raw: true,
});

/** The App's "Setup URL": GitHub sends the user back here after installing the App. */
export const githubInstallCallback = defineCall({
  method: 'GET',
  path: '/api/github/install/callback',
  auth: 'none',
  summary: 'Ends the installation popup: records a personal-account installation, then closes.',
  body: z.object({
    installation_id: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
    setup_action: z.string().max(32).optional(),
    state: z.string().max(2048).optional(),
  }),
  response: RawResponseSchema,
  raw: true,
});

export const githubCalls = {
  initGithubOAuth,
  hasGithubToken,
  getGithubInstallationStatus,
  createGithubRepo,
  installGithubApp,
  githubOAuthCallback,
  githubInstallCallback,
} as const;
