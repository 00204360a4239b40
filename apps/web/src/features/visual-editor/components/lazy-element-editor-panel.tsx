import { lazyComponent } from '@/components/lazy-component';
import type { ElementEditorPanelProps } from './element-editor-panel';

/** The element editor's panel: fetched the first time an element is selected in the preview. */
export const ElementEditorPanel = lazyComponent<ElementEditorPanelProps>(() =>
  import('./element-editor-panel').then((module) => module.ElementEditorPanel),
);
