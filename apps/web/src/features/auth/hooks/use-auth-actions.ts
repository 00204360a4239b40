import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import {
  authKeys,
  fetchCurrentUser,
  type ResetPasswordInput,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from '../api';
import type { ForgotPasswordValues, SignInValues, SignUpValues } from '../auth-validation';
import { safeReturnTo } from '../safe-return-to';
import type { SignInLocationState } from '../sign-in-notice';

function isNotAuthQuery(query: Query): boolean {
  return query.queryKey[0] !== authKeys.all[0];
}

/** After a session starts: load the user before leaving, so the next page sees them signed in. */
function useEnterApp(returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.removeQueries({ predicate: isNotAuthQuery });
    await queryClient.fetchQuery({
      queryKey: authKeys.currentUser(),
      queryFn: fetchCurrentUser,
      staleTime: 0,
    });
    navigate(safeReturnTo(returnTo), { replace: true });
  };
}

export function useSignIn(returnTo: string | null) {
  const enterApp = useEnterApp(returnTo);
  return useMutation({
    mutationFn: (values: SignInValues) => signIn(values),
    onSuccess: enterApp,
  });
}

/** Signs up and enters the app, unless the account must confirm its email first (the page says so). */
export function useSignUp(returnTo: string | null) {
  const enterApp = useEnterApp(returnTo);
  return useMutation({
    mutationFn: (values: SignUpValues) => signUp(values, safeReturnTo(returnTo)),
    onSuccess: async (result) => {
      if (!result.needsVerification) await enterApp();
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Update the identity in place (a clear() would orphan the mounted observers), then drop
      // everything else the previous user could see.
      queryClient.setQueryData(authKeys.currentUser(), null);
      navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: isNotAuthQuery });
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Could not sign out. Please try again.'));
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (values: ForgotPasswordValues) => requestPasswordReset(values) });
}

/** On success the user has no session left anywhere: off to sign in, told why. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => resetPassword(input),
    onSuccess: async () => {
      // Ask again rather than assume: this browser may hold another account's session.
      queryClient.removeQueries({ predicate: isNotAuthQuery });
      await queryClient
        .fetchQuery({ queryKey: authKeys.currentUser(), queryFn: fetchCurrentUser, staleTime: 0 })
        .catch(() => queryClient.setQueryData(authKeys.currentUser(), null));
      const state: SignInLocationState = { notice: 'password-changed' };
      navigate('/sign-in', { replace: true, state });
    },
  });
}
