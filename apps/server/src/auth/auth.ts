import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verifyEmailMail } from '../mail/templates';
import { claimFirstAccount } from '../users/repository';

export const AUTH_BASE_PATH = '/api/auth';
export const MIN_PASSWORD_LENGTH = 8;
/** How long a password reset link works (seconds); the email says "1 hour". */
export const RESET_LINK_TTL_S = 60 * 60;
export const ACCOUNT_DISABLED = 'This account is disabled. Contact the operator of this Kiln.';
/** How long an email confirmation link works (seconds); the email says "24 hours". */
export const VERIFY_LINK_TTL_S = 24 * 60 * 60;
/**
 * Reset (or confirmation) emails of each kind one account gets per hour at most: anyone may ask for
 * any address's, so past a few the address hears no more.
 */
export const MAX_ACCOUNT_MAILS_PER_HOUR = 5;

type MailedUser = { id: string; email: string; name: string };

/** `mailer`: the API's (a worker signs nobody in and sends no mail). */
export function createAuth(db: Db, env: Env, secret: string, mailer?: Mailer) {
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      // Issue 20 §1: a forgotten password. The link goes by email (or to the operator's outbox);
      // a new password signs the account out everywhere.
      ...(mailer
        ? {
            sendResetPassword: ({ user, url }: { user: MailedUser; url: string }) =>
              mailer.sendCapped(
                { kind: 'password-reset', to: user.email, userId: user.id },
                passwordResetMail({ name: user.name, email: user.email, url }),
                MAX_ACCOUNT_MAILS_PER_HOUR,
              ),
            resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
            revokeSessionsOnPasswordReset: true,
            requireEmailVerification: env.mail.requireEmailVerification,
          }
        : {}),
    },
    // KILN_REQUIRE_EMAIL_VERIFICATION: a new account confirms its address by email before it signs
    // in (a sign-in before that sends the link again); the link signs it in.
    ...(mailer && env.mail.requireEmailVerification
      ? {
          emailVerification: {
            sendOnSignUp: true,
            sendOnSignIn: true,
            autoSignInAfterVerification: true,
            expiresIn: VERIFY_LINK_TTL_S,
            sendVerificationEmail: ({ user, url }: { user: MailedUser; url: string }) => {
              // Opened from the email, the link lands in the app signed in (JSON without a callback).
              const link = new URL(url);
              if (!link.searchParams.has('callbackURL')) link.searchParams.set('callbackURL', '/');
              return mailer.sendCapped(
                { kind: 'email-verification', to: user.email, userId: user.id },
                verifyEmailMail({ name: user.name, email: user.email, url: link.toString() }),
                MAX_ACCOUNT_MAILS_PER_HOUR,
              );
            },
          },
        }
      : {}),
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
      session: {
        create: {
          // A disabled account (issue 20 §3) signs in nowhere: no password, GitHub or emailed link.
          before: async (created) => {
            const [row] = await db
              .select({ disabledAt: schema.user.disabledAt })
              .from(schema.user)
              .where(eq(schema.user.id, created.userId));
            if (row?.disabledAt) throw new APIError('FORBIDDEN', { message: ACCOUNT_DISABLED });
          },
        },
      },
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
