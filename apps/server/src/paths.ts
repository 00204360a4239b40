import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module to the folder holding `marker`; works from src/ (tsx, vitest) and dist/. */
function findUp(marker: string, from: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, marker))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find ${marker} above ${from}`);
    dir = parent;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

export const SERVER_ROOT = findUp('drizzle.config.ts', here);
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
