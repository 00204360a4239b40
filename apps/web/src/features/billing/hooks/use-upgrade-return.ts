import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { currentUserQueryOptions } from '@/features/auth';

/** Stripe Checkout's success_url ends in `?upgraded=1` (apps/server/src/billing/service.ts). */
export const UPGRADED_PARAM = 'upgraded';
export const UPGRADED_MESSAGE = 'Welcome to Premium.';
const POLL_MS = 2_000;
/** Stripe's webhook usually lands within seconds; past a minute the page stops asking. */
const MAX_POLLS = 30;

/**
 * Back from Checkout, the webhook that makes the account premium may not have arrived yet: the
 * current user is re-read until it is premium, then the page says so and drops the parameter.
 */
export function useUpgradeReturn(): void {
  const [params, setParams] = useSearchParams();
  const isReturning = params.get(UPGRADED_PARAM) === '1';
  const { data: user } = useQuery({
    ...currentUserQueryOptions(),
    enabled: isReturning,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.isPremium || query.state.dataUpdateCount > MAX_POLLS ? false : POLL_MS,
  });
  const isPremium = user?.isPremium ?? false;

  useEffect(() => {
    if (!isReturning || !isPremium) return;
    toast.success(UPGRADED_MESSAGE);
    setParams(
      (current) => {
        current.delete(UPGRADED_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [isReturning, isPremium, setParams]);
}
