import path from 'node:path';
import { build, type Message, type Metafile } from 'esbuild';
import { ASSET_LOADERS } from './assets-plugin';
import { findEscapes } from './confine';
import { envDefines } from './env';
import { fromEsbuildMessages } from './errors';
import type { OutputFile } from './output';
import { toPosix } from './paths';
import { resolvePlugin } from './resolve-plugin';
import type { BuildError } from './types';
import { VENDOR_REGISTRY, type VendorImports } from './vendor-plugin';

export type VendorAssets = {
  /** The module script that fills the registry. */
  script: string;
  /** CSS the packages import themselves. */
  stylesheets: string[];
};

export type BundledVendor =
  | ({ ok: true; files: OutputFile[] } & VendorAssets)
  | { ok: false; errors: BuildError[] };

const VIRTUAL_OUT_DIR = '.kiln-vendor';

/**
 * One module importing every package the project imports and putting each module namespace in
 * the registry, bundled whole (a package's unused exports stay: the app may import them next).
 */
export async function bundleVendor(input: {
  projectDir: string;
  imports: VendorImports;
  nodePaths: readonly string[];
  allowedRoots: readonly string[];
}): Promise<BundledVendor> {
  const { projectDir } = input;
  const specifiers = [...input.imports.keys()].sort();
  const entry = [
    `const registry = (globalThis.${VENDOR_REGISTRY} ??= Object.create(null));`,
    ...specifiers.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`),
    ...specifiers.map((specifier, index) => `registry[${JSON.stringify(specifier)}] = m${index};`),
  ].join('\n');

  const result = await build({
    stdin: { contents: entry, resolveDir: projectDir, sourcefile: 'kiln-vendor.js', loader: 'js' },
    absWorkingDir: projectDir,
    outdir: path.join(projectDir, VIRTUAL_OUT_DIR),
    write: false,
    metafile: true,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    entryNames: 'assets/vendor-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    // Packages read only these; the project's own VITE_* values stay out, so projects share bundles.
    define: envDefines('development', {}),
    loader: ASSET_LOADERS,
    nodePaths: [...input.nodePaths],
    resolveExtensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
    conditions: ['module', 'development'],
    // No maps: errors worth mapping are in the project's code (which has them); the packages' maps
    // would add ~9 MB and a quarter of the time to a bundle like the template's.
    sourcemap: false,
    logLevel: 'silent',
    plugins: [resolvePlugin(projectDir, { dedupeReact: input.nodePaths.length > 1 })],
  }).catch((error: { errors?: Message[] }) => error);

  if (!('metafile' in result) || !result.metafile) {
    return { ok: false, errors: fromEsbuildMessages(result.errors ?? [], projectDir) };
  }
  const escapes = findEscapes(result.metafile, projectDir, input.allowedRoots);
  if (escapes.length > 0) return { ok: false, errors: escapes };

  const outRoot = path.join(projectDir, VIRTUAL_OUT_DIR);
  const files = result.outputFiles.map((file) => ({
    path: toPosix(path.relative(outRoot, file.path)),
    contents: file.contents,
  }));
  return { ok: true, files, ...entryAssets(result.metafile) };
}

function entryAssets(metafile: Metafile): VendorAssets {
  const url = (output: string) => `/${toPosix(path.relative(VIRTUAL_OUT_DIR, output))}`;
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint !== undefined && output.endsWith('.js')) {
      return { script: url(output), stylesheets: info.cssBundle ? [url(info.cssBundle)] : [] };
    }
  }
  throw new Error('The vendor bundle has no entry output');
}
