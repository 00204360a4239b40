import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { git } from '../git/git';
import { RepoStore } from '../git/repo-store';
import { type ObjectStore, S3ObjectStore, type S3Settings } from './object-store';

/** In a repository's `.git`: the tag of the bundle in storage this copy matches. */
const BUNDLE_MARKER = 'kiln-bundle';

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
    readonly dataDir: string,
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

  /**
   * Uploads every file under a folder (a build), kept as if it were at `as` (a draft is stored
   * under a name of its own per build, pipeline/preview-draft.ts).
   */
  async pushDir(local: string, as = local): Promise<void> {
    const store = this.store;
    if (!store) return;
    const files = (await readdir(local, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    await inBatches(files, (file) =>
      store.putFile(this.keyOf(path.join(as, path.relative(local, file))), file),
    );
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
        await inBatches(keys, (key) => store.getFile(key, path.join(staging, ...safeSegments(key, prefix))));
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
      const tag = await this.store.putFile(`${this.keyOf(repoDir)}.bundle`, bundle);
      await writeFile(path.join(repoDir, '.git', BUNDLE_MARKER), tag);
    } finally {
      await rm(bundle, { force: true });
    }
  }

  /**
   * Before git work on a repository another process may have committed to since (the last bundle in
   * storage is not the one this copy has): its refs from that bundle, the working tree on its branch.
   * Only ever when no run of this process is writing the tree: one run per project, everywhere.
   */
  async syncRepo(repoDir: string): Promise<void> {
    const store = this.store;
    if (!store) return;
    const key = `${this.keyOf(repoDir)}.bundle`;
    const marker = path.join(repoDir, '.git', BUNDLE_MARKER);
    const stored = await store.head(key);
    if (stored === null) return;
    if ((await readFile(marker, 'utf8').catch(() => '')) === stored) return;
    await this.once(repoDir, async () => {
      const bundle = `${repoDir}.bundle.tmp-${randomBytes(6).toString('hex')}`;
      try {
        if (!(await store.getFile(key, bundle))) return false;
        await mkdir(repoDir, { recursive: true });
        // As Kiln makes its repositories (git/repo-store.ts): no hooks, branch `main`.
        if (!existsSync(path.join(repoDir, '.git'))) {
          await git(repoDir, ['init', '--quiet', '--template=', '--initial-branch=main']);
        }
        await git(repoDir, ['fetch', '--quiet', '--update-head-ok', bundle, '+refs/*:refs/*']);
        await git(repoDir, ['reset', '--hard', '--quiet', 'refs/heads/main']);
        await git(repoDir, ['clean', '-fdq', '-e', 'node_modules']);
        await writeFile(marker, stored);
        this.log.info({ repo: this.keyOf(repoDir) }, 'repository brought up to date from storage');
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

/** A stored key's path under its folder; a key that would climb out of it is refused. */
function safeSegments(key: string, prefix: string): string[] {
  const segments = key.slice(prefix.length).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`refused an unsafe key in storage: ${key}`);
  }
  return segments;
}

async function inBatches<T>(items: T[], each: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_FILES) {
    await Promise.all(items.slice(i, i + PARALLEL_FILES).map(each));
  }
}

/**
 * The data dir's mirror and the repositories kept through it: on S3 when `S3_BUCKET` is set
 * (env-scale.ts), else the data dir alone.
 */
export function openStorage(
  dataDir: string,
  s3: S3Settings | undefined,
  log: FastifyBaseLogger,
): { mirror: ArtifactMirror; repos: RepoStore; close(): void } {
  const store = s3 ? new S3ObjectStore(s3) : null;
  const mirror = new ArtifactMirror(dataDir, store, log);
  const repos = new RepoStore(path.join(dataDir, 'repos'), store ? mirror : undefined);
  return { mirror, repos, close: () => store?.close() };
}
