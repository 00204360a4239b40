import { calls, type Platform } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { projectKeys } from '../api';
import { workspaceHref } from '../project-display';

export type CreateProjectInput = { prompt: string; platform: Platform };

/** Creates a project from the prompt and opens its workspace. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: CreateProjectInput) => (await callApi(calls.createProject, input)).data,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project._id, project.platform), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      navigate(workspaceHref(project._id, project.platform));
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to create project'));
    },
  });
}
