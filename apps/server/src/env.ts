import path from 'node:path';
import { MAPBOX_PUBLIC_TOKEN, MAPBOX_SECRET_TOKEN } from '@kiln/contracts';
import { z } from 'zod';
import { type BillingEnv, BillingEnvSchema, billingFrom } from './env-billing';
import {
  appIntegrationsFrom,
  type FirebaseEnv,
  type GithubAppEnv,
  githubAppFrom,
  type MapboxEnv,
  type SiteEmailEnv,
  type SupabaseEnv,
  supabaseFrom,
} from './env-integrations';
import { type LimitsEnv, LimitsEnvSchema, limitsFrom } from './env-limits';
import { type MailEnv, MailEnvSchema, mailFrom } from './env-mail';
import { type ModelEnv, modelsFrom } from './env-models';
import { optionalString, type ScaleEnv, ScaleEnvSchema, scaleFrom } from './env-scale';
import { REPO_ROOT } from './paths';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

export const EnvSchema = z.object({
  ...ScaleEnvSchema.shape,
  ...MailEnvSchema.shape,
  ...BillingEnvSchema.shape,
  ...LimitsEnvSchema.shape,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  KILN_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  KILN_DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  KILN_SECRETS_KEY: optionalString.pipe(z.string().min(32).optional()),
  KILN_STAFF_DOMAIN: optionalString,
  /** Private git hosts imports may reach (a LAN GitLab), comma-separated host[:port]; http:// too. */
  KILN_IMPORT_GIT_HOSTS: optionalString,
  KILN_SUPPORT_EMAIL: optionalString,
  KILN_AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  KILN_ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  KILN_PREVIEW_DOMAIN: z.string().default('preview.localhost'),
  KILN_SITES_DOMAIN: z.string().default('app.localhost'),
  /** Custom domains: the A record target (else a CNAME to the site host) and the DNS server to ask. */
  KILN_PUBLIC_IP: optionalString.pipe(z.ipv4().optional()),
  KILN_DNS_SERVER: optionalString,
  KILN_DOMAIN_CHECK_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** How long a deployed site still serves the assets of the release a deploy replaced. */
  KILN_PREVIOUS_RELEASE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60 * 1000),
  KILN_TRUSTED_ORIGINS: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_APP_ID: optionalString,
  GITHUB_APP_SLUG: optionalString,
  GITHUB_APP_PRIVATE_KEY: optionalString,
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GITHUB_OAUTH_URL: z.url().default('https://github.com'),
  SUPABASE_OAUTH_CLIENT_ID: optionalString,
  SUPABASE_OAUTH_CLIENT_SECRET: optionalString,
  SUPABASE_API_URL: z.url().default('https://api.supabase.com'),
  /** Tests only: where firebase-admin's token exchange connects instead of oauth2.googleapis.com. */
  KILN_FIREBASE_TOKEN_URL: z.url().optional(),
  /** Resend's REST API root (the `resend` library's own variable), and the site email's limits. */
  RESEND_BASE_URL: z.url().default('https://api.resend.com'),
  KILN_SITE_EMAIL_PER_PROJECT_HOUR: z.coerce.number().int().positive().default(30),
  KILN_SITE_EMAIL_PER_VISITOR_HOUR: z.coerce.number().int().positive().default(5),
  KILN_ALLOW_INTERNAL_HOSTS: z.enum(['0', '1', 'false', 'true']).default('0'),
  /** The instance's Mapbox token for projects without their own: public (pk.) or secret (sk.). */
  KILN_MAPBOX_TOKEN: optionalString.refine(
    (value) => value === undefined || MAPBOX_PUBLIC_TOKEN.test(value) || MAPBOX_SECRET_TOKEN.test(value),
    'KILN_MAPBOX_TOKEN must be a Mapbox access token (pk.… or sk.…)',
  ),
  ANTHROPIC_API_KEY: optionalString,
  KILN_ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
  ANTHROPIC_BASE_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  KILN_OPENAI_MODEL: z.string().default('gpt-4.1'),
  OPENAI_BASE_URL: optionalString,
  KILN_MODEL: optionalString,
  /** The model new messages use unless the owner picks another: an id of the model list (`kiln-offline`, `sonnet-4`…). */
  KILN_DEFAULT_MODEL: optionalString,
  KILN_OFFLINE_DELAY_MS: z.coerce.number().int().min(0).max(5_000).default(12),
  KILN_FREE_EDITS_PER_MONTH: z.coerce.number().int().min(0).default(50),
  KILN_NPM_REGISTRY: optionalString.pipe(z.url().optional()),
  KILN_NPM_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** The sandbox of project code: its host user (root servers), workers kept, and their limits. */
  KILN_SANDBOX_UID: z.coerce.number().int().min(1).optional(),
  KILN_SANDBOX_GID: z.coerce.number().int().min(1).optional(),
  KILN_SANDBOX_WORKERS: z.coerce.number().int().min(1).default(8),
  KILN_SANDBOX_MEMORY_MB: z.coerce.number().int().min(256).default(1024),
  /** Start the next new project's worker ahead (engine/spare-project.ts); the tests turn it off. */
  KILN_SANDBOX_SPARE: z.enum(['true', 'false']).default('true'),
  UNSPLASH_ACCESS_KEY: optionalString,
  UNSPLASH_API_URL: z.url().default('https://api.unsplash.com'),
  KILN_IMAGE_MODEL: z.string().default('gpt-image-1'),
  /** Issue 13: who may say who the client is. */
  KILN_TRUSTED_PROXIES: optionalString,
  /** Issue 13 §5: a stalled model ends its run. */
  KILN_MODEL_FIRST_BYTE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  KILN_MODEL_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Env extends LimitsEnv {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis, the run queue, object storage and shutdown (env-scale.ts). */
  scale: ScaleEnv;
  /** SMTP or the outbox, the sender, email verification (env-mail.ts). */
  mail: MailEnv;
  /** Stripe Checkout, portal and webhook (env-billing.ts); undefined: premium is the operator's grant. */
  billing: BillingEnv | undefined;
  authSecret: string | undefined;
  /** Seals integration credentials and project secrets at rest (generated into the data dir when unset). */
  secretsKey: string | undefined;
  staffDomain: string | undefined;
  /** Hosts a git import may reach though private (issue 21 §1). */
  importGitHosts: string[];
  supportEmail: string | undefined;
  authRateLimit: number;
  /** Page-view beacons a deployed site may send per minute from one client address. */
  analyticsRateLimit: number;
  previewDomain: string;
  sitesDomain: string;
  /** Custom domains (issue 7): A record target, DNS server (`host:port`), re-verification period. */
  domains: { publicIp: string | undefined; dnsServer: string | undefined; checkEveryMs: number };
  /**
   * A page a visitor loaded just before a deploy asks for the assets of its own release: they are
   * served from that release for this long after the swap (issue 13 §6).
   */
  previousReleaseMs: number;
  trustedOrigins: string[];
  github: { clientId: string; clientSecret: string } | undefined;
  /** The GitHub App that exports projects to repositories (all of GITHUB_APP_* and GITHUB_CLIENT_*). */
  githubApp: GithubAppEnv | undefined;
  /**
   * Whether an owner-given address (a self-hosted Supabase) may be on a loopback or private network:
   * off by default, so no owner can make the API process probe the instance's own network.
   */
  allowInternalHosts: boolean;
  /** Supabase's Management API through an OAuth app (both SUPABASE_OAUTH_CLIENT_* set), and its root. */
  supabase: SupabaseEnv;
  firebase: FirebaseEnv;
  siteEmail: SiteEmailEnv;
  mapbox: MapboxEnv;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  models: ModelEnv;
  /** Edits (chat sends in build mode) a free account may make per calendar month. */
  freeEditsPerMonth: number;
  /** The asset editor: Unsplash when a key is set (else the offline library), the image model's id. */
  assets: { unsplash: { accessKey: string; apiUrl: string } | undefined; imageModel: string };
  /** Installs of packages a project adds: the registry (npm's own settings when unset) and a time limit. */
  npm: { registry: string | undefined; timeoutMs: number };
  /** Where project code runs (sandbox/): its user on a root server, workers kept, V8 heap of each. */
  sandbox: {
    uid: number | undefined;
    gid: number | undefined;
    maxWorkers: number;
    memoryMb: number;
    /** A spare worker for the next new project. */
    spare: boolean;
  };
  /** Fastify's `trustProxy`: false, a number of hops, or addresses/CIDRs (never `true`). */
  trustedProxies: TrustedProxies;
}

export type { RunQuotas } from './env-limits';
export type { GithubAppEnv, ModelEnv, SupabaseEnv };

/** Parses the environment once at start-up; a bad value stops the server with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.KILN_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(REPO_ROOT, e.KILN_DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    scale: scaleFrom(e),
    mail: mailFrom(e, publicUrl),
    billing: billingFrom(e),
    authSecret: e.BETTER_AUTH_SECRET,
    secretsKey: e.KILN_SECRETS_KEY,
    staffDomain: e.KILN_STAFF_DOMAIN?.toLowerCase().replace(/^@/, ''),
    importGitHosts: (e.KILN_IMPORT_GIT_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    supportEmail: e.KILN_SUPPORT_EMAIL?.toLowerCase(),
    authRateLimit: e.KILN_AUTH_RATE_LIMIT,
    analyticsRateLimit: e.KILN_ANALYTICS_RATE_LIMIT,
    previewDomain: e.KILN_PREVIEW_DOMAIN,
    sitesDomain: e.KILN_SITES_DOMAIN,
    domains: {
      publicIp: e.KILN_PUBLIC_IP,
      dnsServer: e.KILN_DNS_SERVER,
      checkEveryMs: e.KILN_DOMAIN_CHECK_MS,
    },
    previousReleaseMs: e.KILN_PREVIOUS_RELEASE_MS,
    trustedOrigins: (e.KILN_TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
        : undefined,
    githubApp: githubAppFrom(e),
    allowInternalHosts: e.KILN_ALLOW_INTERNAL_HOSTS === '1' || e.KILN_ALLOW_INTERNAL_HOSTS === 'true',
    supabase: supabaseFrom(e),
    ...appIntegrationsFrom(e),
    logLevel: e.LOG_LEVEL,
    models: modelsFrom(e),
    freeEditsPerMonth: e.KILN_FREE_EDITS_PER_MONTH,
    assets: {
      unsplash: e.UNSPLASH_ACCESS_KEY
        ? { accessKey: e.UNSPLASH_ACCESS_KEY, apiUrl: e.UNSPLASH_API_URL.replace(/\/$/, '') }
        : undefined,
      imageModel: e.KILN_IMAGE_MODEL,
    },
    npm: { registry: e.KILN_NPM_REGISTRY, timeoutMs: e.KILN_NPM_TIMEOUT_MS },
    sandbox: {
      uid: e.KILN_SANDBOX_UID,
      gid: e.KILN_SANDBOX_GID,
      maxWorkers: e.KILN_SANDBOX_WORKERS,
      memoryMb: e.KILN_SANDBOX_MEMORY_MB,
      spare: e.KILN_SANDBOX_SPARE === 'true',
    },
    trustedProxies: parseTrustedProxies(e.KILN_TRUSTED_PROXIES),
    ...limitsFrom(e),
  };
}
