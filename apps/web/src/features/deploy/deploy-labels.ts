import { MESSAGES } from '@kiln/contracts';

/** Seed 000 §4: Deploy / Redeploy, and Deploying... / Redeploying... while it runs. */
export function deployButtonLabel(isDeployed: boolean, isDeploying: boolean): string {
  if (isDeploying) return isDeployed ? MESSAGES.REDEPLOYING : MESSAGES.DEPLOYING;
  return isDeployed ? MESSAGES.REDEPLOY : MESSAGES.DEPLOY;
}

/** Seed 000 §2: "Deployed" after a first deploy, the seed's "Reployed" after a redeploy. */
export function deployResultTitle(wasDeployed: boolean, isSuccess: boolean): string {
  if (isSuccess) return wasDeployed ? MESSAGES.REDEPLOYED_TITLE : MESSAGES.DEPLOYED_TITLE;
  return wasDeployed ? MESSAGES.REDEPLOY_FAILED_TITLE : MESSAGES.DEPLOY_FAILED_TITLE;
}
