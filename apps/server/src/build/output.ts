import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutputFile = {
  /** Relative to the output root, with forward slashes. */
  path: string;
  contents: Uint8Array | string;
};

/**
 * Writes a build into a fresh folder next to `outDir`, then renames it into place, so readers see
 * the old build or the new one, never half of one, and a build that fails (or is stopped through
 * `signal`) never touches the old one. `public/` is copied first, so a built file of the same name
 * wins, as in Vite. Returns every file written, sorted.
 */
export async function writeOutput(
  outDir: string,
  files: readonly OutputFile[],
  publicDir: string,
  signal: AbortSignal,
  /** Files already on disk (the vendor bundle): hard-linked, not copied. */
  linked: { dir: string; files: readonly string[] } | null = null,
): Promise<string[]> {
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(outDir)}.tmp-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(staging);
    const written = new Set(await copyPublic(publicDir, staging));
    const dirs = new Set(files.map((file) => path.dirname(path.join(staging, file.path))));
    await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
    await Promise.all(files.map((file) => writeFile(path.join(staging, file.path), file.contents)));
    for (const file of files) written.add(file.path);
    if (linked) {
      await Promise.all(
        linked.files.map((file) => linkOrCopy(path.join(linked.dir, file), path.join(staging, file))),
      );
      for (const file of linked.files) written.add(file);
    }
    signal.throwIfAborted();
    await swapInto(staging, outDir);
    return [...written].sort();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  // A hard link costs nothing and stays valid after the cache drops its copy; across devices, copy.
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * A rename over a non-empty folder fails, so an existing build moves aside first; between the two
 * renames `outDir` is briefly absent. Builds are addressed by commit and written once, so in
 * practice `outDir` is new and the swap is a single atomic rename.
 */
export async function swapInto(staging: string, outDir: string): Promise<void> {
  const previous = `${staging}.previous`;
  const hadPrevious = await rename(outDir, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  try {
    await rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) await rename(previous, outDir);
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/**
 * Copies `public/` as is. Only plain files and folders: a symlink in a project (git stores them)
 * could point at any file on the server, which would then be served.
 */
async function copyPublic(publicDir: string, target: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    if (!(await lstat(publicDir)).isDirectory()) return [];
    entries = await readdir(publicDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const copied: string[] = [];
  await Promise.all(
    entries.map(async (entry) => {
      const from = path.join(publicDir, entry.name);
      const to = path.join(target, entry.name);
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        await mkdir(to);
        copied.push(...(await copyPublic(from, to, `${relative}/`)));
      } else if (entry.isFile()) {
        await copyFile(from, to);
        copied.push(relative);
      }
    }),
  );
  return copied;
}
