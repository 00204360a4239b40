import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { fileType, readZipEntries, S_IFDIR, S_IFLNK } from './zip-entries';

export class UnsafeArchiveError extends Error {}

/** A relative path with forward slashes only, no `.`/`..` segment, nothing under `.git`. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  if (/^[A-Za-z]:/.test(name)) return false;
  const segments = name.replace(/\/$/, '').split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..' && s !== '.git');
}

/**
 * Unpacks `zip` into `dir`, which must not exist yet or be empty. Every entry is checked before
 * anything is written: a name escaping `dir` or a symlink entry refuses the whole archive.
 */
export async function unpackZip(zip: Uint8Array, dir: string): Promise<string[]> {
  const root = path.resolve(dir);
  const entries = readZipEntries(zip);
  for (const entry of entries) {
    if (!isSafeEntryName(entry.name))
      throw new UnsafeArchiveError(`Refusing unsafe path in archive: ${entry.name}`);
    if (fileType(entry.unixMode) === S_IFLNK)
      throw new UnsafeArchiveError(`Refusing symlink in archive: ${entry.name}`);
  }
  const existing = await readdir(root).catch(() => null);
  if (existing && existing.length > 0) throw new Error(`${dir} is not empty; choose another directory`);
  const files = unzipSync(zip);
  const modes = new Map(entries.map((e) => [e.name, e.unixMode]));
  const written: string[] = [];
  await mkdir(root, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    // Checked again against what fflate decoded, and the resolved target must stay inside root.
    const target = path.resolve(root, name);
    if (!isSafeEntryName(name) || !target.startsWith(root + path.sep)) {
      throw new UnsafeArchiveError(`Refusing unsafe path in archive: ${name}`);
    }
    const mode = modes.get(name) ?? 0;
    if (name.endsWith('/') || fileType(mode) === S_IFDIR) {
      await mkdir(target, { recursive: true });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    // `wx`: never follow or overwrite anything already there.
    await writeFile(target, data, { flag: 'wx', mode: mode & 0o111 ? 0o755 : 0o644 });
    written.push(name);
  }
  return written;
}
