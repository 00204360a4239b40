import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, then kept mounted (its close animates).
 * For dialogs opened now and then from the workspace, so their code stays out of what the workspace
 * loads before its composer works (issue 14 §4).
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // Called once per dialog at module level (never during render), so each gets one stable component.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy
  return function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        {/* biome-ignore lint/suspicious/noExplicitAny: P is forwarded as it came */}
        <Loaded {...(props as any)} />
      </Suspense>
    );
  };
}
