import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { git } from '../git/git';
import type { ObjectStore } from './object-store';

/** Files uploaded or downloaded at once for one folder. */
const PARALLEL_FILES = 8;

/**
 * The data dir as each process's own cache of what is kept in object storage (issue 19 §4). With S3,
 * what one process writes that others must serve (a version's build and screenshot, an upload, a
 * deploy's release, the git repository as a bundle after each commit) is pushed under its path
 * relative to the data dir; a process that lacks it locally pulls it before use. Without S3 every
 * call is a no-op: the data dir is the only copy (one process, or a shared filesystem).
 */
export class ArtifactMirror {
  private readonly pulls = new Map<string, Promise<boolean>>();

  constructor(
    private readonly dataDir: string,
    private readonly store: ObjectStore | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  get isOn(): boolean {
    return this.store !== null;
  }

  /** The object key of a path under the data dir. */
  keyOf(local: string): string {
    const relative = path.relative(this.dataDir, local);
    if (relative.startsWith('..') || path.isAbsolute(relative))
      throw new Error(`${local} is outside the data dir`);
    return relative.split(path.sep).join('/');
  }

  async pushFile(local: string): Promise<void> {
    await this.store?.putFile(this.keyOf(local), local);
  }

  /** Uploads every file under a folder (a build). */
  async pushDir(local: string): Promise<void> {
    const store = this.store;
    if (!store) return;
    const files = (await readdir(local, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    await inBatches(files, (file) => store.putFile(this.keyOf(file), file));
  }

  /** Makes sure a file is here, from storage when it is not; false when it is nowhere. */
  pullFile(local: string): Promise<boolean> {
    const store = this.store;
    if (existsSync(local) || !store) return Promise.resolve(existsSync(local));
    return this.once(local, () => store.getFile(this.keyOf(local), local));
  }

  /**
   * Makes sure a folder (a build) is here whole: downloaded aside, then renamed into place, so a
   * reader never sees half of it. False when storage has nothing under it either.
   */
  pullDir(local: string): Promise<boolean> {
    const store = this.store;
    if (existsSync(local) || !store) return Promise.resolve(existsSync(local));
    return this.once(local, async () => {
      const prefix = `${this.keyOf(local)}/`;
      const keys = await store.list(prefix);
      if (keys.length === 0) return false;
      const staging = `${local}.tmp-${randomBytes(6).toString('hex')}`;
      try {
        await inBatches(keys, (key) =>
          store.getFile(key, path.join(staging, ...key.slice(prefix.length).split('/'))),
        );
        await mkdir(path.dirname(local), { recursive: true });
        await rename(staging, local).catch((err: NodeJS.ErrnoException) => {
          // Another process on a shared disk placed it first: the same immutable files.
          if (!existsSync(local)) throw err;
        });
        return true;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    });
  }

  /** After a commit: the whole repository (every branch and version ref) as one bundle. */
  async pushRepo(repoDir: string): Promise<void> {
    if (!this.store) return;
    const bundle = `${repoDir}.bundle.tmp-${randomBytes(6).toString('hex')}`;
    try {
      await git(repoDir, ['bundle', 'create', '--quiet', bundle, '--all']);
      await this.store.putFile(`${this.keyOf(repoDir)}.bundle`, bundle);
    } finally {
      await rm(bundle, { force: true });
    }
  }

  /**
   * Before a run on a process whose copy of the repository is missing or older than `commit` (another
   * worker made the last one): the repository from its bundle, its working tree on `commit`.
   * False when there is no bundle (a project made before storage was turned on).
   */
  async pullRepo(repoDir: string, commit: string | null): Promise<boolean> {
    const store = this.store;
    if (!store) return existsSync(path.join(repoDir, '.git'));
    const hasCommit = async () =>
      existsSync(path.join(repoDir, '.git')) &&
      (commit === null ||
        (await git(repoDir, ['cat-file', '-e', `${commit}^{commit}`]).then(
          () => true,
          () => false,
        )));
    if (await hasCommit()) return true;
    return this.once(repoDir, async () => {
      const bundle = `${repoDir}.bundle.tmp-${randomBytes(6).toString('hex')}`;
      try {
        if (!(await store.getFile(`${this.keyOf(repoDir)}.bundle`, bundle))) return false;
        await mkdir(repoDir, { recursive: true });
        // As Kiln makes its repositories (git/repo-store.ts): no hooks, branch `main`.
        if (!existsSync(path.join(repoDir, '.git'))) {
          await git(repoDir, ['init', '--quiet', '--template=', '--initial-branch=main']);
        }
        await git(repoDir, ['fetch', '--quiet', '--update-head-ok', bundle, '+refs/*:refs/*']);
        const target = commit ?? 'refs/heads/main';
        await git(repoDir, ['reset', '--hard', '--quiet', target]);
        this.log.info({ repo: this.keyOf(repoDir), commit: target }, 'repository restored from storage');
        return true;
      } finally {
        await rm(bundle, { force: true });
      }
    });
  }

  /** Removes everything kept under a path (a deleted project's folders). */
  async forget(local: string): Promise<void> {
    await this.store?.deletePrefix(this.keyOf(local));
  }

  /** One pull of a path at a time in this process; later callers share it. */
  private once(local: string, pull: () => Promise<boolean>): Promise<boolean> {
    let pending = this.pulls.get(local);
    if (!pending) {
      pending = pull().finally(() => this.pulls.delete(local));
      this.pulls.set(local, pending);
    }
    return pending;
  }
}

async function inBatches<T>(items: T[], each: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_FILES) {
    await Promise.all(items.slice(i, i + PARALLEL_FILES).map(each));
  }
}
