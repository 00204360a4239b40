export { projectKeys, projectNameQueryOptions, projectQueryOptions } from './api';
export { HomePage } from './components/home-page';
export { ProjectsPage } from './components/projects-page';
export { useRenameProject } from './hooks/use-rename-project';
export { useSetPrivacy } from './hooks/use-set-privacy';
export { useToggleFavourite } from './hooks/use-toggle-favourite';
export { patchProject } from './project-cache';
export { PLATFORM_LABELS, phaseDisplay, workspaceHref } from './project-display';
