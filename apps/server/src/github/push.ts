import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { GitError, type GitOptions, git } from '../git/git';

/** `too_large`: a fetch stopped by its size limit. */
export type PushFailure = 'rejected' | 'auth' | 'not_found' | 'too_large' | 'other';

export class PushError extends Error {
  /** Git's own words for the server log (the token, should git ever echo it, is cut out). */
  constructor(
    readonly kind: PushFailure,
    readonly detail = '',
  ) {
    super(`git push failed (${kind})`);
    this.name = 'PushError';
  }
}

/**
 * Git settings given through the environment (`GIT_CONFIG_COUNT`, git ≥ 2.31) rather than `-c`, so
 * the token is in no command line (`ps`), no remote URL, no `.git/config` and no git output. Redirects
 * are not followed: the header would go to whatever host a redirect names.
 */
function authEnv(token: string): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: 'http.extraHeader',
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
    GIT_CONFIG_KEY_1: 'http.followRedirects',
    GIT_CONFIG_VALUE_1: 'false',
  };
}

function classify(stderr: string): PushFailure {
  if (/\[rejected\]|\(fetch first\)|non-fast-forward|\[remote rejected\]/.test(stderr)) return 'rejected';
  if (/error: 40[13]|Authentication failed|could not read Username/i.test(stderr)) return 'auth';
  if (/error: 404|not found/i.test(stderr)) return 'not_found';
  return 'other';
}

function checkedUrl(cloneUrl: string): URL {
  const url = new URL(cloneUrl);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new PushError('other');
  }
  return url;
}

function pushError(err: unknown, token: string): unknown {
  if (!(err instanceof GitError)) return err;
  return new PushError(classify(err.stderr), err.stderr.replaceAll(token, '[token]').trim().slice(0, 500));
}

/** Runs git against `cloneUrl` with the user's token; its failures come out as PushErrors, token masked. */
async function gitWithRemote(
  dir: string,
  cloneUrl: string,
  token: string,
  args: (url: string) => string[],
  options: Pick<GitOptions, 'maxFileBytes'> = {},
): Promise<string> {
  const url = checkedUrl(cloneUrl).toString();
  try {
    return await git(dir, args(url), { ...options, env: authEnv(token) });
  } catch (err) {
    throw pushError(err, token);
  }
}

/** The commit `branch` of `cloneUrl` points at (`git ls-remote`); null when there is no such branch. */
export async function remoteHead(
  dir: string,
  cloneUrl: string,
  token: string,
  branch: string,
): Promise<string | null> {
  const out = await gitWithRemote(dir, cloneUrl, token, (url) => [
    'ls-remote',
    '--heads',
    url,
    `refs/heads/${branch}`,
  ]);
  return out.split('\t')[0]?.trim() || null;
}

/**
 * Fetches `branch` of `cloneUrl` into `ref` of the repository in `dir`, checking every object as it
 * arrives (`transfer.fsckObjects`: no `..`, `.git` or absolute paths, no malformed trees). Nothing
 * in the working tree changes and no hook runs (git() sets `core.hooksPath=/dev/null`). What arrives
 * is kept as one pack (`fetch.unpackLimit=1`, never loose objects), and git is stopped as soon as that
 * pack grows to `maxBytes` (a PushError of kind `too_large`). A failed fetch's unfinished pack is
 * removed: the caller holds the repository's turn, so no other git is writing one.
 */
export async function fetchBranch(
  dir: string,
  cloneUrl: string,
  token: string,
  branch: string,
  ref: string,
  maxBytes: number,
): Promise<void> {
  try {
    await gitWithRemote(
      dir,
      cloneUrl,
      token,
      (url) => [
        '-c',
        'transfer.fsckObjects=true',
        '-c',
        'fetch.unpackLimit=1',
        'fetch',
        '--quiet',
        '--no-tags',
        '--no-recurse-submodules',
        '--no-write-fetch-head',
        url,
        `+refs/heads/${branch}:${ref}`,
      ],
      { maxFileBytes: maxBytes },
    );
  } catch (err) {
    const largest = await removeUnfinishedPacks(dir);
    if (err instanceof PushError && largest >= maxBytes) throw new PushError('too_large', err.detail);
    throw err;
  }
}

/** Removes the `tmp_*` files a killed fetch leaves in the pack folder; answers the largest's size. */
async function removeUnfinishedPacks(dir: string): Promise<number> {
  const packs = path.join(dir, '.git', 'objects', 'pack');
  const names = (await readdir(packs).catch(() => [] as string[])).filter((name) => name.startsWith('tmp_'));
  let largest = 0;
  for (const name of names) {
    const file = path.join(packs, name);
    largest = Math.max(largest, (await stat(file).catch(() => ({ size: 0 }))).size);
    await rm(file, { force: true });
  }
  return largest;
}

/**
 * Pushes `commit` of the repository in `dir` to `branch` of `cloneUrl` over HTTPS. The URL goes on the
 * command line as is (no remote is added), so nothing about the push is written to the repository.
 */
export async function pushCommit(
  dir: string,
  cloneUrl: string,
  token: string,
  commit: string,
  branch: string,
): Promise<void> {
  await gitWithRemote(dir, cloneUrl, token, (url) => [
    'push',
    '--quiet',
    '--no-verify',
    url,
    `${commit}:refs/heads/${branch}`,
  ]);
}
