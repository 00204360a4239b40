import type { CurrentUser, HistoryItem } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { authKeys } from '@/features/auth';
import { acknowledgeErrors } from '../api';
import { hasBuildFailure } from '../transcript';

/**
 * Seed 001 §2.2: the one-time dialog, for the owner, once a build_failed part exists and the user has
 * not acknowledged errors. Dismiss closes at once; the acknowledgement is saved behind it.
 */
export function useHiccupDialog(
  isOwner: boolean,
  user: CurrentUser | null,
  items: readonly HistoryItem[] | undefined,
) {
  const queryClient = useQueryClient();
  const [isDismissed, setIsDismissed] = useState(false);
  const hasFailure = useMemo(() => (items ? hasBuildFailure(items) : false), [items]);
  const mutation = useMutation({
    mutationFn: acknowledgeErrors,
    onSuccess: () =>
      queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(), (old) =>
        old ? { ...old, hasUserAcknowledgedErrors: true } : old,
      ),
  });
  const isOpen = isOwner && user !== null && !user.hasUserAcknowledgedErrors && hasFailure && !isDismissed;
  const dismiss = () => {
    setIsDismissed(true);
    mutation.mutate();
  };
  return { isOpen, dismiss };
}
