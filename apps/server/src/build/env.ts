import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Vite's mode names: preview builds are development builds, deployments production ones. */
export type ViteMode = 'development' | 'production';

/** Only these reach the client bundle, as in Vite: everything else in `.env` stays on disk. */
export const ENV_PREFIX = 'VITE_';

/** Vite's files, lowest priority first. */
export function envFileNames(mode: ViteMode): string[] {
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
}

/**
 * The project's `VITE_*` variables: its `.env*` files (with `${VAR}` expansion, like Vite) and then
 * `extra` from the caller. Unlike Vite, the process environment is never read — Kiln's own
 * environment must not flow into a generated app — and neither is an `.env` that is a symlink.
 */
export async function loadProjectEnv(
  projectDir: string,
  mode: ViteMode,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const fromFiles: Record<string, string> = {};
  for (const name of envFileNames(mode)) {
    const content = await readRegularFile(path.join(projectDir, name));
    if (content === null) continue;
    for (const [key, value] of Object.entries(parseEnv(content))) {
      if (value !== undefined) fromFiles[key] = value;
    }
  }
  const expanded = expandAll(fromFiles);

  const env: Record<string, string> = {};
  for (const source of [expanded, extra]) {
    for (const [key, value] of Object.entries(source)) {
      if (key.startsWith(ENV_PREFIX)) env[key] = value;
    }
  }
  return env;
}

/**
 * esbuild `define`s for `import.meta.env` (the whole object and each key, so `if
 * (import.meta.env.DEV)` folds away) and `process.env.NODE_ENV`, as Vite defines them.
 */
export function envDefines(mode: ViteMode, variables: Record<string, string>): Record<string, string> {
  const isProduction = mode === 'production';
  const env: Record<string, string | boolean> = {
    ...variables,
    BASE_URL: '/',
    MODE: mode,
    DEV: !isProduction,
    PROD: isProduction,
    SSR: false,
  };
  const defines: Record<string, string> = {
    'import.meta.env': JSON.stringify(env),
    'process.env.NODE_ENV': JSON.stringify(mode),
  };
  for (const [key, value] of Object.entries(env)) {
    // A key esbuild cannot take as a dotted name is still reachable through the object.
    if (IDENTIFIER.test(key)) defines[`import.meta.env.${key}`] = JSON.stringify(value);
  }
  return defines;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

async function readRegularFile(file: string): Promise<string | null> {
  try {
    if (!(await lstat(file)).isFile()) return null;
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** `$VAR`, `${VAR}` and `${VAR:-default}` (dotenv-expand's forms), resolved from the files only. */
function expandAll(vars: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  const expand = (value: string, depth: number): string =>
    value.replace(
      REFERENCE,
      (match, escaped: string | undefined, braced: string | undefined, bare: string | undefined) => {
        if (escaped) return match.slice(1);
        const [name = '', fallback] = (braced ?? bare ?? '').split(/:?-/, 2);
        const raw = vars[name];
        // A cycle (A=$B, B=$A) stops expanding instead of recursing forever.
        if (raw === undefined || depth > 10) return raw ?? fallback ?? '';
        return expand(raw, depth + 1);
      },
    );
  for (const [key, value] of Object.entries(vars)) result[key] = expand(value, 0);
  return result;
}

const REFERENCE = /(\\)?\$(?:\{([^}]+)\}|([A-Za-z_][A-Za-z0-9_]*))/g;
