export { DeployButton } from './components/deploy-button';
export { useDeploymentEvents } from './hooks/use-deployment-events';
