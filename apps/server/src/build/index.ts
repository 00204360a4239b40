/**
 * Kiln's builder: turns a project's working tree into a static site, as `vite build` would, in a
 * fraction of its time.
 *
 *   const builder = createBuilder({ maxConcurrent: 2, timeoutMs: 60_000, nodePaths: [store],
 *     tagJsx: true, cacheDir: 'data/build-cache' });
 *   const result = await builder.build({ projectId, projectDir, outDir, mode: 'preview', kilnOrigin });
 *   // result.ok ? result.files : result.errors ({ file, line, column, message })
 *
 * `preview` builds are development builds with source maps, elements tagged for the visual editor, the preview bridge and
 * the project's packages in a shared vendor bundle; `production` builds are minified single
 * bundles with none of those. Rejects only on caller errors, a closed builder, or the time limit
 * (`BuildTimeoutError`); broken user code resolves `{ ok: false, errors }`.
 */
export { createBuilder } from './builder';
export { BuildTimeoutError } from './queue';
export type { BuildError, Builder, BuilderOptions, BuildMode, BuildRequest, BuildResult } from './types';
