import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../paths';

export const FIXTURE_APP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/app');

/** The monorepo's own node_modules: where the template's dependencies (the dependency store) live. */
export const STORE_NODE_MODULES = path.join(REPO_ROOT, 'node_modules');

export const KILN_ORIGIN = 'http://localhost:3000';

/** A value that must never reach a bundle: it is in `.env` without the `VITE_` prefix. */
export const FIXTURE_SECRET = 'sk-fixture-secret-never-ship';

/**
 * The fixture's `.env`. Written at copy time because the repository ignores `.env*`. The comment
 * names a Tailwind class, which must not be emitted: Tailwind's scanner never reads `.env*` files.
 */
export const FIXTURE_ENV = `VITE_GREETING=Hello from the fixture
SECRET_API_KEY=${FIXTURE_SECRET}
# bg-lime-300
`;

export type TempDir = { dir: string; remove(): Promise<void> };

export async function makeTempDir(prefix = 'kiln-build-'): Promise<TempDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Copies a project (the fixture by default) to `target`, outside the monorepo, so nothing resolves
 * by walking up into the repo's node_modules. `linkNodeModules` adds a `node_modules` symlink to that
 * folder, which `vite build` needs; Kiln's builder resolves through `nodePaths` instead.
 */
export async function copyProject(
  target: string,
  { from = FIXTURE_APP_DIR, linkNodeModules }: { from?: string; linkNodeModules?: string } = {},
): Promise<string> {
  await mkdir(target, { recursive: true });
  await cp(from, target, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  if (from === FIXTURE_APP_DIR) await writeFile(path.join(target, '.env'), FIXTURE_ENV);
  if (linkNodeModules) await symlink(linkNodeModules, path.join(target, 'node_modules'), 'dir');
  return target;
}
