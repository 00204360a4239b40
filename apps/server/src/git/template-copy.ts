import { copyFile, mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Never copied from a template or an archive into a project, nor written by anyone but Kiln. */
const NEVER_COPIED = new Set(['node_modules', 'dist', '.git', 'biome.json']);

/** Whether a template file (its template-relative path) is copied into a new project. */
export function isCopiedFromTemplate(relativePath: string): boolean {
  return !relativePath.split('/').some((segment) => NEVER_COPIED.has(segment));
}

/**
 * The template's files, less what is never copied: listed first, then one `copyFile` each, all at
 * once (`fs.cp`'s per-entry work made it take ~30 ms instead of ~4 for the template's 33 files).
 */
export async function copyTemplate(from: string, to: string): Promise<void> {
  const dirs: string[] = [];
  const files: string[] = [];
  const links: string[] = [];
  const walk = async (relative: string) => {
    dirs.push(relative);
    for (const entry of await readdir(path.join(from, relative), { withFileTypes: true })) {
      if (NEVER_COPIED.has(entry.name)) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
      else if (entry.isSymbolicLink()) links.push(child);
    }
  };
  await walk('');
  for (const dir of dirs) await mkdir(path.join(to, dir), { recursive: true });
  await Promise.all([
    ...files.map((file) => copyFile(path.join(from, file), path.join(to, file))),
    ...links.map(async (link) => symlink(await readlink(path.join(from, link)), path.join(to, link))),
  ]);
}
