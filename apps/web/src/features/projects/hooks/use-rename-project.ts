import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { projectKeys } from '../api';
import { cancelProjectQueries, patchProject, restoreSnapshot, snapshotProject } from '../project-cache';

type RenameInput = { projectId: string; newName: string; isComponent: boolean };

/** Renames at once on screen; the old name comes back if the server refuses. */
export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameInput) => callApi(calls.renameProject, input),
    onMutate: async ({ projectId, newName }) => {
      await cancelProjectQueries(queryClient, projectId);
      const snapshot = snapshotProject(queryClient, projectId);
      patchProject(queryClient, projectId, { projectName: newName });
      return snapshot;
    },
    onError: (error, _input, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
      toast.error(errorMessage(error, MESSAGES.RENAME_FAILED));
    },
    onSuccess: () => {
      toast.success(MESSAGES.PROJECT_RENAMED);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
