import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { callApi, errorMessage } from '@/lib/api-client';

export const deployKeys = {
  deploy: (webId: string) => ['deploy', webId] as const,
};

/**
 * Seed 001 §4.4's toast 'Deployment completed successfully', once per deploy: the call's answer and
 * the `deployment:complete` event may both announce it.
 */
export function toastDeploymentCompleted(webId: string): void {
  toast.success(MESSAGES.DEPLOYMENT_COMPLETED, { id: `deployment-completed-${webId}` });
}

/** Seed 000 §4 deploy: publishes the current version; answers once the site is live. */
export function useDeployProject(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deployKeys.deploy(webId),
    mutationFn: async () => (await callApi(calls.deployProject, { webId })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
      toastDeploymentCompleted(webId);
    },
  });
}

/** The failure dialog's Contact Support: the deploy error goes to the support inbox as a message. */
export function useReportDeployFailure(webId: string) {
  return useMutation({
    mutationFn: (detail: string) =>
      callApi(calls.sendSupportMessage, {
        webId,
        message: `My deployment failed: ${detail}`.slice(0, 2_000),
      }),
    onSuccess: () => toast.success(MESSAGES.SUPPORT_SENT),
    onError: (error) => toast.error(errorMessage(error, MESSAGES.SEND_MESSAGE_FAILED)),
  });
}
