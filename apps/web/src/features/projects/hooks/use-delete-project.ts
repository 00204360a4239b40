import { calls, LIMITS, MESSAGES, type ProjectSummary } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { projectKeys } from '../api';

type DeleteInput = { projectId: string; isComponent: boolean };

function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < LIMITS.mobileBreakpointPx;
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, isComponent }: DeleteInput) =>
      callApi(calls.deleteProject, { projectId, isComponent, isMobile: isMobileViewport() }),
    onSuccess: (_response, { projectId }) => {
      queryClient.setQueryData<ProjectSummary[]>(projectKeys.lists(), (old) =>
        old?.filter((p) => p._id !== projectId),
      );
      queryClient.removeQueries({ queryKey: projectKeys.details(projectId) });
      toast.success(MESSAGES.PROJECT_DELETED);
    },
    onError: (error) => {
      toast.error(errorMessage(error, MESSAGES.DELETE_FAILED));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
