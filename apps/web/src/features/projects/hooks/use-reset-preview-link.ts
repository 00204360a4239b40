import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { patchProject } from '../project-cache';

/**
 * Issue 13 §4: the owner revokes every private preview link given out so far. The project's own link
 * (and the workspace's preview, moved by the server's upload:success) carries the new secret.
 */
export function useResetPreviewLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calls.resetPreviewLink, { webId: projectId }),
    onSuccess: (answer) => {
      patchProject(queryClient, projectId, { link: answer.data.link });
      toast.success(MESSAGES.PREVIEW_LINK_RESET);
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.PREVIEW_LINK_RESET_FAILED)),
  });
}
