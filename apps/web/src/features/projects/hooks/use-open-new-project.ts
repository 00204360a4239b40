import type { Project } from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { projectKeys } from '../api';
import { workspaceHref } from '../project-display';

/** Caches a project the server just made (created or imported) and opens its workspace. */
export function useOpenNewProject() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (project: Project) => {
      queryClient.setQueryData(projectKeys.detail(project._id, project.platform), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      navigate(workspaceHref(project._id, project.platform));
    },
    [queryClient, navigate],
  );
}
