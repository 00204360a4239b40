export { codeExplorerKeys, projectFilesQueryOptions } from './api';
export { CodeExplorer } from './components/code-explorer';
export { kilnEditorTheme, readOnlyExtensions } from './editor-setup';
export { isRunActive } from './generation';
