import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code is fetched the first time it renders, with `fallback` meanwhile. For the
 * workspace's panels and dialogs that a user opens now and then, so their code stays out of what the
 * workspace loads before its composer works (issue 14 §4).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // Called once per component at module level (never during render), so each gets one stable type.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        {/* biome-ignore lint/suspicious/noExplicitAny: P is forwarded as it came */}
        <Loaded {...(props as any)} />
      </Suspense>
    );
  };
}
