import type { Project } from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { patchProject, projectKeys } from '@/features/projects';
import { type ProjectSocket, useSocketEvent } from '@/features/realtime';
import { deployKeys, isOwnDeploymentEvent, toastDeploymentCompleted } from '../api';
import { deployResultTitle } from '../deploy-labels';

/**
 * Seed 001 §4.4 `deployment:complete`: a deploy of this project finished, wherever it was started
 * (this tab, another tab or window, the CLI). The cached project takes the site's link at once and is
 * refetched for the deployed version, so the Deploy popover, the header's Redeploy and the version
 * list's Deployed badge follow. A deploy started here is announced by its own call (the result
 * dialog), even when its event comes after the answer; one started elsewhere by a toast: the seed's success toast, or the failure title.
 */
export function useDeploymentEvents(project: Project, socket: ProjectSocket | null): void {
  const queryClient = useQueryClient();
  const webId = project._id;

  useSocketEvent(socket, 'deployment:complete', ({ prodLink }) => {
    const wasDeployed = project.prodLink !== null;
    const isOwnDeploy = isOwnDeploymentEvent(webId);
    const isDeployingHere = queryClient.isMutating({ mutationKey: deployKeys.deploy(webId) }) > 0;
    if (prodLink !== null) patchProject(queryClient, webId, { prodLink });
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
    if (isOwnDeploy || isDeployingHere || !project.isOwner) return;
    if (prodLink !== null) toastDeploymentCompleted(webId);
    else toast.error(deployResultTitle(wasDeployed, false));
  });
}
