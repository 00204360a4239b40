import { realpath } from 'node:fs/promises';
import path from 'node:path';

export function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return (
    relative === '' ||
    (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative))
  );
}

export function isInsideAny(file: string, dirs: readonly string[]): boolean {
  return dirs.some((dir) => isInside(file, dir));
}

/** Real paths (esbuild reports real paths), or the path itself for a folder that does not exist. */
export async function realDirs(dirs: readonly string[]): Promise<string[]> {
  return Promise.all(dirs.map((dir) => realpath(dir).catch(() => path.resolve(dir))));
}

/**
 * A path as the user and the model know it: relative to the project, with forward slashes. A file
 * in a dependency store shows from its `node_modules/` on, never as a server path.
 */
export function toProjectPath(file: string, projectDir: string): string {
  const absolute = path.resolve(projectDir, file);
  if (isInside(absolute, projectDir)) return toPosix(path.relative(projectDir, absolute));
  const parts = absolute.split(path.sep);
  const store = parts.lastIndexOf('node_modules');
  return store === -1 ? path.basename(absolute) : parts.slice(store).join('/');
}

export function toPosix(relative: string): string {
  return relative.split(path.sep).join('/');
}
