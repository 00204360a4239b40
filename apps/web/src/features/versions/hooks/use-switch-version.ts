import { calls, MESSAGES, type Project } from '@kiln/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { callApi, isApiError } from '@/lib/api-client';
import { rememberSwitch, takeSwitchNotice } from '../switch-notice';

const TOAST_ID = 'switch-version';

/**
 * Seed 000 §4: the owner switches the project to a version: 'Switching version...', then
 * 'Version switched!' and the page reloads, so the preview, the files and the chat all load the
 * switched version; or 'Failed to switch version' (with the server's reason).
 */
export function useSwitchVersion(project: Pick<Project, '_id' | 'platform'>) {
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
    onSuccess: () => {
      toast.success(MESSAGES.VERSION_SWITCHED, { id: TOAST_ID });
      rememberSwitch(project._id);
      window.location.reload();
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

/**
 * On the page a switch reloaded: 'Version switched!' again (the first toast went with the old
 * page), then `onNotice` (the workspace opens the version list, where the new Current is marked).
 * Waits for the project, so the toaster is listening.
 */
export function useVersionSwitchNotice(projectId: string | undefined, onNotice: () => void): void {
  const onNoticeRef = useRef(onNotice);
  useEffect(() => {
    onNoticeRef.current = onNotice;
  });
  useEffect(() => {
    if (!projectId || !takeSwitchNotice(projectId)) return;
    toast.success(MESSAGES.VERSION_SWITCHED, { id: TOAST_ID });
    onNoticeRef.current();
  }, [projectId]);
}
