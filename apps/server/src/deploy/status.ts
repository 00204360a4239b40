import type { DeploymentStatus } from '@kiln/contracts';

/**
 * Deploys in progress in this process, by project: the project's `deploymentStatus`, so a workspace
 * reloaded during a deploy shows it running (seed 001 §3). A deploy holds the project's run slot,
 * which is per process too (several API nodes share one through Redis: issue 19).
 */
const inProgress = new Map<string, DeploymentStatus>();

export function deploymentStatusOf(projectId: string): DeploymentStatus | null {
  return inProgress.get(projectId) ?? null;
}

export function setDeploymentStatus(projectId: string, status: DeploymentStatus | null): void {
  if (status) inProgress.set(projectId, status);
  else inProgress.delete(projectId);
}
