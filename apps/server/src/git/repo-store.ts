import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CommitInfo,
  commitAllIn,
  type PreparedCommit,
  prepareCommitIn,
  VERSION_REF_PREFIX,
} from './commits';
import { clearStaleIndexLock, GitError, git, readObjects } from './git';
import { KeyedMutex } from './keyed-mutex';
import { syncTemplate } from './template-copy';

export type { CommitInfo, PreparedCommit };

export interface ChangedFile {
  path: string;
  oldContent: string;
  newContent: string;
}

/**
 * Each project is a real git repository under `root/<projectId>`. All git work on one repository is
 * serialised (a second commit waits for the first), and a lock left by a dead process is cleared.
 */
/** Object storage for repositories (storage/artifact-mirror.ts): absent, one process's disk is the copy. */
export interface RepoMirror {
  /** This copy made current with the last bundle in storage, when another process pushed since. */
  syncRepo(dir: string): Promise<void>;
  /** After a ref moved here: the repository as the bundle every process syncs from. */
  pushRepo(dir: string): Promise<void>;
}

export class RepoStore {
  private readonly mutex = new KeyedMutex();

  constructor(
    readonly root: string,
    private readonly mirror?: RepoMirror,
  ) {}

  dir(projectId: string): string {
    return path.join(this.root, projectId);
  }

  exists(projectId: string): boolean {
    return existsSync(path.join(this.dir(projectId), '.git'));
  }

  /** Runs `task` in this project's turn. */
  run<T>(projectId: string, task: (dir: string) => Promise<T>): Promise<T> {
    return this.mutex.run(projectId, async () => {
      const dir = this.dir(projectId);
      await this.mirror?.syncRepo(dir);
      if (existsSync(path.join(dir, '.git'))) await clearStaleIndexLock(dir);
      return task(dir);
    });
  }

  /** `run`, then (with object storage) the repository pushed, for tasks that move a ref. */
  private change<T>(projectId: string, task: (dir: string) => Promise<T>): Promise<T> {
    return this.run(projectId, async (dir) => {
      const result = await task(dir);
      if (result !== null && result !== false) await this.mirror?.pushRepo(dir);
      return result;
    });
  }

  /** Brings this process's copy up to date with storage (a worker, before a run writes the tree). */
  sync(projectId: string): Promise<void> {
    return this.run(projectId, async () => {});
  }

  /** A new repository from the template with one commit; the package is named after the project. */
  createFromTemplate(projectId: string, templateDir: string, packageName: string): Promise<CommitInfo> {
    return this.change(projectId, async (dir) => {
      await syncTemplate(templateDir, dir);
      const pkgFile = path.join(dir, 'package.json');
      if (existsSync(pkgFile)) {
        const pkg = JSON.parse(await readFile(pkgFile, 'utf8')) as Record<string, unknown>;
        pkg.name = packageName;
        await writeFile(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
      }
      return commitAllIn(dir, 'Initial commit from template', { init: true }) as Promise<CommitInfo>;
    });
  }

  /**
   * A new repository filled by `task` (an import: files unpacked, or a history fetched), in the
   * project's turn; with object storage it is pushed once the task is done.
   */
  populate<T>(projectId: string, task: (dir: string) => Promise<T>): Promise<T> {
    return this.change(projectId, async (dir) => {
      await mkdir(dir, { recursive: true });
      return task(dir);
    });
  }

  /** Keeps a commit reachable as a version, whatever the branch does later. */
  keepVersion(projectId: string, hash: string): Promise<void> {
    return this.change(projectId, async (dir) => {
      await git(dir, ['update-ref', `${VERSION_REF_PREFIX}${hash}`, hash]);
    });
  }

  /** Commits the whole working tree; null when nothing changed. */
  commitAll(projectId: string, message: string): Promise<CommitInfo | null> {
    return this.change(projectId, (dir) => commitAllIn(dir, message));
  }

  /**
   * Writes the working tree as a commit on HEAD without moving any ref: nothing sees it until
   * `publishPrepared`. A run prepares its commit while its checks run and drops it if they fail.
   * Null when nothing changed.
   */
  prepareCommit(projectId: string, message: string): Promise<PreparedCommit | null> {
    return this.run(projectId, async (dir) => {
      return prepareCommitIn(dir, message);
    });
  }

  /**
   * Moves the branch to a prepared commit and keeps it as a version, in one ref transaction. False
   * (and nothing moved) when the branch is no longer on the commit's parent.
   */
  publishPrepared(projectId: string, commit: PreparedCommit): Promise<boolean> {
    return this.change(projectId, async (dir) => {
      const transaction = [
        'start',
        `update HEAD ${commit.hash} ${commit.parent}`,
        `create ${VERSION_REF_PREFIX}${commit.hash} ${commit.hash}`,
        'prepare',
        'commit',
        '',
      ].join('\n');
      try {
        await git(dir, ['update-ref', '-m', `commit: ${commit.message}`, '--stdin'], { input: transaction });
        return true;
      } catch (error) {
        if (error instanceof GitError) return false;
        throw error;
      }
    });
  }

  head(projectId: string): Promise<string> {
    return this.run(projectId, async (dir) => (await git(dir, ['rev-parse', 'HEAD'])).trim());
  }

  /**
   * Moves the branch and the working tree to `hash`. Later commits stay reachable through their
   * version refs, so nothing is lost and the next commit builds on `hash`.
   */
  switchTo(projectId: string, hash: string): Promise<void> {
    return this.change(projectId, async (dir) => {
      await git(dir, ['cat-file', '-e', `${hash}^{commit}`]);
      await git(dir, ['reset', '--hard', '--quiet', hash]);
      await git(dir, ['clean', '-fdq', '-e', 'node_modules']);
    });
  }

  /** Every file that differs between two commits (null: the empty tree), with both contents. */
  diff(projectId: string, from: string | null, to: string): Promise<ChangedFile[]> {
    return this.run(projectId, async (dir) => {
      const base = from ?? (await git(dir, ['hash-object', '-t', 'tree', '/dev/null'])).trim();
      const out = await git(dir, ['diff', '--name-status', '-z', '--no-renames', base, to]);
      const parts = out.split('\0').filter(Boolean);
      const changes: { status: string; file: string }[] = [];
      for (let i = 0; i + 1 < parts.length; i += 2) {
        changes.push({ status: parts[i] as string, file: parts[i + 1] as string });
      }
      const olds = await readObjects(
        dir,
        changes.filter((c) => c.status !== 'A' && from).map((c) => `${from}:${c.file}`),
      );
      const news = await readObjects(
        dir,
        changes.filter((c) => c.status !== 'D').map((c) => `${to}:${c.file}`),
      );
      return changes.map(({ status, file }) => ({
        path: file,
        oldContent: status === 'A' || !from ? '' : text(olds.shift()),
        newContent: status === 'D' ? '' : text(news.shift()),
      }));
    });
  }

  /** Every file of a commit with its content (null for binary files). */
  readTree(
    projectId: string,
    commit: string,
  ): Promise<{ path: string; content: string | null; size: number }[]> {
    return this.run(projectId, async (dir) => {
      const listing = await git(dir, ['ls-tree', '-r', '-z', '--long', commit]);
      const entries = listing
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta = '', file = ''] = line.split('\t');
          const [, type, , size] = meta.split(/\s+/);
          return { file, type, size: Number(size) || 0 };
        })
        .filter((e) => e.type === 'blob');
      const buffers = await readObjects(
        dir,
        entries.map((entry) => `${commit}:${entry.file}`),
      );
      return entries.map((entry, index) => {
        const buffer = buffers[index] ?? Buffer.alloc(0);
        return {
          path: entry.file,
          content: isBinary(buffer) ? null : buffer.toString('utf8'),
          size: entry.size,
        };
      });
    });
  }

  /** Copies a repository with its whole history (a fork or a duplicate), checked out at `at` (HEAD). */
  cloneTo(sourceId: string, targetId: string, { at }: { at?: string } = {}): Promise<void> {
    return this.run(sourceId, async (source) => {
      const target = this.dir(targetId);
      await rm(target, { recursive: true, force: true });
      // Objects are immutable, so the copy hard-links them (git's own default for a local clone);
      // the working tree is written once, at the commit asked for.
      await git(this.root, ['clone', '--quiet', '--no-checkout', source, target]);
      // Version refs are local refs; carry them over so every version stays listed in the copy.
      const refs = await git(source, [
        'for-each-ref',
        '--format=%(objectname) %(refname)',
        VERSION_REF_PREFIX,
      ]);
      // One `update-ref --stdin` for all of them: a process per ref made a 100-version fork take seconds.
      const updates = refs
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [hash, ref] = line.split(' ') as [string, string];
          return `update ${ref} ${hash}\n`;
        })
        .join('');
      if (updates) await git(target, ['update-ref', '--stdin'], { input: updates });
      await git(target, ['remote', 'remove', 'origin']);
      await git(target, ['reset', '--hard', '--quiet', at ?? 'HEAD']);
      await this.mirror?.pushRepo(target);
    });
  }

  async remove(projectId: string): Promise<void> {
    await this.run(projectId, (dir) => rm(dir, { recursive: true, force: true }));
  }
}

/** A file's text for a diff; binary files (and missing ones) show as empty. */
function text(buffer: Buffer | null | undefined): string {
  return !buffer || isBinary(buffer) ? '' : buffer.toString('utf8');
}

/** Git's own test: a NUL byte in the first 8000 bytes means binary. */
export function isBinary(buffer: Buffer): boolean {
  return buffer.subarray(0, 8000).includes(0);
}
