import { calls, type Project } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects';
import { callApi } from '@/lib/api-client';

/** Seed 000 §7 call 12: fork (non-owner) or duplicate (owner) into the session user's projects. */
export function useCloneProject(project: Project) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      (
        await callApi(
          calls.cloneProject,
          { webId: project._id, email },
          { isComponent: project.platform === 'component' },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
