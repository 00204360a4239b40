import { type Stats, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { OnLoadArgs, OnLoadResult, OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { isInside } from './paths';
import { INTERNAL_RESOLVE } from './resolve-plugin';

/** Namespaces whose load paths are files on disk, so a file's stat says whether a result is stale. */
const FILE_NAMESPACES = new Set(['file', 'kiln-raw', 'kiln-url']);

type Signature = string | null;
type LoadEntry = {
  signature: Signature;
  result: OnLoadResult | null | undefined;
  /** The result's `watchDirs` (a glob's folders) with their mtime when loaded. */
  folders: Map<string, number | null>;
};
type ResolveEntry = { importerSignature: Signature; result: OnResolveResult | null | undefined };

/**
 * What Kiln's plugins answered in a warm context's previous builds, per file: esbuild asks every
 * plugin again for every file on each rebuild (it cannot know a plugin would answer the same), and
 * the answers cost a read, a parse or a nested `build.resolve` each. A rebuild answers from here
 * whatever cannot have changed:
 *
 * - a load is reused while its file's stat (inode, size, mtime) is the one it was read at, and no
 *   folder of its `watchDirs` (the folders an `import.meta.glob` read) gained or lost an entry;
 * - a resolution is reused while its importer's stat is unchanged (a plugin may read the importer,
 *   as the icon plugin does) and no folder it depends on gained or lost an entry (a folder's mtime
 *   moves when a file in it is added, deleted or renamed).
 *
 * Paths the caller says changed (`changedPaths`) are dropped whatever their stat says. Nothing is
 * cached that a plugin did not answer for these same arguments, so the confinement checks on the
 * metafile see exactly what an uncached build would produce. Results with errors are never kept.
 */
export class RebuildCache {
  private readonly loads = new Map<string, LoadEntry>();
  private readonly resolves = new Map<string, ResolveEntry>();
  /** Folders resolutions depended on, with their mtime when first seen (null: did not exist). */
  private readonly folders = new Map<string, number | null>();
  /** One stat per file per build. */
  private stats = new Map<string, Signature>();
  private folderMtimes = new Map<string, number | null>();
  private changed = new Set<string>();

  constructor(private readonly projectDir: string) {}

  /**
   * Called before each rebuild. `changedPaths`, relative to the project (or absolute), are paths the
   * caller knows changed since the previous build; omitting them is always correct.
   */
  async beginBuild(changedPaths?: readonly string[]): Promise<void> {
    this.stats = new Map();
    this.folderMtimes = new Map();
    this.changed = new Set((changedPaths ?? []).map((file) => path.resolve(this.projectDir, file)));
    const folders = [...this.folders];
    const now = await Promise.all(folders.map(([folder]) => mtimeOf(folder)));
    if (folders.some(([, mtime], index) => now[index] !== mtime)) this.clearResolves();
    for (const file of this.changed) this.loads.delete(file);
  }

  clear(): void {
    this.loads.clear();
    this.clearResolves();
  }

  get sizes(): { loads: number; resolves: number } {
    return { loads: this.loads.size, resolves: this.resolves.size };
  }

  /** The plugin with its `onResolve` and `onLoad` callbacks answered from this cache when they can. */
  wrap(plugin: Plugin): Plugin {
    return {
      name: plugin.name,
      setup: (build) =>
        plugin.setup({
          ...build,
          onResolve: (options, callback) => {
            const id = `${plugin.name}\0${options.filter.source}\0${options.namespace ?? ''}`;
            build.onResolve(options, (args) => this.resolve(id, args, callback));
          },
          onLoad: (options, callback) => {
            const id = `${plugin.name}\0${options.filter.source}\0${options.namespace ?? ''}`;
            build.onLoad(options, (args) => this.load(id, args, callback));
          },
        } satisfies PluginBuild),
    };
  }

  private async resolve(
    id: string,
    args: OnResolveArgs,
    callback: Parameters<PluginBuild['onResolve']>[1],
  ): Promise<OnResolveResult | null | undefined> {
    const data =
      args.pluginData === INTERNAL_RESOLVE ? 'internal' : args.pluginData === undefined ? '' : null;
    // Arguments carrying another plugin's data cannot be keyed: asked afresh.
    if (data === null) return callback(args);
    const key = [
      id,
      args.path,
      args.importer,
      args.namespace,
      args.resolveDir,
      args.kind,
      data,
      JSON.stringify(args.with),
    ].join('\0');
    const importerSignature = path.isAbsolute(args.importer) ? this.signature(args.importer) : null;
    const cached = this.resolves.get(key);
    if (cached && cached.importerSignature === importerSignature && !this.changed.has(args.importer)) {
      return cached.result;
    }
    const result = await callback(args);
    if (result?.errors?.length || result?.warnings?.length) return result;
    await this.watchFolders(args, result);
    this.resolves.set(key, { importerSignature, result });
    return result;
  }

  private async load(
    id: string,
    args: OnLoadArgs,
    callback: Parameters<PluginBuild['onLoad']>[1],
  ): Promise<OnLoadResult | null | undefined> {
    if (!FILE_NAMESPACES.has(args.namespace) || args.pluginData !== undefined) return callback(args);
    const key = [id, args.namespace, args.path, args.suffix, JSON.stringify(args.with)].join('\0');
    const signature = this.signature(args.path);
    const cached = this.loads.get(key);
    if (
      cached &&
      signature !== null &&
      cached.signature === signature &&
      !this.changed.has(args.path) &&
      [...cached.folders].every(([folder, mtime]) => this.folderMtime(folder) === mtime)
    ) {
      return cached.result;
    }
    const result = await callback(args);
    if (signature !== null && !result?.errors?.length && !result?.warnings?.length) {
      const folders = new Map((result?.watchDirs ?? []).map((folder) => [folder, this.folderMtime(folder)]));
      this.loads.set(key, { signature, result, folders });
    }
    return result;
  }

  /** The folders whose listing this resolution depended on, inside the project. */
  private async watchFolders(args: OnResolveArgs, result: OnResolveResult | null | undefined) {
    const folders = new Set<string>();
    if (args.resolveDir) folders.add(args.resolveDir);
    if (result?.path && path.isAbsolute(result.path)) folders.add(path.dirname(result.path));
    if (args.path.startsWith('/')) {
      const pathname = args.path.replace(/[?#].*$/, '');
      folders.add(path.dirname(path.join(this.projectDir, 'public', pathname)));
      folders.add(path.dirname(path.join(this.projectDir, pathname)));
    }
    if (args.path.startsWith('@/'))
      folders.add(path.dirname(path.join(this.projectDir, 'src', args.path.slice(2))));
    await Promise.all(
      [...folders]
        .filter((folder) => isInside(folder, this.projectDir) && !this.folders.has(folder))
        .map(async (folder) => void this.folders.set(folder, await mtimeOf(folder))),
    );
  }

  /** Forgets every resolution (a new context's plugins filter imports differently), keeping the loads. */
  clearResolves(): void {
    this.resolves.clear();
    this.folders.clear();
  }

  /**
   * Synchronous on purpose: a stat of a file the kernel has cached takes microseconds, while
   * `fs.promises.stat` costs ~100 µs of this process's time each (measured: 9,300 stats took 1.4 s of
   * CPU in 31 rebuilds of a 300-file app).
   */
  private signature(file: string): Signature {
    let signature = this.stats.get(file);
    if (signature === undefined) {
      signature = signatureOf(statSync(file, { throwIfNoEntry: false }));
      this.stats.set(file, signature);
    }
    return signature;
  }

  /** A folder's mtime (null: missing), once per build, synchronous for the reason above. */
  private folderMtime(folder: string): number | null {
    let mtime = this.folderMtimes.get(folder);
    if (mtime === undefined) {
      mtime = signatureOfFolder(statSync(folder, { throwIfNoEntry: false }));
      this.folderMtimes.set(folder, mtime);
    }
    return mtime;
  }
}

function signatureOfFolder(stats: Stats | undefined): number | null {
  return stats?.isDirectory() ? stats.mtimeMs : null;
}

function signatureOf(stats: Stats | undefined): Signature {
  return stats?.isFile() ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : null;
}

async function mtimeOf(folder: string): Promise<number | null> {
  try {
    return (await stat(folder)).mtimeMs;
  } catch {
    return null;
  }
}
