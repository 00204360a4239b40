import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORED_DRAFT } from './paths';

/**
 * What the server writes aside and renames into place (or removes) once whole; a crash in between
 * leaves one behind. Each pattern is one writer's: uploads (`.<name>.part`), staging folders and
 * links (`<name>.tmp-<12 hex>`: build output, template builds, the dependency store, type-check
 * seeds), screenshots (`<commit>.png.<pid>.tmp.png`), a deploy's production build in progress, and a
 * run's draft fetched from object storage (storage/paths.ts), a copy only while that run lasts.
 */
const PARTIAL_NAMES = [
  /^\..+\.part$/,
  /\.tmp-[0-9a-f]{12}$/,
  /\.\d+\.tmp\.png$/,
  /^\.production-next$/,
  STORED_DRAFT,
];

/** Folders never walked: the database's own files, installed packages, git's internals. */
const SKIPPED = new Set(['pglite', 'node_modules', '.git']);

/** Top-level folders holding a project's own tree per child: only their direct entries are looked at. */
const PROJECT_TREES = new Set(['repos', 'deploy-src']);

/**
 * With several processes on one data dir (Redis): only partial files this old are a crash's; younger
 * ones may be another live process's writes in progress (no write takes this long).
 */
export const SHARED_PARTIAL_AGE_MS = 15 * 60_000;

export function isPartialName(name: string): boolean {
  return PARTIAL_NAMES.some((pattern) => pattern.test(name));
}

/**
 * Removes the partial files and staging folders a crashed server left under the data dir. Runs at
 * boot, before anything writes; a project's working tree is never walked (a user may name a file
 * anything), only the data dir's own layout. Returns what it removed, relative to the data dir.
 */
export async function sweepPartialFiles(
  dataDir: string,
  { olderThanMs = 0 }: { olderThanMs?: number } = {},
): Promise<string[]> {
  const removed: string[] = [];
  // With other processes on the same data dir, a fresh partial file may be one of theirs in the making.
  const isStale = async (full: string) => {
    if (olderThanMs === 0) return true;
    const info = await stat(full).catch(() => null);
    return info !== null && Date.now() - info.mtimeMs > olderThanMs;
  };
  const visit = async (dir: string, relative: string, depth: number): Promise<void> => {
    const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map(async (entry) => {
        const rel = relative ? `${relative}/${entry.name}` : entry.name;
        const full = path.join(dir, entry.name);
        if (isPartialName(entry.name)) {
          if (!(await isStale(full))) return;
          await rm(full, { recursive: true, force: true });
          removed.push(rel);
          return;
        }
        if (!entry.isDirectory() || SKIPPED.has(entry.name)) return;
        const top = rel.split('/')[0] ?? '';
        if (depth >= 1 && PROJECT_TREES.has(top)) return;
        await visit(full, rel, depth + 1);
      }),
    );
  };
  await visit(dataDir, '', 0);
  return removed.sort();
}
