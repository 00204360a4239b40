import { calls, LIMITS, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth';
import { callApi, isApiError } from '@/lib/api-client';
import { projectKeys } from '../api';
import { cancelProjectQueries, patchProject, restoreSnapshot, snapshotProject } from '../project-cache';

type PrivacyInput = { projectId: string; isPrivate: boolean };

/**
 * Seed 002 §4–§5: visibility toggles between public and private; private needs premium (status
 * premium and a period end in the future). Messages show for 5 s.
 */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  const { isPremium } = useCurrentUser();
  const mutation = useMutation({
    mutationFn: async ({ projectId, isPrivate }: PrivacyInput) =>
      callApi(calls.setPrivacy, { webId: projectId, isPrivate }),
    onMutate: async ({ projectId, isPrivate }) => {
      await cancelProjectQueries(queryClient, projectId);
      const snapshot = snapshotProject(queryClient, projectId);
      patchProject(queryClient, projectId, { isPrivate });
      return snapshot;
    },
    onError: (error, _input, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
      const message =
        isApiError(error) && error.code === 'payment_required' ? error.message : MESSAGES.VISIBILITY_FAILED;
      toast.error(message, { duration: LIMITS.visibilityToastMs });
    },
    onSuccess: (answer) => toast.success(answer.message, { duration: LIMITS.visibilityToastMs }),
    // The project's preview link changes with its privacy (a private one carries its secret).
    onSettled: (_answer, _error, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) }),
      ]),
  });

  const setPrivacy = (input: PrivacyInput) => {
    if (input.isPrivate && !isPremium) {
      toast.error(MESSAGES.PRIVATE_NEEDS_PREMIUM, { duration: LIMITS.visibilityToastMs });
      return;
    }
    mutation.mutate(input);
  };
  return { setPrivacy, isPending: mutation.isPending };
}
