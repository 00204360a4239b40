import type { BuildEngine, BuildError, Builder, BuildRequest, BuildResult } from '../build/types';
import { ownViteBuildReason } from '../build/vite-config-scan';
import type { DependencyStore } from './dependency-store';

export type PreparedBuild =
  | { ok: true; extraStores: string[]; engine: BuildEngine }
  | { ok: false; errors: BuildError[] };

/**
 * The store a project's package.json needs, installed (when new) and linked, and the engine that
 * builds it. A package that cannot be
 * installed is an error on package.json naming it, like any other build error the model or the user
 * can act on.
 */
export async function prepareDependencies(
  store: DependencyStore,
  projectDir: string,
): Promise<PreparedBuild> {
  // A project the fast builder cannot build as Vite would is built by its own `vite build`, which
  // needs its dev packages (Vite and its plugins) too (issue 21 §3).
  const engine: BuildEngine = (await ownViteBuildReason(projectDir)) ? 'vite' : 'fast';
  const prepared = await store.prepare(projectDir, {
    devDependencies: engine === 'vite' ? 'all' : 'tooling',
  });
  if (prepared.ok) return { ok: true, extraStores: prepared.extraRoots, engine };
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
  return builder.build({ ...request, extraStores: prepared.extraStores, engine: prepared.engine });
}
