export { integrationKeys } from './api';
export { IntegrationsSection } from './components/integrations-section';
export { CatalogueDialog } from './components/lazy-catalogue-dialog';
