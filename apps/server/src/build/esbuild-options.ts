import path from 'node:path';
import type { BuildContext, BuildOptions, Plugin } from 'esbuild';
import { ASSET_LOADERS, assetSuffixPlugin } from './assets-plugin';
import { iconImportsPlugin } from './icon-imports';
import { resolvePlugin } from './resolve-plugin';
import { tailwindPlugin } from './tailwind';
import type { BuildMode } from './types';
import { type VendorImports, vendorPlugin } from './vendor-plugin';

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
  /** Makes the tagger plugin for the project; it comes first, as esbuild gives a file to the first plugin that loads it. */
  jsxTagger: ((projectDir: string) => Plugin) | null;
  /** Preview builds: packages go to the vendor bundle. */
  vendorPackages: boolean;
};

/** A warm context and, in preview, the packages its last build imported. */
export type ProjectContext = { context: KilnContext; vendorImports: VendorImports | null };

export type KilnBuildOptions = BuildOptions & { write: false; metafile: true };
export type KilnContext = BuildContext<KilnBuildOptions>;

export function contextOptions(input: ContextInput, vendorImports: VendorImports | null): KilnBuildOptions {
  const { projectDir, mode } = input;
  const isProduction = mode === 'production';
  const plugins = [
    ...(input.jsxTagger ? [input.jsxTagger(projectDir)] : []),
    // Before resolvePlugin: a package import becomes a vendor shim before anything else resolves it
    // (lucide's icons, one module each, before that: the vendor bundle would take them whole).
    ...(vendorImports ? [iconImportsPlugin(projectDir), vendorPlugin(projectDir, vendorImports)] : []),
    resolvePlugin(projectDir, { dedupeReact: input.nodePaths.length > 1 }),
    assetSuffixPlugin(),
    tailwindPlugin({
      projectDir,
      nodePaths: input.nodePaths,
      pluginPaths: input.pluginPaths,
      allowedRoots: input.allowedRoots,
      optimize: isProduction,
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
    loader: ASSET_LOADERS,
    nodePaths: [...input.nodePaths],
    // Vite's order; esbuild's default would also resolve `.css` without its extension.
    resolveExtensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
    conditions: ['module', isProduction ? 'production' : 'development'],
    logLevel: 'silent',
    plugins,
  };
}
