import type { z } from 'zod';
import type { EnvSchema } from './env';

/** The integrations' settings (GitHub App, Supabase OAuth app, the apps' own), read out of the parsed environment. */

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

/** Checking a Firestore service account: Google's token endpoint, or a test's fake of it. */
export type FirebaseEnv = { tokenUrl: string | undefined };
/**
 * Resend (issue 16 §2): its API root, and the messages an app's `/api/kiln/email` takes per hour,
 * from the whole world and from one client address.
 */
export type SiteEmailEnv = { resendUrl: string; perProjectPerHour: number; perVisitorPerHour: number };
/** The instance's Mapbox token (KILN_MAPBOX_TOKEN), if any. */
export type MapboxEnv = { token: string | undefined };

/** What a generated app's integrations need of the instance: Firebase's check, site email, maps. */
export function appIntegrationsFrom(e: ParsedEnv): {
  firebase: FirebaseEnv;
  siteEmail: SiteEmailEnv;
  mapbox: MapboxEnv;
} {
  return {
    firebase: { tokenUrl: e.KILN_FIREBASE_TOKEN_URL },
    siteEmail: {
      resendUrl: e.RESEND_BASE_URL.replace(/\/$/, ''),
      perProjectPerHour: e.KILN_SITE_EMAIL_PER_PROJECT_HOUR,
      perVisitorPerHour: e.KILN_SITE_EMAIL_PER_VISITOR_HOUR,
    },
    mapbox: { token: e.KILN_MAPBOX_TOKEN },
  };
}
