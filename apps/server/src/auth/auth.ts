import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { claimFirstAccount } from '../users/repository';

export const AUTH_BASE_PATH = '/api/auth';
export const MIN_PASSWORD_LENGTH = 8;

export function createAuth(db: Db, env: Env, secret: string) {
  const isHttps = env.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Kiln',
    baseURL: env.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, autoSignIn: true },
    socialProviders: env.github
      ? { github: { clientId: env.github.clientId, clientSecret: env.github.clientSecret } }
      : {},
    // The seeds' authenticated calls carry a bearer token; the web app uses the same session as a cookie.
    plugins: [bearer()],
    trustedOrigins: [env.publicUrl, ...env.trustedOrigins],
    // Rate limits are applied by @fastify/rate-limit on the auth routes (one mechanism, one config).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: () => newId() },
      disableOriginCheck: false,
      // Over https the session lives in `__Host-` cookies: Secure, Path=/, no Domain, so no sibling
      // subdomain (a preview, a deployed site) can set or shadow it. better-auth's own https default
      // is `__Secure-`, which a subdomain could still plant, hence the prefix of our own. Over http
      // (localhost development) the cookies stay plain, as browsers refuse prefixed ones there.
      ...(isHttps
        ? { useSecureCookies: false, cookiePrefix: '__Host-kiln', defaultCookieAttributes: { secure: true } }
        : { useSecureCookies: false }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await claimFirstAccount(db, created.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
