import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DependencySet } from './dependency-set';

export type InstallOptions = {
  /** `npm` by default; resolved from PATH. */
  npm?: string;
  /** A registry other than npm's default (a mirror, or a test registry). */
  registry?: string;
  /** npm's cache folder; npm's default (`~/.npm`) when unset. */
  cache?: string;
  timeoutMs: number;
};

export type InstallResult = { ok: true } | { ok: false; message: string };

/**
 * Installs a set of packages into `dir/node_modules` with npm: no install scripts (a package's code
 * never runs on the server), no peer dependencies (React and friends come from the shared store, so
 * the app keeps one copy), no lock file, no audit, time-limited.
 */
export async function npmInstall(
  dir: string,
  dependencies: DependencySet,
  options: InstallOptions,
): Promise<InstallResult> {
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'kiln-dependency-set', private: true, dependencies }, null, 2),
  );
  const args = [
    'install',
    '--ignore-scripts',
    '--legacy-peer-deps',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--omit=dev',
    '--loglevel=error',
    ...(options.registry ? ['--registry', options.registry] : []),
    ...(options.cache ? ['--cache', options.cache] : []),
  ];
  return new Promise((resolve) => {
    execFile(
      options.npm ?? 'npm',
      args,
      { cwd: dir, timeout: options.timeoutMs, env: npmEnv(), maxBuffer: 8 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve({ ok: true });
        if ((error as { killed?: boolean }).killed) {
          return resolve({
            ok: false,
            message: `Installing ${describe(dependencies).replace(/^P/, 'p')} took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`,
          });
        }
        resolve({ ok: false, message: explainFailure(String(stderr), dependencies) });
      },
    );
  });
}

/**
 * npm's own settings from the environment minus what an enclosing `npm run` put there (its
 * workspace, its prefix, its lifecycle event): the install must see only the set's package.json.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const kept = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.toLowerCase().startsWith('npm_') || kept.has(key.toLowerCase()),
    ),
  );
}

/** npm's error, said in terms of the packages the project asked for. */
export function explainFailure(stderr: string, dependencies: DependencySet): string {
  const notInRegistry =
    stderr.match(/'(@?[^'@\s]+)@[^']*' is not in this registry/)?.[1] ??
    stderr.match(/404 Not Found - GET \S+\/(@?[^\s/]+)(?:\s|$)/)?.[1];
  const missing = notInRegistry ? decodeURIComponent(notInRegistry) : null;
  if (missing && missing in dependencies) {
    return `Package "${missing}" could not be installed: it was not found in the npm registry`;
  }
  const noVersion = stderr.match(/No matching version found for (@?[^@\s]+)@(\S+?)\.?(\s|$)/);
  if (noVersion?.[1]) {
    return `Package "${noVersion[1]}" could not be installed: no version matches "${noVersion[2]}"`;
  }
  const named = Object.keys(dependencies).find((name) => stderr.includes(name));
  const detail = stderr
    .split('\n')
    .map((line) => line.replace(/^npm (ERR!|error)\s*/, '').trim())
    .filter((line) => line && !line.startsWith('A complete log') && !line.includes('/_logs/'))
    .slice(0, 3)
    .join(' ');
  const subject = named ? `Package "${named}"` : describe(dependencies);
  return `${subject} could not be installed${detail ? `: ${detail}` : ''}`;
}

function describe(dependencies: DependencySet): string {
  const names = Object.keys(dependencies);
  return names.length === 1 ? `Package "${names[0]}"` : `Packages ${names.map((n) => `"${n}"`).join(', ')}`;
}
