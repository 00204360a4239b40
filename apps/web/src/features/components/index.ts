export { componentKeys, componentsQueryOptions } from './api';
export { ComponentsPanel, type ComponentsPanelProps } from './components/components-panel';
export { ComponentsRailButton, type ComponentsRailButtonProps } from './components/components-rail-button';
