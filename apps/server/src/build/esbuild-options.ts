import path from 'node:path';
import { JSX_RUNTIME_SOURCE } from '@kiln/jsx-tagger';
import type { BuildContext, BuildOptions, Plugin } from 'esbuild';
import { ASSET_LOADERS, assetSuffixPlugin } from './assets-plugin';
import { globPlugin } from './glob-plugin';
import { ICON_PACKAGE, iconImportsPlugin } from './icon-imports';
import { ProjectPostcss } from './postcss';
import type { RebuildCache } from './rebuild-cache';
import { resolvePlugin } from './resolve-plugin';
import { tailwindPlugin } from './tailwind';
import type { BuildMode } from './types';
import { type VendorImports, vendorPlugin } from './vendor-plugin';
import type { BuiltPackages, PackageShims } from './vendor-shims';

/** Where esbuild believes it writes; nothing is written there (`write: false`). */
export const VIRTUAL_OUT_DIR = '.kiln-out';

export type ContextInput = {
  projectDir: string;
  /** Absolute paths of index.html's entries. */
  entries: string[];
  mode: BuildMode;
  defines: Record<string, string>;
  nodePaths: readonly string[];
  pluginPaths: readonly string[];
  allowedRoots: readonly string[];
  /** Kiln's JSX dev runtime (`@kiln/jsx-tagger`), imported instead of React's; null: React's. */
  jsxRuntimeDir: string | null;
  /** Makes a plugin for the project that comes first (esbuild gives a file to the first that loads it). */
  plugin: ((projectDir: string) => Plugin) | null;
  /** Preview builds: packages go to the vendor bundle. */
  vendorPackages: boolean;
};

/**
 * A warm context, what its plugins answered in earlier builds, and, in preview, the packages its
 * builds import: those the vendor plugin made shims of in the last build, the shims it was created
 * with (known packages esbuild resolves itself), and what its last successful build imported.
 */
export type ProjectContext = {
  context: KilnContext;
  cache: RebuildCache;
  vendorImports: VendorImports | null;
  shims: PackageShims | null;
  packages: BuiltPackages | null;
  /** The generated lucide-react module's folder (icon-module.ts), aliased; null: the icon plugin. */
  iconDir: string | null;
};

/** What the generated icon module answers: the package and its `./icons` export (the same barrel). */
const ICON_MODULE_SPECIFIERS = [ICON_PACKAGE, `${ICON_PACKAGE}/icons`];

export type KilnBuildOptions = BuildOptions & { write: false; metafile: true };
export type KilnContext = BuildContext<KilnBuildOptions>;

export function contextOptions(
  input: ContextInput,
  vendorImports: VendorImports | null,
  cache: RebuildCache | null,
  shims: PackageShims | null = null,
  iconDir: string | null = null,
): KilnBuildOptions {
  const { projectDir, mode } = input;
  const isProduction = mode === 'production';
  const cached = (plugin: Plugin) => (cache ? cache.wrap(plugin) : plugin);
  const plugins = [
    ...(input.plugin ? [input.plugin(projectDir)] : []),
    // Before resolvePlugin: a package import becomes a vendor shim before anything else resolves it
    // (lucide's icons, one module each, before that: the vendor bundle would take them whole),
    // unless esbuild resolves lucide-react itself, to the generated module (icon-module.ts).
    ...(vendorImports && !iconDir ? [cached(iconImportsPlugin(projectDir))] : []),
    ...(vendorImports
      ? [cached(vendorPlugin(projectDir, vendorImports, shims, iconDir ? ICON_MODULE_SPECIFIERS : []))]
      : []),
    cached(resolvePlugin(projectDir, { dedupeReact: input.nodePaths.length > 1 })),
    cached(assetSuffixPlugin()),
    cached(globPlugin(projectDir)),
    // Not cached: a stylesheet's output depends on the class names in every file. It keeps its own
    // compiler warm instead.
    tailwindPlugin({
      projectDir,
      nodePaths: input.nodePaths,
      pluginPaths: input.pluginPaths,
      allowedRoots: input.allowedRoots,
      optimize: isProduction,
      postcss: new ProjectPostcss({
        projectDir,
        pluginPaths: input.pluginPaths,
        allowedRoots: input.allowedRoots,
        env: isProduction ? 'production' : 'development',
      }),
    }),
  ];
  return {
    absWorkingDir: projectDir,
    entryPoints: input.entries,
    outdir: path.join(projectDir, VIRTUAL_OUT_DIR),
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    // Vite's names (hashed, under assets/) and base (`/`): previews and sites are served at a root.
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    jsx: 'automatic',
    // Preview builds are development builds: React's dev runtime names components in its errors.
    jsxDev: !isProduction,
    minify: isProduction,
    sourcemap: isProduction ? false : 'linked',
    define: input.defines,
    // Vite's `@/` → `src/`, resolved by esbuild itself: a plugin's onResolve would cost a round
    // trip to Kiln's process per import on every rebuild.
    // Known packages too (preview): their shims are files, so no plugin is asked for them.
    alias: {
      '@': path.join(projectDir, 'src'),
      ...shims?.alias,
      ...(iconDir ? { [ICON_PACKAGE]: iconDir } : {}),
      ...(input.jsxRuntimeDir ? { [JSX_RUNTIME_SOURCE]: input.jsxRuntimeDir } : {}),
    },
    // Elements are tagged for the visual editor as they render, from the positions `jsxDev` passes.
    ...(input.jsxRuntimeDir ? { jsxImportSource: JSX_RUNTIME_SOURCE } : {}),
    loader: ASSET_LOADERS,
    nodePaths: [...input.nodePaths],
    // Vite's order; esbuild's default would also resolve `.css` without its extension.
    resolveExtensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
    conditions: ['module', isProduction ? 'production' : 'development'],
    logLevel: 'silent',
    plugins,
  };
}
