import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { usePremiumGate } from '@/features/billing';
import { callApi, isApiError } from '@/lib/api-client';
import { projectKeys } from '../api';
import { cancelProjectQueries, patchProject, restoreSnapshot, snapshotProject } from '../project-cache';

type ToggleInput = { projectId: string; isFavourite: boolean };

/**
 * Seed 000 §4: the star flips at once and flips back if the call fails. Premium only (seed 000 §6);
 * a free user gets the restriction message instead of a call.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { ensurePremium } = usePremiumGate();
  const mutation = useMutation({
    mutationFn: async ({ projectId }: ToggleInput) =>
      (await callApi(calls.toggleFavourite, { webId: projectId })).data.favourite,
    onMutate: async ({ projectId, isFavourite }) => {
      await cancelProjectQueries(queryClient, projectId);
      const snapshot = snapshotProject(queryClient, projectId);
      patchProject(queryClient, projectId, { favourite: !isFavourite });
      return snapshot;
    },
    onError: (error, _input, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
      const isPlanRefusal = isApiError(error) && error.code === 'payment_required';
      toast.error(isPlanRefusal ? error.message : MESSAGES.FAVOURITE_FAILED);
    },
    onSuccess: (favourite, { projectId }) => {
      patchProject(queryClient, projectId, { favourite });
      toast.success(favourite ? MESSAGES.FAVOURITE_ADDED : MESSAGES.FAVOURITE_REMOVED);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });

  const toggleFavourite = (input: ToggleInput) => {
    if (!ensurePremium()) return;
    mutation.mutate(input);
  };
  return { toggleFavourite, isPending: mutation.isPending };
}
