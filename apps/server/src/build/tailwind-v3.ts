import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfigModule, type PackageScope } from './config-module';
import { globBase, matchFiles } from './glob-files';
import { isInside, toPosix } from './paths';
import type { PostcssOutput } from './postcss';

/** The names Tailwind v3 looks for in the project root, in its order. */
export const TAILWIND_CONFIG_FILES = [
  'tailwind.config.js',
  'tailwind.config.cjs',
  'tailwind.config.mjs',
  'tailwind.config.ts',
  'tailwind.config.cts',
  'tailwind.config.mts',
];

type TailwindConfig = Record<string, unknown>;
type TailwindV3 = (config: TailwindConfig) => unknown;

export type TailwindV3Plugin = {
  /** The plugin for one build: production gets a fresh Tailwind context each (see below). */
  create(build: number): unknown;
  /** The config and the project files it imported. */
  files: string[];
};

/** Whether the installed `tailwindcss` (its main file) is v3, the one run as a PostCSS plugin. */
export function isTailwindV3(main: string): boolean {
  let dir = path.dirname(main);
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const require = createRequire(main);
  const manifest = require(path.join(dir, 'package.json')) as { version?: string };
  return manifest.version?.startsWith('3.') ?? false;
}

/**
 * Tailwind v3's PostCSS plugin given its config as an object, loaded here (config-module.ts) rather
 * than by Tailwind: Tailwind would look for it, and resolve `content` globs, in the process's working
 * folder — `vite build` runs in the project, Kiln's builds share one process and never `chdir`. The
 * globs are made absolute from the project root (from the config's folder with `relative: true`) and
 * must stay inside the project.
 */
export async function loadTailwindV3(
  main: string,
  options: unknown,
  scope: PackageScope,
): Promise<TailwindV3Plugin> {
  const { projectDir } = scope;
  const option = (options as { config?: unknown } | null | undefined)?.config;
  let config: TailwindConfig = {};
  let configFile: string | null = null;
  const files: string[] = [];
  if (option && typeof option === 'object') config = option as TailwindConfig;
  else {
    configFile =
      typeof option === 'string'
        ? path.resolve(projectDir, option)
        : (TAILWIND_CONFIG_FILES.map((name) => path.join(projectDir, name)).find((file) =>
            existsSync(file),
          ) ?? null);
    if (configFile) {
      if (!isInside(configFile, projectDir))
        throw new Error(`The Tailwind config "${option}" is outside the project`);
      const loaded = await loadConfigModule(configFile, scope);
      if (!loaded.value || typeof loaded.value !== 'object')
        throw new Error(`${path.basename(configFile)} must export a Tailwind config object`);
      config = loaded.value as TailwindConfig;
      files.push(...loaded.files);
    }
  }
  const isRelativeToConfig = (config.content as { relative?: boolean } | undefined)?.relative === true;
  const base = configFile && isRelativeToConfig ? path.dirname(configFile) : projectDir;
  const resolved = withAbsoluteContent(config, base, projectDir);
  const tailwind = createRequire(main)(main) as TailwindV3;
  return {
    // Tailwind v3 keeps one context per config and only ever adds classes to it, as its watch mode
    // does: preview builds share one (Vite's dev server behaves the same), each production build
    // gets its own so a class no file uses any more is gone, as in a fresh `vite build`.
    create: (build) => tailwind(build === 0 ? resolved : { ...resolved, kilnBuild: build }),
    files,
  };
}

/** The config with its `content` globs absolute; never empty (Tailwind would look for a file). */
export function withAbsoluteContent(
  config: TailwindConfig,
  base: string,
  projectDir: string,
): TailwindConfig {
  const absolute = (entry: unknown) => {
    if (typeof entry !== 'string') return entry;
    const isNegated = entry.startsWith('!');
    const glob = isNegated ? entry.slice(1) : entry;
    const resolved = path.isAbsolute(glob) ? toPosix(glob) : path.posix.join(toPosix(base), glob);
    if (!isInside(path.resolve(globBase(resolved)), projectDir))
      throw new Error(`Tailwind's content "${entry}" is outside the project`);
    return isNegated ? `!${resolved}` : resolved;
  };
  const content = config.content;
  if (Array.isArray(content)) return { ...config, content: content.map(absolute) };
  if (content && typeof content === 'object' && Array.isArray((content as { files?: unknown }).files)) {
    const files = (content as { files: unknown[] }).files.map(absolute);
    return { ...config, content: { ...content, files, relative: false } };
  }
  return { ...config, content: content ?? [] };
}

/**
 * What Tailwind v3 read for an output: the files its content globs matched (Tailwind reports them as
 * `dir-dependency` folders with a glob, and plain files) with their stats. The same signature, the
 * same output.
 */
export async function contentSignature(output: PostcssOutput, projectDir: string): Promise<string> {
  const globs = output.watchGlobs.map(({ dir, glob }) => toPosix(path.join(dir, glob)));
  const { files } = await matchFiles(globs, [], projectDir);
  const stats = await Promise.all(
    [...files, ...output.watchFiles].map(async (file) => {
      const stats = await stat(file).catch(() => null);
      return `${file}:${stats?.size}:${stats?.mtimeMs}`;
    }),
  );
  return stats.join('\n');
}
