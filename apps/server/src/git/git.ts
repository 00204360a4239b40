import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type LaunchResult, launch } from '../process/launcher';

const GIT_TIMEOUT_MS = 30_000;
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Kiln's commits carry this identity; the message says what changed. */
const IDENTITY = ['-c', 'user.name=Kiln', '-c', 'user.email=kiln@localhost'];

/**
 * Git never reads the machine's or the user's config (hooks, aliases, credential helpers, pagers),
 * never prompts, and never runs a repository's own hooks: a project's repository is user content.
 */
const SAFE_CONFIG = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.autocrlf=false',
  '-c',
  'core.quotepath=off',
];

const GIT_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  LANG: 'C',
  LC_ALL: 'C',
};

/** `SAFE_CONFIG` (and `IDENTITY`) as environment, for every git a script runs. */
function configEnv(identity: boolean): Record<string, string> {
  const pairs = [...SAFE_CONFIG, ...(identity ? IDENTITY : [])]
    .filter((_, i) => i % 2 === 1)
    .map((setting) => setting.split(/=(.*)/s) as [string, string]);
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(pairs.length) };
  pairs.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
    readonly exitCode: number | null,
  ) {
    super(`git ${args[0] ?? ''} failed: ${stderr.trim() || `exit ${exitCode}`}`);
    this.name = 'GitError';
  }
}

export interface GitOptions {
  /** Text fed to git's standard input. */
  input?: string;
  /** Author/committer identity for commits. */
  identity?: boolean;
  /** Extra environment (e.g. `GIT_CONFIG_COUNT` settings that must not appear in the process list). */
  env?: Readonly<Record<string, string>>;
  /**
   * No file git writes may grow past this (RLIMIT_FSIZE, through util-linux's `prlimit`): a fetch of
   * attacker-sized history stops while it downloads, not after. The process dies of SIGXFSZ.
   */
  maxFileBytes?: number;
}

/**
 * Runs one process (never through a shell unless `file` is the shell itself) through the launcher,
 * feeds `input`, and resolves with stdout; a failure becomes a GitError labelled `label`.
 */
async function run<E extends 'utf8' | 'buffer'>(
  file: string,
  argv: readonly string[],
  label: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string; encoding: E },
): Promise<E extends 'utf8' ? string : Buffer> {
  let result: LaunchResult;
  try {
    result = await launch({
      file,
      args: argv,
      cwd: options.cwd,
      env: options.env,
      input: options.input,
      timeoutMs: GIT_TIMEOUT_MS,
      maxBufferBytes: MAX_OUTPUT_BYTES,
    });
  } catch (err) {
    throw new GitError(label, err instanceof Error ? err.message : String(err), null);
  }
  if (result.code !== 0) {
    const stderr = result.stderr.toString('utf8');
    throw new GitError(label, stderr.trim() ? stderr : (result.failure ?? ''), result.code);
  }
  return (options.encoding === 'utf8' ? result.stdout.toString('utf8') : result.stdout) as E extends 'utf8'
    ? string
    : Buffer;
}

/** Runs git with arguments (never a shell) in `cwd`; resolves with stdout. */
export function git(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<string> {
  const argv = [...SAFE_CONFIG, ...(options.identity ? IDENTITY : []), ...args];
  const limit = options.maxFileBytes;
  const [file, fileArgs] = limit ? ['prlimit', [`--fsize=${limit}:${limit}`, 'git', ...argv]] : ['git', argv];
  return run(file, fileArgs, args, {
    cwd,
    env: options.env ? { ...GIT_ENV, ...options.env } : GIT_ENV,
    input: options.input,
    encoding: 'utf8',
  });
}

/**
 * Several git commands in one process: a POSIX shell runs `script`, a constant of Kiln's own. Values
 * only ever reach it as positional arguments (`$1`, `$2`…) or on standard input, never as script
 * text. Every git in it gets the same safe configuration as `git()`. Resolves with stdout.
 *
 * Each process costs a start (the launcher's fork, and git's own start-up); the shell starts its
 * commands for next to nothing. A commit was five processes, now one.
 */
export function gitScript(
  cwd: string,
  label: string,
  script: string,
  args: readonly string[],
  options: Pick<GitOptions, 'input' | 'identity'> = {},
): Promise<string> {
  return run('/bin/sh', ['-c', `set -e\n${script}`, label, ...args], [label], {
    cwd,
    env: { ...GIT_ENV, ...configEnv(options.identity ?? false) },
    input: options.input ?? '',
    encoding: 'utf8',
  });
}

/**
 * A dead process can leave `.git/index.lock` behind, and every later git command then fails. Kiln
 * serialises git work per repository, so a lock seen while holding that repository's turn is stale.
 */
export async function clearStaleIndexLock(repoDir: string): Promise<boolean> {
  const lock = path.join(repoDir, '.git', 'index.lock');
  if (!existsSync(lock)) return false;
  await rm(lock, { force: true });
  return true;
}

/** Like `git`, for output that may be binary (file contents). */
export function gitBuffer(cwd: string, args: readonly string[], input?: string): Promise<Buffer> {
  return run('git', [...SAFE_CONFIG, ...args], args, { cwd, env: GIT_ENV, input, encoding: 'buffer' });
}

/**
 * The contents of many objects (`<commit>:<path>` specs) in one `git cat-file --batch` process, not
 * one process each. A spec naming nothing gives null.
 */
export async function readObjects(cwd: string, specs: readonly string[]): Promise<(Buffer | null)[]> {
  if (specs.length === 0) return [];
  // The batch protocol is line-based: a path holding a line break is read on its own.
  if (specs.some((spec) => /[\r\n]/.test(spec))) {
    return Promise.all(specs.map((spec) => gitBuffer(cwd, ['cat-file', 'blob', spec]).catch(() => null)));
  }
  const out = await gitBuffer(cwd, ['cat-file', '--batch'], `${specs.join('\n')}\n`);
  const contents: (Buffer | null)[] = [];
  let offset = 0;
  for (let i = 0; i < specs.length; i++) {
    const end = out.indexOf(0x0a, offset);
    if (end === -1) throw new Error('git cat-file --batch ended early');
    const header = out.subarray(offset, end).toString('utf8');
    offset = end + 1;
    // "<oid> <type> <size>", or "<spec> missing" / "<spec> ambiguous".
    const size = Number(header.split(' ')[2]);
    if (header.endsWith(' missing') || header.endsWith(' ambiguous') || !Number.isFinite(size)) {
      contents.push(null);
      continue;
    }
    contents.push(out.subarray(offset, offset + size));
    offset += size + 1;
  }
  return contents;
}
