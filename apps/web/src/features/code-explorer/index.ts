export { codeExplorerKeys, projectFilesQueryOptions } from './api';
export type { CodeExplorerProps } from './components/code-explorer';
export { CodeExplorer } from './components/lazy-code-explorer';
export { isRunActive } from './generation';
