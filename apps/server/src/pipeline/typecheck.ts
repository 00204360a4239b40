import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { copyFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildError } from '../build/types';
import { REPO_ROOT } from '../paths';
import { BACKGROUND_PRIORITY, type LaunchResult, launch } from '../process/launcher';

export const TSC = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc');
const TSC_TIMEOUT_MS = 60_000;
export const TSC_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * The check's own tsconfig, kept in the project's `.git` folder (never committed, never seen by the
 * model's tools): the project's settings, over `src/` only — the app, not `vite.config.ts`, whose
 * types pull in Vite's and Node's (half the files and two thirds of the time) — and incremental.
 */
export const CHECK_DIR = '.git';
const CHECK_CONFIG = 'kiln-tsconfig.json';
export const BUILD_INFO = 'kiln.tsbuildinfo';
/** The last build info written, beside the repositories: a new project starts from it. */
const SEED = '.kiln-tsbuildinfo-seed';

/** Where the build info a new project starts from is kept, for projects in `reposDir`. */
export function buildInfoSeed(reposDir: string): string {
  return path.join(reposDir, SEED);
}

/** `src/App.tsx(12,5): error TS2304: Cannot find name 'x'.` */
const TSC_LINE = /^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/;

export function parseTscOutput(output: string): BuildError[] {
  const errors: BuildError[] = [];
  for (const line of output.split('\n')) {
    const match = line.trim().match(TSC_LINE);
    if (match) {
      errors.push({
        file: match[1] as string,
        line: Number(match[2]),
        column: Number(match[3]),
        message: match[4] as string,
      });
    } else if (/error TS\d+/.test(line)) {
      errors.push({ file: null, line: null, column: null, message: line.trim() });
    }
  }
  return errors;
}

/**
 * The type check of a generated app: TypeScript 7's native `tsc --noEmit`, incremental. Its build
 * info records what earlier checks found per file, so after an edit only the changed files and those
 * depending on them are checked again. A project's first check starts from another project's build
 * info (every project has the same layout, and the template's files and the libraries' types are the
 * same): tsc treats it as an earlier state of this project and re-checks whatever differs.
 */
export async function typecheck(
  projectDir: string,
  options: {
    /** The shared build info (default: beside the repositories); null when the caller keeps it. */
    seed?: string | null;
    /**
     * Where the check's files are written (default: the project's `.git`). A sandbox shows its own
     * folder at `.git`, so the paths tsc is given stay the project's.
     */
    checkDir?: string;
    /** Runs tsc (default: directly); a sandbox runs it inside its walls. */
    runTsc?: TscRunner;
  } = {},
): Promise<BuildError[]> {
  const checkDir = options.checkDir ?? path.join(projectDir, CHECK_DIR);
  const run = options.runTsc ?? runTscDirectly;
  // A folder that is no repository (only in tests) is checked plainly, with its own tsconfig.
  if (!existsSync(checkDir)) return tscErrors(await run(['--noEmit', '-p', projectDir], projectDir));
  const buildInfo = path.join(checkDir, BUILD_INFO);
  const seed = options.seed === undefined ? buildInfoSeed(path.dirname(projectDir)) : options.seed;
  const config = path.join(checkDir, CHECK_CONFIG);
  // Vite's own layout (Lovable, Bolt, create-vite): tsconfig.json only references tsconfig.app.json,
  // which holds the app's settings (jsx, lib): both are read, the app's last.
  const hasAppConfig = existsSync(path.join(projectDir, 'tsconfig.app.json'));
  await writeFile(
    config,
    JSON.stringify({
      extends: hasAppConfig ? ['../tsconfig.json', '../tsconfig.app.json'] : '../tsconfig.json',
      compilerOptions: {
        noEmit: true,
        incremental: true,
        tsBuildInfoFile: `./${BUILD_INFO}`,
        types: ['vite/client'],
        // TypeScript 7 removed `baseUrl`, which imported projects written for TypeScript 5 set beside
        // their `paths` (resolved from their tsconfig's folder without it, the same place).
        baseUrl: null,
      },
      include: ['../src'],
    }),
  );
  if (seed) await useSeed(seed, buildInfo);
  try {
    // One thread: the check runs beside the build and the smoke render, and on a project this size
    // tsc's worker threads cost more CPU than they save time.
    const seen = path.join(projectDir, CHECK_DIR, CHECK_CONFIG);
    return tscErrors(await run(['-p', seen, '--singleThreaded'], projectDir));
  } finally {
    if (seed) await saveSeed(buildInfo, seed);
  }
}

/** A project's first check starts from the seed (never over a build info of its own). */
export async function useSeed(seed: string, buildInfo: string): Promise<void> {
  await copyFile(seed, buildInfo, constants.COPYFILE_EXCL).catch(() => undefined);
}

export type TscRunner = (args: string[], cwd: string) => Promise<LaunchResult>;

function runTscDirectly(args: string[], cwd: string): Promise<LaunchResult> {
  const [file, ...prefix] = BACKGROUND_PRIORITY;
  return launch({
    file: file as string,
    args: [...prefix, TSC, ...args],
    cwd,
    env: process.env,
    timeoutMs: TSC_TIMEOUT_MS,
    maxBufferBytes: TSC_MAX_OUTPUT_BYTES,
  });
}

function tscErrors(result: LaunchResult): BuildError[] {
  if (result.code === 0) return [];
  if (result.timedOut) return [{ file: null, line: null, column: null, message: 'Type check timed out' }];
  const stderr = result.stderr.toString('utf8');
  const errors = parseTscOutput(`${result.stdout.toString('utf8')}\n${stderr}`);
  return errors.length > 0
    ? errors
    : [{ file: null, line: null, column: null, message: (stderr || result.failure || 'tsc failed').trim() }];
}

/** Copied aside and renamed in, so a project starting from the seed never reads half of one. */
export async function saveSeed(buildInfo: string, seed: string): Promise<void> {
  const staging = `${seed}.tmp-${randomBytes(6).toString('hex')}`;
  await copyFile(buildInfo, staging)
    .then(() => rename(staging, seed))
    .catch(() => undefined);
}
