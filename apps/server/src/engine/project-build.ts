import type { BuildError, Builder, BuildRequest, BuildResult } from '../build/types';
import type { DependencyStore } from './dependency-store';

export type PreparedBuild = { ok: true; extraStores: string[] } | { ok: false; errors: BuildError[] };

/**
 * The store a project's package.json needs, installed (when new) and linked. A package that cannot be
 * installed is an error on package.json naming it, like any other build error the model or the user
 * can act on.
 */
export async function prepareDependencies(
  store: DependencyStore,
  projectDir: string,
): Promise<PreparedBuild> {
  const prepared = await store.prepare(projectDir);
  if (prepared.ok) return { ok: true, extraStores: prepared.extraRoots };
  return {
    ok: false,
    errors: [{ file: 'package.json', line: null, column: null, message: prepared.message }],
  };
}

/** A build of a project's working tree with its packages in place. */
export async function buildWithDependencies(
  builder: Builder,
  store: DependencyStore,
  request: BuildRequest,
): Promise<BuildResult> {
  const started = performance.now();
  const prepared = await prepareDependencies(store, request.projectDir);
  if (!prepared.ok) return { ok: false, durationMs: performance.now() - started, errors: prepared.errors };
  return builder.build({ ...request, extraStores: prepared.extraStores });
}
