import type { Builder, BuildRequest, BuildResult } from '../build/types';
import type { DependencyStore } from './dependency-store';

/**
 * A build of a project's working tree with its packages in place: the store its package.json needs
 * is installed (when new) and linked first. A package that cannot be installed fails the build with
 * an error on package.json naming it, like any other build error the model or the user can act on.
 */
export async function buildWithDependencies(
  builder: Builder,
  store: DependencyStore,
  request: BuildRequest,
): Promise<BuildResult> {
  const started = performance.now();
  const prepared = await store.prepare(request.projectDir);
  if (!prepared.ok) {
    return {
      ok: false,
      durationMs: performance.now() - started,
      errors: [{ file: 'package.json', line: null, column: null, message: prepared.message }],
    };
  }
  return builder.build({ ...request, extraStores: prepared.extraRoots });
}
