import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { BuildFailure, Metafile } from 'esbuild';
import { findEscapes } from './confine';
import { envDefines, loadProjectEnv, type ViteMode } from './env';
import { fromEsbuildMessages } from './errors';
import { type ContextInput, type KilnContext, type ProjectContext, VIRTUAL_OUT_DIR } from './esbuild-options';
import { type HtmlEntry, readIndexHtml, renderIndexHtml } from './html';
import { type OutputFile, writeOutput } from './output';
import { realDirs, toPosix } from './paths';
import type { BuildError, BuildRequest, BuildResult } from './types';
import type { VendorBundle, VendorCache } from './vendor';

/** What one build needs from the builder that runs it. */
export type BuildServices = {
  /** Real paths of the dependency stores. */
  storeRoots(): Promise<string[]>;
  nodePaths: readonly string[];
  pluginPaths: readonly string[];
  jsxTagger: ContextInput['jsxTagger'];
  /** The project's warm esbuild context for these options (created or replaced as needed). */
  contextFor(request: BuildRequest, input: ContextInput, signal: AbortSignal): Promise<ProjectContext>;
  bridgeScript(kilnOrigin: string): Promise<string>;
  vendor: VendorCache;
};

/** One build: index.html → esbuild (+ Tailwind) → checks → index.html rewritten → output swapped in. */
export async function runBuild(
  request: BuildRequest,
  services: BuildServices,
  signal: AbortSignal,
): Promise<BuildResult> {
  const started = performance.now();
  const failed = (errors: BuildError[]): BuildResult => ({
    ok: false,
    durationMs: performance.now() - started,
    errors,
  });

  // esbuild reports real paths; so must everything they are compared with.
  const projectDir = await realpath(request.projectDir);
  const index = await readIndexHtml(projectDir);
  if (!index.ok) return failed(index.errors);

  const viteMode: ViteMode = request.mode === 'production' ? 'production' : 'development';
  const env = await loadProjectEnv(projectDir, viteMode, request.env);
  const extraRoots = await realDirs(request.extraStores ?? []);
  const allowedRoots = [projectDir, ...(await services.storeRoots()), ...extraRoots];
  const input: ContextInput = {
    projectDir,
    entries: [...new Set(index.page.entries.map((entry) => entry.file))],
    mode: request.mode,
    defines: envDefines(viteMode, env),
    nodePaths: services.nodePaths,
    pluginPaths: services.pluginPaths,
    allowedRoots,
    jsxTagger: request.mode === 'preview' ? services.jsxTagger : null,
    vendorPackages: request.mode === 'preview',
  };
  const { context, cache, vendorImports } = await services.contextFor(request, input, signal);
  await cache.beginBuild(request.changedPaths);

  let result: Awaited<ReturnType<KilnContext['rebuild']>>;
  try {
    result = await context.rebuild();
  } catch (error) {
    if (isBuildFailure(error)) return failed(fromEsbuildMessages(error.errors, projectDir));
    throw error;
  }
  signal.throwIfAborted();
  const { metafile } = result;
  const escapes = findEscapes(metafile, projectDir, allowedRoots);
  if (escapes.length > 0) return failed(escapes);
  let vendor: VendorBundle | null = null;
  if (vendorImports) {
    const vendored = await services.vendor.vendorFor(projectDir, vendorImports, extraRoots);
    if (vendored && !vendored.ok) return failed(vendored.errors);
    vendor = vendored?.bundle ?? null;
    signal.throwIfAborted();
  }

  const outRoot = path.join(projectDir, VIRTUAL_OUT_DIR);
  const files: OutputFile[] = result.outputFiles.map((file) => ({
    path: toPosix(path.relative(outRoot, file.path)),
    contents: file.contents,
  }));
  const headScript =
    request.kilnOrigin && request.mode === 'preview' ? await services.bridgeScript(request.kilnOrigin) : null;
  const assets = htmlAssets(metafile, projectDir, index.page.entries);
  const html = renderIndexHtml(index.page, {
    ...assets,
    stylesheets: [...(vendor?.stylesheets ?? []), ...assets.stylesheets],
    headScript,
    moduleBeforeEntries: vendor?.script ?? null,
  });
  files.push({ path: 'index.html', contents: html });

  signal.throwIfAborted();
  const written = await writeOutput(request.outDir, files, path.join(projectDir, 'public'), signal, vendor);
  return { ok: true, outDir: request.outDir, durationMs: performance.now() - started, files: written };
}

/** The built URL of each entry, the CSS its imports produced, and the chunks it statically imports. */
function htmlAssets(metafile: Metafile, projectDir: string, entries: readonly HtmlEntry[]) {
  const url = (output: string) => `/${toPosix(path.relative(VIRTUAL_OUT_DIR, output))}`;
  const byEntry = new Map<string, string>();
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint && !output.endsWith('.map'))
      byEntry.set(path.resolve(projectDir, info.entryPoint), output);
  }

  const entryUrls = new Map<HtmlEntry, string>();
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const visit = (output: string) => {
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || preloads.has(url(imported.path)))
        continue;
      preloads.add(url(imported.path));
      visit(imported.path);
    }
  };
  for (const entry of entries) {
    const output = byEntry.get(entry.file);
    if (!output) continue;
    entryUrls.set(entry, url(output));
    const cssBundle = metafile.outputs[output]?.cssBundle;
    if (cssBundle) stylesheets.add(url(cssBundle));
    visit(output);
  }
  return { entryUrls, stylesheets: [...stylesheets], modulePreloads: [...preloads] };
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}
