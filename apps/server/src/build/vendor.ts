import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { compress, MIN_COMPRESSIBLE_BYTES } from '../http/compression';
import type { OutputFile } from './output';
import type { BuildError } from './types';
import { bundleVendor } from './vendor-bundle';
import type { VendorImports } from './vendor-plugin';

export type VendorBundle = {
  /** Where its files are, to be linked into each build's output. */
  dir: string;
  /** Relative to `dir` and to the output root. */
  files: string[];
  script: string;
  stylesheets: string[];
};

export type VendorResult = { ok: true; bundle: VendorBundle } | { ok: false; errors: BuildError[] };

export type VendorCache = {
  /**
   * The bundle for these imports, built on first use; null when the project imports no package.
   * `extraRoots`: stores of packages added to the project, which the bundle may read besides the shared ones.
   */
  vendorFor(
    projectDir: string,
    imports: VendorImports,
    extraRoots?: readonly string[],
  ): Promise<VendorResult | null>;
  close(): Promise<void>;
};

/** Sets of packages kept; older ones are deleted (builds already using them keep their hard links). */
const MAX_BUNDLES = 16;
/**
 * A set is deleted only once unused this long: a build that was just handed it may still be linking
 * its files, and another builder sharing the cache folder (a second server on the same data dir)
 * may be using it. Each use refreshes the folder's mtime.
 */
const GRACE_MS = 10 * 60_000;
const MANIFEST = 'manifest.json';
const ManifestSchema = z.object({
  files: z.array(z.string()),
  script: z.string(),
  stylesheets: z.array(z.string()),
});

/**
 * The packages of preview builds, bundled once per set of packages and shared by every project
 * importing the same set from the same stores — what Vite's dependency pre-bundling does for its
 * dev server (see vendor-plugin.ts for the app side). A set is built the first time a project
 * imports it; with `cacheDir`, bundles also outlive the process.
 */
export function createVendorCache(options: {
  nodePaths: readonly string[];
  allowedRoots: () => Promise<string[]>;
  cacheDir?: string;
}): VendorCache {
  const bundles = new Map<string, Promise<VendorResult>>();
  // Made on first use: a builder that never bundles packages leaves nothing behind.
  let root: Promise<string> | null = null;
  const rootDir = () => {
    root ??= options.cacheDir
      ? mkdir(options.cacheDir, { recursive: true }).then(() => prune(options.cacheDir as string))
      : mkdtemp(path.join(os.tmpdir(), 'kiln-vendor-'));
    return root;
  };
  // npm rewrites node_modules/.package-lock.json on every install: a bundle from an older store is stale.
  const storeStamp = Promise.all(
    options.nodePaths.map((dir) =>
      stat(path.join(dir, '.package-lock.json')).then(
        (info) => `${dir}@${info.mtimeMs}`,
        () => dir,
      ),
    ),
  );

  async function load(
    key: string,
    projectDir: string,
    imports: VendorImports,
    extraRoots: readonly string[],
  ): Promise<VendorResult> {
    const dir = path.join(await rootDir(), key);
    const cached = await readManifest(dir);
    if (cached) {
      await touch(dir);
      return { ok: true, bundle: { dir, ...cached } };
    }

    const bundled = await bundleVendor({
      projectDir,
      imports,
      nodePaths: options.nodePaths,
      allowedRoots: [...(await options.allowedRoots()), ...extraRoots],
    });
    if (!bundled.ok) return bundled;
    // Written aside and renamed in, so a half-written bundle is never taken for a whole one.
    const staging = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
    for (const file of bundled.files) {
      await mkdir(path.dirname(path.join(staging, file.path)), { recursive: true });
      await writeFile(path.join(staging, file.path), file.contents);
    }
    const compressed = await precompress(staging, bundled.files);
    const manifest = {
      files: [...bundled.files.map((file) => file.path), ...compressed],
      script: bundled.script,
      stylesheets: bundled.stylesheets,
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
    // Another build may have written this set meanwhile: theirs is as good, but its file names can
    // differ from ours (hashes), so answer with the manifest of what is actually on disk.
    const isOurs = await rename(staging, dir).then(
      () => true,
      () => false,
    );
    if (isOurs) return { ok: true, bundle: { dir, ...manifest } };
    await rm(staging, { recursive: true, force: true });
    const theirs = await readManifest(dir);
    return theirs ? { ok: true, bundle: { dir, ...theirs } } : { ok: true, bundle: { dir, ...manifest } };
  }

  function remember(key: string, result: Promise<VendorResult>): void {
    bundles.set(key, result);
    // A failure (a broken package) is not remembered: the next build tries again.
    result.then(
      (value) => {
        if (!value.ok) bundles.delete(key);
      },
      () => bundles.delete(key),
    );
    if (bundles.size <= MAX_BUNDLES) return;
    const [oldest] = bundles;
    if (!oldest) return;
    bundles.delete(oldest[0]);
    oldest[1].then(
      (value) => {
        if (value.ok) setTimeout(() => void removeIfUnused(value.bundle.dir), GRACE_MS).unref();
      },
      () => undefined,
    );
  }

  return {
    async vendorFor(projectDir, imports, extraRoots = []) {
      if (imports.size === 0) return null;
      const key = createHash('sha256')
        .update(JSON.stringify([await storeStamp, [...imports].sort(([a], [b]) => a.localeCompare(b))]))
        .digest('hex')
        .slice(0, 24);
      const known = bundles.get(key);
      if (known) {
        void known.then((value) => (value.ok ? touch(value.bundle.dir) : undefined));
        // Most recently used last, so eviction drops the set unused the longest.
        bundles.delete(key);
        bundles.set(key, known);
        return known;
      }
      const result = load(key, projectDir, new Map(imports), extraRoots);
      remember(key, result);
      return result;
    },
    async close() {
      bundles.clear();
      if (root && !options.cacheDir) await rm(await root, { recursive: true, force: true });
      root = null;
    },
  };
}

/** Text the site server sends compressed: JS and CSS, the bulk of a bundle. */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes `.br` and `.gz` siblings of the bundle's text files, linked into each build with it: a
 * preview is the bundle's biggest reader, and compressing it here happens once per set of packages
 * instead of once per build (docs/decisions.md, "Compression"). Brotli at 9, not 11: on the
 * template's 2.5 MB bundle 11 takes ~10 s for 10% fewer bytes, 9 takes ~1 s. Returns their paths.
 */
async function precompress(dir: string, files: readonly OutputFile[]): Promise<string[]> {
  const written = await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file.path) && file.contents.length >= MIN_COMPRESSIBLE_BYTES)
      .map(async (file) => {
        const bytes = Buffer.from(file.contents);
        const [br, gz] = await Promise.all([
          compress(bytes, 'br', 'balanced'),
          compress(bytes, 'gzip', 'balanced'),
        ]);
        await Promise.all([
          writeFile(path.join(dir, `${file.path}.br`), br),
          writeFile(path.join(dir, `${file.path}.gz`), gz),
        ]);
        return [`${file.path}.br`, `${file.path}.gz`];
      }),
  );
  return written.flat();
}

async function readManifest(dir: string): Promise<z.infer<typeof ManifestSchema> | null> {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function touch(dir: string): Promise<void> {
  const now = new Date();
  await utimes(dir, now, now).catch(() => undefined);
}

/** Deletes a set nobody used during the grace period. */
async function removeIfUnused(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => null);
  if (info && Date.now() - info.mtimeMs >= GRACE_MS) await rm(dir, { recursive: true, force: true });
}

/**
 * Drops what earlier processes left: unfinished bundles, and all but the newest sets — except what
 * was used during the grace period, which another server on the same data dir may be using.
 */
async function prune(cacheDir: string): Promise<string> {
  const entries = await readdir(cacheDir, { withFileTypes: true });
  const dirs = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => ({
        name: entry.name,
        mtime: (await stat(path.join(cacheDir, entry.name))).mtimeMs,
      })),
  );
  dirs.sort((a, b) => b.mtime - a.mtime);
  const now = Date.now();
  const stale = dirs.filter(
    (dir, index) => now - dir.mtime >= GRACE_MS && (dir.name.includes('.tmp-') || index >= MAX_BUNDLES),
  );
  await Promise.all(stale.map((dir) => rm(path.join(cacheDir, dir.name), { recursive: true, force: true })));
  return cacheDir;
}
