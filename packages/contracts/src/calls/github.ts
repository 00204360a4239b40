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
export const CreateRepoRefusalSchema = ErrorBodySchema.extend({
  canRecreate: z.boolean().optional(),
  /** The repository the refusal is about, so the dialog can offer to link it or pick another name. */
  repoName: z.string().optional(),
  /** 409 because the name is taken: the owner may link that repository instead (link-repo). */
  canLink: z.boolean().optional(),
});
export type CreateRepoRefusal = z.infer<typeof CreateRepoRefusalSchema>;

/**
 * A repository name as GitHub accepts it: letters, digits, `.`, `-`, `_`, at most 100, not `.`/`..`
 * and not ending in `.git` (issue 17 §2: the owner chooses it).
 */
export const RepoNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a repository name.')
  .max(100, 'A repository name has at most 100 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, dots, hyphens and underscores.')
  .refine((name) => name !== '.' && name !== '..', 'This name is reserved by GitHub.')
  .refine((name) => !/\.git$/i.test(name), 'A repository name cannot end in .git.');

/** The repository name suggested for a project: its name made GitHub-safe, else its subdomain. */
export function suggestedRepoName(projectName: string, subdomain: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100)
    .replace(/\.git$/, '');
  return slug && slug !== 'generating' ? slug : subdomain;
}

const RepoResultSchema = z.object({
  success: z.literal(true),
  repoUrl: z.string(),
  /** `updated`: an existing repository was synced. */
  status: z.enum(['created', 'updated']),
});

export const createGithubRepo = defineCall({
  method: 'POST',
  path: '/api/github/create-repo',
  auth: 'required',
  summary: 'Create the repository in the personal account and push, or sync it when it exists.',
  body: z.object({
    projectId: IdSchema,
    isRepoExists: z.boolean().default(false),
    /** Issue 17 §2: the name the owner chose; the project's name made GitHub-safe when absent. */
    repoName: RepoNameSchema.optional(),
  }),
  response: RepoResultSchema,
  refusal: CreateRepoRefusalSchema,
});

/**
 * Issue 17 §2: links an existing repository of the owner's personal account (empty, or holding only
 * this project's versions) and pushes the current version to it.
 */
export const linkGithubRepo = defineCall({
  method: 'POST',
  path: '/api/github/link-repo',
  auth: 'required',
  summary: 'Link an existing empty or Kiln-made repository of the personal account, then push.',
  body: z.object({ projectId: IdSchema, repoName: RepoNameSchema }),
  response: RepoResultSchema,
  refusal: CreateRepoRefusalSchema,
});

/** Issue 17 §2: where the automatic push of the latest version stands (kept by the server process). */
export const GithubPushStateSchema = z.object({
  state: z.enum(['idle', 'pushing', 'pushed', 'failed']),
  /** The version pushed or being pushed. */
  commitHash: z.string().nullable(),
  /** Why the last push failed, for the owner. */
  message: z.string().nullable(),
  at: z.string().nullable(),
});
export type GithubPushState = z.infer<typeof GithubPushStateSchema>;

export const getGithubSyncStatus = defineCall({
  method: 'POST',
  path: '/api/github/sync-status',
  auth: 'required',
  summary: "The linked repository's automatic push state for this project (owner only).",
  body: z.object({ projectId: IdSchema }),
  response: z.object({ success: z.literal(true), push: GithubPushStateSchema }),
});

/**
 * Issue 17 §2: brings commits made on GitHub into the project, fast-forward only; each becomes a
 * version. `branch` defaults to the repository's default branch.
 */
export const pullGithubRepo = defineCall({
  method: 'POST',
  path: '/api/github/pull',
  auth: 'required',
  summary: 'Fast-forward the project to a branch of its linked repository; refuses when they diverged.',
  body: z.object({
    projectId: IdSchema,
    branch: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^(?!.*\.\.)(?!\/)(?!.*\/$)[A-Za-z0-9._/-]+$/, 'That is not a branch name.')
      .optional(),
  }),
  response: z.object({
    success: z.literal(true),
    /** The versions made from the pulled commits, oldest first (empty when already up to date). */
    pulled: z.array(z.object({ commitHash: z.string(), message: z.string() })),
    branch: z.string(),
  }),
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
  linkGithubRepo,
  getGithubSyncStatus,
  pullGithubRepo,
  installGithubApp,
  githubOAuthCallback,
  githubInstallCallback,
} as const;
