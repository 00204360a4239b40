export { DeployButton } from './components/deploy-button';
