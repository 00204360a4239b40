import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { callApi, errorMessage, isApiError } from '@/lib/api-client';

export const deployKeys = {
  deploy: (webId: string) => ['deploy', webId] as const,
};

/**
 * Seed 001 §4.4's toast 'Deployment completed successfully', once per deploy: the call's answer and
 * the `deployment:complete` event may both announce it.
 */
export function toastDeploymentCompleted(webId: string): void {
  toast.success(MESSAGES.DEPLOYMENT_COMPLETED, { id: completedToastId(webId) });
}

const completedToastId = (webId: string) => `deployment-completed-${webId}`;

/**
 * Deploys started in this tab whose `deployment:complete` has not been heard yet. The server tells
 * the room before it answers the call, but the two travel apart: the event can come after the answer,
 * when the tab already shows the result dialog, and must not toast a second result under it.
 */
const unheardDeploys = new Set<string>();

/** Whether the event is the echo of a deploy started here (it is then consumed). */
export function isOwnDeploymentEvent(webId: string): boolean {
  return unheardDeploys.delete(webId);
}

/** Seed 000 §4 deploy: publishes the current version; answers once the site is live. */
export function useDeployProject(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deployKeys.deploy(webId),
    mutationFn: async () => (await callApi(calls.deployProject, { webId })).data,
    onMutate: () => {
      unheardDeploys.add(webId);
      // The last deploy's success toast is stale now: it must not sit under this one's result.
      toast.dismiss(completedToastId(webId));
    },
    onError: (error) => {
      // Refused before it began (a run going on, no premium, nothing to deploy): no event will come.
      if (isApiError(error) && error.code !== 'internal') unheardDeploys.delete(webId);
    },
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
