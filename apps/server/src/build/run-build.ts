import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { BuildFailure, Metafile } from 'esbuild';
import { findEscapes } from './confine';
import { envDefines, loadProjectEnv, type ViteMode } from './env';
import { fromEsbuildMessages } from './errors';
import { type ContextInput, type KilnContext, type ProjectContext, VIRTUAL_OUT_DIR } from './esbuild-options';
import { type HtmlEntry, readIndexHtml, renderIndexHtml } from './html';
import { ICON_PACKAGE } from './icon-imports';
import { ProjectIcons } from './icon-module';
import { type OutputFile, writeOutput } from './output';
import { realDirs, toPosix } from './paths';
import type { BuildError, BuildRequest, BuildResult } from './types';
import type { VendorBundle, VendorCache } from './vendor';
import { type BuiltPackages, builtPackages } from './vendor-shims';

/** What one build needs from the builder that runs it. */
export type BuildServices = {
  /** Real paths of the dependency stores. */
  storeRoots(): Promise<string[]>;
  nodePaths: readonly string[];
  pluginPaths: readonly string[];
  /** Where Kiln's JSX dev runtime is (preview builds tag elements with it); null: untagged. */
  jsxRuntimeDir: (() => Promise<string>) | null;
  previewPlugin: ContextInput['plugin'];
  /**
   * The project's warm esbuild context for these options (created or replaced as needed).
   * `refused`: packages an alias mishandled, never aliased again for this project; the context
   * returned then has no aliases at all (every package goes through the vendor plugin).
   */
  contextFor(
    request: BuildRequest,
    input: ContextInput,
    signal: AbortSignal,
    options?: { refused?: readonly string[] },
  ): Promise<ProjectContext>;
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
  const jsxRuntimeDir =
    request.mode === 'preview' && services.jsxRuntimeDir ? await services.jsxRuntimeDir() : null;
  const allowedRoots = [
    projectDir,
    ...(await services.storeRoots()),
    ...extraRoots,
    ...(jsxRuntimeDir ? [jsxRuntimeDir] : []),
  ];
  const input: ContextInput = {
    projectDir,
    entries: [...new Set(index.page.entries.map((entry) => entry.file))],
    mode: request.mode,
    defines: envDefines(viteMode, env),
    nodePaths: services.nodePaths,
    pluginPaths: services.pluginPaths,
    allowedRoots,
    jsxRuntimeDir,
    plugin: request.mode === 'preview' ? services.previewPlugin : null,
    vendorPackages: request.mode === 'preview',
  };
  const checks = { projectDir, allowedRoots, changedPaths: request.changedPaths };
  let project = await services.contextFor(request, input, signal);
  let built = await compile(project, checks, signal);
  if (built.kind === 'misaliased') {
    // An alias served an import the vendor plugin would have served otherwise (a dynamic
    // `import()`, a package's own import, import attributes, `?raw`): built again the plugin's way.
    project = await services.contextFor(request, input, signal, { refused: built.specifiers });
    built = await compile(project, checks, signal);
  }
  if (built.kind === 'misaliased') throw new Error('A context without package aliases misused one');
  if (built.kind === 'failed') return failed(built.errors);
  const { result, packages } = built;
  const { metafile } = result;
  let vendor: VendorBundle | null = null;
  if (packages) {
    project.packages = packages;
    const vendored = await services.vendor.vendorFor(projectDir, packages.imports, extraRoots);
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

type Compiled =
  | { kind: 'built'; result: Awaited<ReturnType<KilnContext['rebuild']>>; packages: BuiltPackages | null }
  | { kind: 'failed'; errors: BuildError[] }
  /** An alias served an import unlike the vendor plugin would: `specifiers` are those packages. */
  | { kind: 'misaliased'; specifiers: string[] };

/** esbuild's part of a build, checked for files outside the project, and the packages it imported. */
async function compile(
  { context, cache, vendorImports, shims, iconDir }: ProjectContext,
  {
    projectDir,
    allowedRoots,
    changedPaths,
  }: { projectDir: string; allowedRoots: readonly string[]; changedPaths: readonly string[] | undefined },
  signal: AbortSignal,
): Promise<Compiled> {
  await shims?.ensureWritten();
  await cache.beginBuild(changedPaths);
  let result: Awaited<ReturnType<KilnContext['rebuild']>>;
  try {
    result = await context.rebuild();
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    // An error inside a shim (`import x from 'pkg' with { type: 'json' }`) is the alias's doing.
    const inShims = new Set(
      error.errors.flatMap(({ location }) => {
        const shim = location ? shims?.packageOf(path.resolve(projectDir, location.file)) : null;
        return shim ? [shim.specifier] : [];
      }),
    );
    if (inShims.size > 0) return { kind: 'misaliased', specifiers: [...inShims].sort() };
    // An import the generated icon module cannot serve (a package bundled with the app importing an
    // icon no project file does): lucide-react goes back to the icon plugin.
    if (iconDir && error.errors.some(({ text }) => mentions(text, iconDir, projectDir)))
      return { kind: 'misaliased', specifiers: [ICON_PACKAGE] };
    return { kind: 'failed', errors: fromEsbuildMessages(error.errors, projectDir) };
  }
  signal.throwIfAborted();
  const packages = vendorImports ? builtPackages(result.metafile, projectDir, vendorImports, shims) : null;
  if (packages && packages.misused.length > 0) return { kind: 'misaliased', specifiers: packages.misused };
  const ownFiles = iconDir
    ? new Set([...(shims?.files ?? []), ...ProjectIcons.files(iconDir)])
    : shims?.files;
  const escapes = findEscapes(result.metafile, projectDir, allowedRoots, ownFiles);
  if (escapes.length > 0) return { kind: 'failed', errors: escapes };
  return { kind: 'built', result, packages };
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

/** Whether an esbuild message names a file of `dir` (esbuild writes paths relative to the project). */
function mentions(text: string, dir: string, projectDir: string): boolean {
  return text.includes(dir) || text.includes(toPosix(path.relative(projectDir, dir)));
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}
