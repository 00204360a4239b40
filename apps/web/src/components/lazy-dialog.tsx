import { type ComponentType, useState } from 'react';
import { lazyComponent } from './lazy-component';

/**
 * A dialog whose code is fetched the first time it opens, then kept mounted (its close animates).
 * For dialogs opened now and then from the workspace (issue 14 §4).
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy
  return function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    return hasOpened ? <Loaded {...props} /> : null;
  };
}
