export { autoIntegrate, patchProjectIntegrations } from './api';
export { AiIntegrationsRailButton } from './components/ai-integrations-rail-button';
export { AiIntegrationsDialog } from './components/lazy-ai-integrations-dialog';
