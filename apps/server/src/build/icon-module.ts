import { type Dirent, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ICON_PACKAGE, loadBarrel, moduleImports } from './icon-imports';
import { isInsideAny } from './paths';

/**
 * lucide-react in a preview build, without a round trip per importing file: one generated module per
 * project context re-exports the icons the project's files import (from the files the package's
 * barrel names for them), and esbuild's `alias` points `lucide-react` at it, so every import of it
 * resolves natively. The icon plugin (icon-imports.ts) asked Kiln's process once per importing file
 * on every rebuild: 287 of the 293 plugin calls of a 300-file app's no-change rebuild.
 *
 * Before each build the project's source files are listed and those whose stat moved are read again,
 * so the module always holds exactly what the files import (a stat each, ~1 ms for 300 files). When a
 * file uses the package any other way (a deep import, a namespace, a name the barrel lacks, a dynamic
 * import) the project goes back to the icon plugin, which handles those per file, as before.
 */

/** Folders that hold no source a build imports, or hold other tools' files. */
const SKIPPED = new Set(['node_modules', 'dist', 'public']);
const SOURCE = /\.[cm]?[jt]sx?$/;
/** Past this many source files, the listing itself would cost what it saves: the plugin's way. */
const MAX_FILES = 5_000;

export type IconPlan =
  /** Every import is a name of the barrel: the generated module serves them (`dir` is aliased). */
  | { kind: 'module'; barrel: string; names: string[] }
  /** The icon plugin, per importing file. */
  | { kind: 'plugin' };

type Barrel = { file: string; exports: Awaited<ReturnType<typeof loadBarrel>> };

export class ProjectIcons {
  /** Each source file's stat signature and what it imports of the package (null: not by name). */
  private readonly files = new Map<string, { signature: string; names: string[] | null }>();
  private barrel: { key: string; barrel: Promise<Barrel | null> } | null = null;
  /** What the module was last written with, by folder. */
  private readonly written = new Map<string, string>();

  /** How this build takes the package: through the module when every file allows it. */
  async plan(projectDir: string, nodePaths: readonly string[], allowedRoots: readonly string[]) {
    const names = this.scan(projectDir);
    if (names === null) return { kind: 'plugin' } satisfies IconPlan;
    const barrel = await this.barrelOf(projectDir, nodePaths, allowedRoots);
    if (!barrel || !names.every((name) => barrel.exports.has(name)))
      return { kind: 'plugin' } satisfies IconPlan;
    return { kind: 'module', barrel: barrel.file, names } satisfies IconPlan;
  }

  /**
   * Writes the module into `dir` (a folder of the builder's) unless it already holds these names:
   * `index.js` for `lucide-react`, `icons.js` for `lucide-react/icons` (the same barrel).
   */
  async write(dir: string, plan: Extract<IconPlan, { kind: 'module' }>): Promise<void> {
    const barrel = await this.barrel?.barrel;
    if (!barrel || barrel.file !== plan.barrel)
      throw new Error('The icon module was planned for another barrel');
    const key = `${plan.barrel}\0${plan.names.join(',')}`;
    const index = path.join(dir, 'index.js');
    if (this.written.get(dir) === key && existsSync(index)) return;
    const lines = plan.names.map((alias) => {
      const { from, name } = barrel.exports.get(alias) as { from: string; name: string };
      const file = path.resolve(path.dirname(barrel.file), from);
      return `export { ${name} as ${alias} } from ${JSON.stringify(file)};`;
    });
    await mkdir(dir, { recursive: true });
    // Side-effect free, so esbuild drops what no file uses; no `type` or tsconfig from above applies.
    await writeFile(path.join(dir, 'package.json'), '{ "main": "index.js", "sideEffects": false }\n');
    await writeFile(path.join(dir, 'tsconfig.json'), '{}\n');
    await writeFile(path.join(dir, 'icons.js'), "export * from './index.js';\n");
    await writeFile(index, lines.length > 0 ? `${lines.join('\n')}\n` : 'export {};\n');
    this.written.set(dir, key);
  }

  /** The module's files, which a build may read besides the project and the stores. */
  static files(dir: string): string[] {
    return ['index.js', 'icons.js'].map((file) => path.join(dir, file));
  }

  /** The names the project's source files import, sorted; null when one of them needs the plugin. */
  private scan(projectDir: string): string[] | null {
    const seen = new Set<string>();
    const folders = [projectDir];
    for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
      let entries: Dirent[];
      try {
        entries = readdirSync(folder, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (!(folder === projectDir && SKIPPED.has(entry.name)) && entry.name !== 'node_modules')
            folders.push(file);
        } else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
          seen.add(file);
          if (seen.size > MAX_FILES) return null;
        }
      }
    }
    for (const file of this.files.keys()) if (!seen.has(file)) this.files.delete(file);
    const names = new Set<string>();
    for (const file of seen) {
      const used = this.importsOf(file);
      if (used === null) return null;
      for (const name of used) names.add(name);
    }
    return [...names].sort();
  }

  private importsOf(file: string): string[] | null {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return [];
    const signature = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const known = this.files.get(file);
    if (known?.signature === signature) return known.names;
    let names: string[] | null;
    try {
      names = moduleImports(readFileSync(file, 'utf8'), file);
    } catch {
      names = [];
    }
    this.files.set(file, { signature, names });
    return names;
  }

  /**
   * The barrel esbuild would bundle for `lucide-react` (its `module` entry), resolved as esbuild does
   * for the project's files: the project's own `node_modules`, then the stores. Null when it is not
   * installed there or lies outside what a build may read.
   */
  private barrelOf(projectDir: string, nodePaths: readonly string[], allowedRoots: readonly string[]) {
    const key = JSON.stringify([projectDir, nodePaths, allowedRoots]);
    if (this.barrel?.key !== key) {
      const barrel = (async (): Promise<Barrel | null> => {
        const require = createRequire(path.join(projectDir, 'package.json'));
        const manifest = require.resolve(`${ICON_PACKAGE}/package.json`, {
          paths: [projectDir, ...nodePaths],
        });
        const { module } = JSON.parse(await readFile(manifest, 'utf8')) as { module?: unknown };
        if (typeof module !== 'string') return null;
        const file = await realpath(path.resolve(path.dirname(manifest), module));
        if (!isInsideAny(file, allowedRoots)) return null;
        const exports = await loadBarrel(file);
        return exports.size > 0 ? { file, exports } : null;
      })().catch(() => null);
      this.barrel = { key, barrel };
    }
    return this.barrel.barrel;
  }
}
