import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Message, type Metafile } from 'esbuild';
import { ASSET_LOADERS } from './assets-plugin';
import { findEscapes } from './confine';
import { envDefines } from './env';
import { fromEsbuildMessages } from './errors';
import { resolvePlugin } from './resolve-plugin';
import type { BuildError } from './types';
import { VENDOR_REGISTRY, type VendorImports } from './vendor-plugin';

export type VendorBundle = {
  /** Where its files are, to be linked into each build's output. */
  dir: string;
  /** Relative to `dir` and to the output root. */
  files: string[];
  script: string;
  stylesheets: string[];
};

export type VendorResult = { ok: true; bundle: VendorBundle } | { ok: false; errors: BuildError[] };

/** Sets of packages kept built; an older one is dropped (builds already using it keep their links). */
const MAX_BUNDLES = 16;

/**
 * The packages of preview builds, bundled once per set of packages and shared by every project
 * importing the same set from the same stores — what Vite's dependency pre-bundling does for its
 * dev server. Each package's module namespace is put in a global registry the app's shims read
 * (vendor-plugin.ts). A project importing a package for the first time pays one such bundle.
 */
export function createVendorCache(options: {
  nodePaths: readonly string[];
  allowedRoots: () => Promise<string[]>;
}) {
  const bundles = new Map<string, Promise<VendorResult>>();
  let root: Promise<string> | null = null;

  async function bundle(key: string, projectDir: string, imports: VendorImports): Promise<VendorResult> {
    const specifiers = [...imports.keys()].sort();
    const entry = [
      `const registry = (globalThis.${VENDOR_REGISTRY} ??= Object.create(null));`,
      ...specifiers.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`),
      ...specifiers.map((specifier, index) => `registry[${JSON.stringify(specifier)}] = m${index};`),
    ].join('\n');
    const result = await build({
      stdin: { contents: entry, resolveDir: projectDir, sourcefile: 'kiln-vendor.js', loader: 'js' },
      absWorkingDir: projectDir,
      outdir: path.join(projectDir, '.kiln-vendor'),
      write: false,
      metafile: true,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      entryNames: `assets/vendor-[hash]`,
      assetNames: 'assets/[name]-[hash]',
      publicPath: '/',
      // Packages read only these; the project's own VITE_* values stay out, so projects share bundles.
      define: envDefines('development', {}),
      loader: ASSET_LOADERS,
      nodePaths: [...options.nodePaths],
      resolveExtensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
      conditions: ['module', 'development'],
      sourcemap: 'linked',
      logLevel: 'silent',
      plugins: [resolvePlugin(projectDir)],
    }).catch((error: { errors?: Message[] }) => error);
    if (!('metafile' in result) || !result.metafile) {
      return { ok: false, errors: fromEsbuildMessages(result.errors ?? [], projectDir) };
    }
    const escapes = findEscapes(result.metafile, projectDir, await options.allowedRoots());
    if (escapes.length > 0) return { ok: false, errors: escapes };

    root ??= mkdtemp(path.join(os.tmpdir(), 'kiln-vendor-'));
    const dir = path.join(await root, key);
    const outRoot = path.join(projectDir, '.kiln-vendor');
    const files = result.outputFiles.map((file) => ({
      path: path.relative(outRoot, file.path).split(path.sep).join('/'),
      contents: file.contents,
    }));
    await Promise.all(
      files.map(async (file) => {
        await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
        await writeFile(path.join(dir, file.path), file.contents);
      }),
    );
    return {
      ok: true,
      bundle: { dir, files: files.map((file) => file.path), ...entryAssets(result.metafile) },
    };
  }

  return {
    /** The bundle for these imports, built on first use. */
    async vendorFor(projectDir: string, imports: VendorImports): Promise<VendorResult | null> {
      if (imports.size === 0) return null;
      const key = createHash('sha256')
        .update(JSON.stringify([...imports].sort(([a], [b]) => a.localeCompare(b))))
        .digest('hex')
        .slice(0, 20);
      let result = bundles.get(key);
      if (!result) {
        result = bundle(key, projectDir, new Map(imports));
        bundles.set(key, result);
        // A failure (a broken package) is not remembered: the next build tries again.
        void result.then(
          (value) => {
            if (!value.ok) bundles.delete(key);
          },
          () => bundles.delete(key),
        );
        if (bundles.size > MAX_BUNDLES) {
          const [oldest] = bundles.keys();
          if (oldest !== undefined) {
            const evicted = bundles.get(oldest);
            bundles.delete(oldest);
            void evicted?.then(async (value) => {
              if (value.ok) await rm(value.bundle.dir, { recursive: true, force: true });
            });
          }
        }
      } else {
        // Most recently used last, so eviction drops the set unused the longest.
        bundles.delete(key);
        bundles.set(key, result);
      }
      return result;
    },
    async close(): Promise<void> {
      bundles.clear();
      if (root) await rm(await root, { recursive: true, force: true });
      root = null;
    },
  };
}

export type VendorCache = ReturnType<typeof createVendorCache>;

function entryAssets(metafile: Metafile): { script: string; stylesheets: string[] } {
  const url = (output: string) => `/${path.relative('.kiln-vendor', output).split(path.sep).join('/')}`;
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint !== undefined && output.endsWith('.js')) {
      return { script: url(output), stylesheets: info.cssBundle ? [url(info.cssBundle)] : [] };
    }
  }
  throw new Error('The vendor bundle has no entry output');
}
