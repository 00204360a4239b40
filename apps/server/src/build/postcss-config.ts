import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where postcss-load-config (which Vite uses) finds a PostCSS config, in its order, in the project
 * root only (it would also look in the folders above). YAML ones are left to the project's own
 * `vite build` (vite-config-scan.ts).
 */
export const POSTCSS_CONFIG_FILES = [
  'package.json',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
  '.postcssrc.ts',
  '.postcssrc.mts',
  '.postcssrc.cts',
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
  'postcss.config.mts',
  'postcss.config.cts',
];

/** A config that cannot be loaded: the build error names `file`, not the stylesheet. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
  }
}

/** A config file; `value` is the config itself for JSON ones, null for modules (to be run). */
export type FoundConfig = { path: string; isModule: boolean; value: unknown };

export async function findConfig(projectDir: string): Promise<FoundConfig | null> {
  for (const name of POSTCSS_CONFIG_FILES) {
    const file = path.join(projectDir, name);
    if ((await mtimeOf(file)) === null) continue;
    if (name === 'package.json') {
      const manifest = await readJson(file, name);
      if (manifest && typeof manifest === 'object' && 'postcss' in manifest)
        return { path: file, isModule: false, value: (manifest as { postcss: unknown }).postcss };
      continue;
    }
    if (name === '.postcssrc' || name.endsWith('.json'))
      return { path: file, isModule: false, value: await readJson(file, name) };
    return { path: file, isModule: true, value: null };
  }
  return null;
}

async function readJson(file: string, name: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${name} is not valid JSON: ${(error as Error).message}`, file);
  }
}

export async function mtimeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}
