import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies a folder by hard-linking its files (a copy where linking is impossible, e.g. across
 * devices). Builds and screenshots are immutable once written, so sharing their inodes is safe.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) return linkTree(source, target);
      if (entry.isFile()) await linkFile(source, target);
      // Anything else (a symlink) is never part of a build output and is not carried over.
    }),
  );
}

/** One file hard-linked (or copied across devices) to `to`, its folder made. */
export async function linkFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}
