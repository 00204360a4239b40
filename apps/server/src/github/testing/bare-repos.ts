import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

const gitIn = (dir: string, args: string[], input?: string) =>
  execFileSync('git', args, { cwd: dir, env: GIT_ENV, input }).toString().trim();

/** A bare repository on `main`, empty or with one commit made "on GitHub". */
export function initBare(dir: string, withCommit: boolean): void {
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', dir], { env: GIT_ENV });
  if (!withCommit) return;
  const tree = gitIn(dir, ['mktree'], '');
  const identity = ['-c', 'user.name=Someone', '-c', 'user.email=someone@example.com'];
  const commit = gitIn(dir, [...identity, 'commit-tree', tree, '-m', 'Edited on GitHub']);
  gitIn(dir, ['update-ref', 'refs/heads/main', commit]);
}

/** The subjects of a branch's commits, newest first. */
export function branchLog(dir: string, branch: string): string[] {
  return gitIn(dir, ['log', '--format=%s', branch]).split('\n').filter(Boolean);
}

export function hasRefs(dir: string): boolean {
  return gitIn(dir, ['for-each-ref']).length > 0;
}

/** A file of a commit made "on GitHub": text, or a symbolic link to `linkTo`. */
export type GithubFile = string | { linkTo: string };

/**
 * Commits `files` on top of `branch` of a bare repository, as someone editing on github.com would
 * (a clone, the edit, a push); a new branch starts at `from`. Returns the new commit.
 */
export function commitOnBranch(
  dir: string,
  branch: string,
  files: Record<string, GithubFile>,
  message: string,
  from = branch,
): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fake-github-edit-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--branch', from, dir, work], { env: GIT_ENV });
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(work, file);
      mkdirSync(path.dirname(target), { recursive: true });
      rmSync(target, { force: true });
      if (typeof content === 'string') writeFileSync(target, content);
      else symlinkSync(content.linkTo, target);
    }
    const identity = ['-c', 'user.name=Someone', '-c', 'user.email=someone@example.com'];
    gitIn(work, ['add', '--all']);
    gitIn(work, [...identity, 'commit', '--quiet', '-m', message]);
    gitIn(work, ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`]);
    return gitIn(work, ['rev-parse', 'HEAD']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
