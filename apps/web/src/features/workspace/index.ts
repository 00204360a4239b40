export { WorkspacePage } from './components/workspace-page';
export { WorkspaceRedirect } from './components/workspace-redirect';
