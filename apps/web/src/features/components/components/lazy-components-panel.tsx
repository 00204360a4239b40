import { lazyComponent } from '@/components/lazy-component';
import type { ComponentsPanelProps } from './components-panel';

/** The components tab: fetched the first time it opens. */
export const ComponentsPanel = lazyComponent<ComponentsPanelProps>(
  () => import('./components-panel').then((module) => module.ComponentsPanel),
  <div role="status" aria-label="Loading the components" className="min-h-0 flex-1 bg-zinc-50/60" />,
);
