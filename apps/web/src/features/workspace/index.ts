export {
  type DiffRequest,
  useFixErrorHandler,
  useWorkspaceChatBridge,
  type WorkspaceChatBridge,
  type WorkspaceTab,
} from './chat-bridge';
export { WorkspacePage } from './components/workspace-page';
export { WorkspaceRedirect } from './components/workspace-redirect';
