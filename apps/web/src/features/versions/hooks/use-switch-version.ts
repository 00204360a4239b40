import { calls, MESSAGES, type Project } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { callApi, isApiError } from '@/lib/api-client';
import { versionKeys } from '../api';

const TOAST_ID = 'switch-version';

/**
 * Seed 000 §4: the owner switches the project to a version: 'Switching version...', then the page's
 * data reloads and 'Version switched!', or 'Failed to switch version' (with the server's reason).
 */
export function useSwitchVersion(project: Pick<Project, '_id' | 'platform'>, onSwitched: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webVersionId: string) =>
      callApi(
        calls.switchVersion,
        { webId: project._id, webVersionId },
        { isComponent: project.platform === 'component' },
      ),
    onMutate: () => {
      toast.loading(MESSAGES.SWITCHING_VERSION, { id: TOAST_ID });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) }),
        queryClient.invalidateQueries({ queryKey: versionKeys.list(project._id) }),
      ]);
      onSwitched();
      toast.success(MESSAGES.VERSION_SWITCHED, { id: TOAST_ID });
    },
    onError: (error) => {
      const reason = isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined;
      toast.error(MESSAGES.SWITCH_VERSION_FAILED, {
        id: TOAST_ID,
        description: reason && reason !== MESSAGES.SWITCH_VERSION_FAILED ? reason : undefined,
      });
    },
  });
}
