import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { linkFile, linkTree } from '../storage/link-tree';

/** Every file under `dir`, relative and sorted; `.git` and the `node_modules` link are not the project's. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !(prefix === '' && SKIPPED.has(entry.name))) return listFiles(dir, file);
      return entry.isFile() ? [file] : [];
    }),
  );
  return nested.flat().sort();
}

const SKIPPED = new Set(['.git', 'node_modules']);

/**
 * Every project starts as the same template, so every first build is the same: the first one built
 * since the server started is kept here (hard links), and later projects link it in instead of
 * building it again — the same goes for its screenshot. A copy is keyed by the project's files
 * (package.json without the project's own name) and the build's options. The folder is emptied when
 * the server starts: the builder and the installed packages may have changed since.
 */
export class TemplateBuilds {
  private cleared: Promise<void> | null = null;
  private readonly builds = new Map<string, string>();
  /** Per key, the kept screenshot's path once taken (null when taking it failed). */
  private readonly screenshots = new Map<string, Promise<string | null>>();
  /** `projectId:commit` → key, for the versions that are a template's first build. */
  private readonly versions = new Map<string, string>();

  constructor(private readonly root: string) {}

  /**
   * The key of a freshly set-up repository's first build with these options: its files (read from
   * disk, no git process), package.json without the project's name.
   */
  async keyFor(repoDir: string, options: string): Promise<string> {
    const hash = createHash('sha256').update(options);
    for (const file of await listFiles(repoDir)) {
      let content = await readFile(path.join(repoDir, file));
      if (file === 'package.json') {
        const { name: _name, ...rest } = JSON.parse(content.toString('utf8')) as Record<string, unknown>;
        content = Buffer.from(JSON.stringify(rest));
      }
      hash.update(`\0${file}\0${content.length}\0`).update(content);
    }
    return hash.digest('hex').slice(0, 32);
  }

  /** Notes that a project's version is the first build with this key (for its screenshot). */
  markVersion(key: string, projectId: string, commit: string): void {
    this.versions.set(`${projectId}:${commit}`, key);
  }

  /** Links the kept build for `key` into `outDir`; false when there is none yet. */
  async restore(key: string, outDir: string): Promise<boolean> {
    const kept = this.builds.get(key);
    if (!kept || !existsSync(kept)) return false;
    await rm(outDir, { recursive: true, force: true });
    await linkTree(kept, outDir);
    return true;
  }

  /** Keeps a first build (built just now into `outDir`) for the projects after it. */
  async remember(key: string, outDir: string): Promise<void> {
    if (this.builds.has(key)) return;
    const kept = await this.keep(outDir, key, 'build');
    if (kept) this.builds.set(key, kept);
  }

  /**
   * A version's screenshot into `file`: `take` takes it, unless the version is a template's first
   * build whose screenshot is kept (or being taken right now for another project): then it is linked.
   */
  async screenshot(
    projectId: string,
    commit: string,
    file: string,
    take: () => Promise<boolean>,
  ): Promise<boolean> {
    const id = `${projectId}:${commit}`;
    const key = this.versions.get(id);
    if (!key) return take();
    this.versions.delete(id);
    const pending = this.screenshots.get(key);
    if (pending) {
      const kept = await pending;
      if (kept && existsSync(kept)) {
        await rm(file, { force: true });
        await linkFile(kept, file);
        return true;
      }
      return take();
    }
    let taken = false;
    const keeping = take().then(async (ok) => {
      taken = ok;
      return ok ? this.keep(file, key, 'screenshot.png') : null;
    });
    // Projects created while this one is taken wait for it; a failed one lets the next one try.
    const settled = keeping.catch(() => null);
    this.screenshots.set(key, settled);
    if (!(await settled)) this.screenshots.delete(key);
    await keeping;
    return taken;
  }

  /** A deleted project's notes. */
  forgetProject(projectId: string): void {
    for (const id of this.versions.keys()) if (id.startsWith(`${projectId}:`)) this.versions.delete(id);
  }

  /** Hard-links a file or folder under root/<key>/<name>; null if another copy got there first. */
  private async keep(source: string, key: string, name: string): Promise<string | null> {
    this.cleared ??= rm(this.root, { recursive: true, force: true });
    await this.cleared;
    const target = path.join(this.root, key, name);
    const staging = `${target}.tmp-${randomBytes(6).toString('hex')}`;
    await mkdir(path.dirname(target), { recursive: true });
    if (name.endsWith('.png')) await linkFile(source, staging);
    else await linkTree(source, staging);
    try {
      await rename(staging, target);
      return target;
    } catch {
      await rm(staging, { recursive: true, force: true });
      return existsSync(target) ? target : null;
    }
  }
}
