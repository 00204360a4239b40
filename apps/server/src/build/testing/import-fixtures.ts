import { mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { STORE_NODE_MODULES } from './fixture';

/** `@kiln/import-fixtures`: projects as Lovable and Bolt write them, and the packages they need. */
const IMPORT_FIXTURES = path.join(REPO_ROOT, 'packages/import-fixtures');

export const IMPORT_PROJECTS_DIR = path.join(IMPORT_FIXTURES, 'projects');

/** Where npm put the packages the store's own versions cannot stand in for. */
export const IMPORT_FIXTURES_NODE_MODULES = path.join(IMPORT_FIXTURES, 'node_modules');

/** The fixtures' packages a view takes instead of the store's: the store has tailwindcss 4. */
const OVERRIDDEN = ['tailwindcss'];

/**
 * A `node_modules` like the dependency store's view of a project with added packages
 * (engine/dependency-store.ts): a link to each package of the store, the fixtures' tailwindcss 3
 * in place of the store's 4. `vite build` resolves through it as a project's link;
 * Kiln's builder too, told its real folders (`extraStores`).
 */
export async function makeNodeModulesView(view: string): Promise<{ view: string; extraStores: string[] }> {
  await mkdir(view, { recursive: true });
  for (const name of await readdir(STORE_NODE_MODULES)) {
    if (OVERRIDDEN.includes(name) || name.startsWith('.')) continue;
    await symlink(path.join(STORE_NODE_MODULES, name), path.join(view, name), 'dir');
  }
  for (const name of OVERRIDDEN) {
    await symlink(path.join(IMPORT_FIXTURES_NODE_MODULES, name), path.join(view, name), 'dir');
  }
  return { view, extraStores: [view, IMPORT_FIXTURES_NODE_MODULES] };
}
