import { existsSync } from 'node:fs';
import { lstat, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * The template's dependencies are installed once, with the monorepo (the template is a workspace
 * package, so npm hoists them into the root `node_modules`). A project has no install of its own: its
 * `node_modules` is a link into that store (20 ms and a few bytes instead of ~250 MB), which the
 * builder and the type checker resolve through. The link is git-ignored by the template.
 */
export class DependencyStore {
  constructor(readonly nodeModules: string) {}

  get nodePaths(): string[] {
    return [this.nodeModules];
  }

  async linkInto(projectDir: string): Promise<void> {
    const link = path.join(projectDir, 'node_modules');
    const current = await lstat(link).catch(() => null);
    if (current?.isSymbolicLink()) return;
    if (current) await rm(link, { recursive: true, force: true });
    await symlink(this.nodeModules, link, 'dir');
  }

  get isInstalled(): boolean {
    return existsSync(path.join(this.nodeModules, 'react', 'package.json'));
  }
}
