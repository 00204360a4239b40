import type { z } from 'zod';
import type { EnvSchema } from './env';

/** The integrations' settings (GitHub App, Supabase OAuth app), read out of the parsed environment. */

type ParsedEnv = z.infer<typeof EnvSchema>;

export interface GithubAppEnv {
  appId: string;
  slug: string;
  /** PEM; a value written on one line with `\n` escapes is accepted. */
  privateKey: string;
  clientId: string;
  clientSecret: string;
  /** REST API root: https://api.github.com, or `https://{host}/api/v3` for GitHub Enterprise Server. */
  apiUrl: string;
  /** Web root for the install and authorise pages and the token exchange: https://github.com or the GHE host. */
  oauthUrl: string;
}

/** The GitHub App that exports projects to repositories: all of GITHUB_APP_* and GITHUB_CLIENT_*, or none. */
export function githubAppFrom(e: ParsedEnv): GithubAppEnv | undefined {
  if (
    !(
      e.GITHUB_APP_ID &&
      e.GITHUB_APP_SLUG &&
      e.GITHUB_APP_PRIVATE_KEY &&
      e.GITHUB_CLIENT_ID &&
      e.GITHUB_CLIENT_SECRET
    )
  ) {
    return undefined;
  }
  return {
    appId: e.GITHUB_APP_ID,
    slug: e.GITHUB_APP_SLUG,
    privateKey: e.GITHUB_APP_PRIVATE_KEY.replaceAll('\\n', '\n'),
    clientId: e.GITHUB_CLIENT_ID,
    clientSecret: e.GITHUB_CLIENT_SECRET,
    apiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
    oauthUrl: e.GITHUB_OAUTH_URL.replace(/\/$/, ''),
  };
}

export interface SupabaseEnv {
  /** The Management API's root: https://api.supabase.com, or where a test's fake answers. */
  apiUrl: string;
  /** Kiln's Supabase OAuth app, when both SUPABASE_OAUTH_CLIENT_* are set. */
  oauth: { clientId: string; clientSecret: string } | undefined;
}

export function supabaseFrom(e: ParsedEnv): SupabaseEnv {
  return {
    apiUrl: e.SUPABASE_API_URL.replace(/\/$/, ''),
    oauth:
      e.SUPABASE_OAUTH_CLIENT_ID && e.SUPABASE_OAUTH_CLIENT_SECRET
        ? { clientId: e.SUPABASE_OAUTH_CLIENT_ID, clientSecret: e.SUPABASE_OAUTH_CLIENT_SECRET }
        : undefined,
  };
}
