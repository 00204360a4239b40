import { calls, type Platform } from '@kiln/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { useOpenNewProject } from './use-open-new-project';

export type CreateProjectInput = { prompt: string; platform: Platform };

/** Creates a project from the prompt and opens its workspace. */
export function useCreateProject() {
  const openNewProject = useOpenNewProject();
  return useMutation({
    mutationFn: async (input: CreateProjectInput) => (await callApi(calls.createProject, input)).data,
    onSuccess: openNewProject,
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to create project'));
    },
  });
}
