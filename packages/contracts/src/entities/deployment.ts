import { z } from 'zod';

/**
 * Seed 001 §3 `deploymentStatus`. Deploying makes the production build of the current commit (without
 * the preview bridge) if it does not exist yet, then moves the site's pointer to it.
 */
export const DeploymentPhaseSchema = z.enum(['QUEUED', 'BUILDING', 'PUBLISHING', 'COMPLETE', 'FAILED']);
export type DeploymentPhase = z.infer<typeof DeploymentPhaseSchema>;

export const DeploymentStatusSchema = z.object({
  phase: DeploymentPhaseSchema,
  subPhase: z.string().nullable(),
});
export type DeploymentStatus = z.infer<typeof DeploymentStatusSchema>;

export function isDeploying(status: DeploymentStatus | null): boolean {
  return status !== null && status.phase !== 'COMPLETE' && status.phase !== 'FAILED';
}
