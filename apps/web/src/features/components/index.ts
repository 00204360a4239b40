export { componentKeys, componentsQueryOptions } from './api';
export type { ComponentsPanelProps } from './components/components-panel';
export { ComponentsRailButton, type ComponentsRailButtonProps } from './components/components-rail-button';
export { ComponentsPanel } from './components/lazy-components-panel';
