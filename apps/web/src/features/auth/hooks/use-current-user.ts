import type { CurrentUser } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../api';

export type CurrentUserState = {
  /** The signed-in user; null for a visitor or while loading. */
  user: CurrentUser | null;
  isLoading: boolean;
  isSignedIn: boolean;
  isPremium: boolean;
};

export function useCurrentUser(): CurrentUserState {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading: isPending, isSignedIn: user !== null, isPremium: user?.isPremium ?? false };
}
