import { type CurrentUser, calls } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi, isApiError, requestJson } from '@/lib/api-client';
import type { ForgotPasswordValues, SignInValues, SignUpValues } from './auth-validation';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};

/** The signed-in user, or null for a visitor (the server answers 401). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await callApi(calls.getCurrentUser);
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
  });
}

/** better-auth's own routes, same origin, cookie session. */
export const AUTH_ROUTES = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
} as const;

/** Where better-auth sends the emailed link: `?token=…`, or `?error=INVALID_TOKEN` for a dead one. */
export const RESET_PASSWORD_PATH = '/reset-password';

export async function signIn(values: SignInValues): Promise<void> {
  await requestJson(AUTH_ROUTES.signIn, { body: { email: values.email.trim(), password: values.password } });
}

export type SignUpResult = { needsVerification: boolean };

/**
 * Creates the account. Where the instance asks new accounts to confirm their email, no session
 * starts (better-auth answers without a token) and the emailed link, once opened, lands on
 * `returnTo` signed in.
 */
export async function signUp(values: SignUpValues, returnTo: string): Promise<SignUpResult> {
  const answer = await requestJson(AUTH_ROUTES.signUp, {
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      callbackURL: returnTo,
    },
  });
  const token = (answer as { token?: unknown } | null)?.token;
  return { needsVerification: token === null };
}

/** better-auth's refusal of a sign-in before the account's email is confirmed (it sends the link again). */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.body?.code === 'EMAIL_NOT_VERIFIED';
}

export async function signOut(): Promise<void> {
  await requestJson(AUTH_ROUTES.signOut, { body: {} });
}

/** Answers the same whether or not the account exists, so it never says which emails have one. */
export async function requestPasswordReset(values: ForgotPasswordValues): Promise<void> {
  await requestJson(AUTH_ROUTES.requestPasswordReset, {
    body: { email: values.email.trim(), redirectTo: RESET_PASSWORD_PATH },
  });
}

export type ResetPasswordInput = { token: string; newPassword: string };

/** Sets the new password; better-auth then revokes every session of the user. */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  await requestJson(AUTH_ROUTES.resetPassword, { body: { newPassword, token } });
}

/** better-auth's refusal of an expired, used or unknown reset token. */
export function isInvalidResetToken(error: unknown): boolean {
  return isApiError(error) && error.body?.code === 'INVALID_TOKEN';
}
