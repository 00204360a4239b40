import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { callApi, errorMessage } from '@/lib/api-client';
import { chatKeys } from '../api';

/**
 * The composer's Stop: the server answers once the run has ended (FAILED, on the last good version,
 * the reply saying it was stopped); the project and the transcript are then read again.
 */
export function useStopRun(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(calls.stopChatRun, { webId })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.history(webId) }),
      ]),
    onError: (error) => toast.error(errorMessage(error, MESSAGES.STOP_RUN_FAILED)),
  });
}
