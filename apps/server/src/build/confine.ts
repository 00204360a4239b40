import path from 'node:path';
import type { Metafile } from 'esbuild';
import { isInsideAny, toProjectPath } from './paths';
import type { BuildError } from './types';

/**
 * Model-written code decides what a build reads: `import key from '../../../.env?raw'` would
 * otherwise bundle a server file into a public page. A build may read only the project and the
 * dependency stores; esbuild reports every file it read in the metafile, checked here before
 * anything is written.
 */

/** Namespaces whose paths are files on disk: esbuild's own and the asset plugin's. */
const FILE_NAMESPACES = ['kiln-url:', 'kiln-raw:'];

/**
 * `allowedFiles`: files of Kiln's own outside those folders (the package shims of vendor-shims.ts),
 * which only a plain import may read (not `?raw` or `?url`).
 */
export function findEscapes(
  metafile: Metafile,
  projectDir: string,
  allowed: readonly string[],
  allowedFiles: ReadonlySet<string> = new Set(),
): BuildError[] {
  const errors: BuildError[] = [];
  const confined = confinedPaths(projectDir, allowed);
  for (const [input, info] of Object.entries(metafile.inputs)) {
    for (const imported of info.imports) {
      if (imported.external || confined.has(imported.path)) continue;
      const file = inputFile(imported.path, projectDir);
      if (file === null) continue;
      if (isInsideAny(file, allowed)) {
        confined.add(imported.path);
        continue;
      }
      if (file === path.resolve(projectDir, imported.path) && allowedFiles.has(file)) continue;
      errors.push({
        file: inputFile(input, projectDir) === null ? null : toProjectPath(input, projectDir),
        line: null,
        column: null,
        message: `"${imported.original ?? imported.path}" is outside the project: a build may read only the project's files and its installed packages`,
      });
    }
  }
  return errors;
}

/**
 * Metafile paths already found inside the allowed folders, per project and folders: a rebuild
 * reports the same few hundred paths again, and resolving each costs ~10 ms at 300 files. Only
 * answers that hold whatever else changes are kept (a path's place depends on these two alone).
 */
const confinedByRoots = new Map<string, Set<string>>();
const MAX_ROOTS = 64;
const MAX_PATHS = 20_000;

function confinedPaths(projectDir: string, allowed: readonly string[]): Set<string> {
  const key = [projectDir, ...allowed].join('\0');
  let paths = confinedByRoots.get(key);
  if (!paths || paths.size > MAX_PATHS) {
    paths = new Set();
    confinedByRoots.delete(key);
    if (confinedByRoots.size >= MAX_ROOTS)
      confinedByRoots.delete(confinedByRoots.keys().next().value as string);
    confinedByRoots.set(key, paths);
  }
  return paths;
}

/** The absolute file behind a metafile path, or null for virtual modules. */
function inputFile(input: string, projectDir: string): string | null {
  const namespace = FILE_NAMESPACES.find((prefix) => input.startsWith(prefix));
  if (namespace) return input.slice(namespace.length);
  // Other namespaces (`(disabled):`, plugins' virtual modules) are not files.
  if (/^[a-z()-]+:/i.test(input)) return null;
  return path.resolve(projectDir, input);
}
