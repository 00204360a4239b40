import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

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
