import fs, { realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner, type SourceEntry } from '@tailwindcss/oxide';
import enhancedResolve from 'enhanced-resolve';
import type { Loader, PartialMessage, Plugin } from 'esbuild';
import { cssErrorMessage, postcssErrorMessage } from './errors';
import { isInsideAny } from './paths';
import type { ProjectPostcss } from './postcss';
import { ConfigError } from './postcss-config';
import { isEmitted } from './tailwind-output';

// tailwindcss's `Features` is an ambient const enum, which isolatedModules cannot read; same bits.
const UTILITIES = 16;
const NEEDS_TAILWIND =
  1 /* @apply */ | 4 /* @plugin, @config */ | 8 /* theme() */ | UTILITIES | 32; /* @variant */

/** Tailwind v3's own directives (v4 has only `@tailwind utilities`): never given to v4's compiler. */
const V3_DIRECTIVES = /@tailwind\s+(?:base|components|variants|screens)\b/;

/** Stylesheets without any of these are plain CSS and skip Tailwind entirely. */
const MAY_USE_TAILWIND =
  /@(?:import|tailwind|apply|theme|utility|variant|custom-variant|plugin|config|source|reference)\b|theme\(|--spacing\(|--alpha\(/;

type Compiler = Awaited<ReturnType<typeof compile>>;

type Stylesheet = {
  source: string;
  compiler: Compiler;
  /** Files the compiled stylesheet depends on (imports, plugins), with their mtime when compiled. */
  dependencies: Map<string, number | null>;
  /** Where its class names are looked for: the project, unless `source(...)` / `@source` say more. */
  sources: SourceEntry[];
  /** Candidates given to `compiler` so far: Tailwind's compiler only ever adds to what it emits. */
  given: Set<string>;
  /** The last build: its candidates, Tailwind's output and the optimized CSS. */
  output: { key: string; raw: string; css: string } | null;
};

export type TailwindPluginOptions = {
  projectDir: string;
  nodePaths: readonly string[];
  /** Stores `@plugin` / `@config` packages load from, besides the project's own `node_modules`. */
  pluginPaths: readonly string[];
  /** Folders stylesheets and `@source` may read: the project and the dependency stores. */
  allowedRoots: readonly string[];
  /**
   * `optimize()` the output (nesting flattened, prefixes added), as `vite build` does; Vite's dev
   * server serves Tailwind's output as it is, and so do preview builds.
   */
  optimize: boolean;
  /** The project's PostCSS config, if any, run on every stylesheet (postcss.ts). */
  postcss: ProjectPostcss;
};

/**
 * Tailwind v4 in process, as `@tailwindcss/vite` runs it in `vite build`: every stylesheet goes
 * through `compile()`, and one that uses Tailwind gets the utilities for the class names found by
 * oxide's `Scanner` in the project's files, then (production) `optimize()`.
 *
 * Warm across rebuilds: a stylesheet's compiler is kept until it or a file it imports changes. The
 * class names are scanned afresh each build (a few ms) so the output is exactly what this commit
 * uses — Tailwind's compiler only grows, so when a class name disappears it is compiled again.
 *
 * A project with a PostCSS config (postcss.ts) has its plugins run on every stylesheet: after v4, or
 * instead of it when Tailwind v3 is one of them — a v3 stylesheet never reaches v4's compiler.
 */
export function tailwindPlugin(options: TailwindPluginOptions): Plugin {
  const { projectDir, allowedRoots } = options;
  const stylesheets = new Map<string, Stylesheet>();
  // Purged at each build start: a file created since the last build must be found.
  const fileSystem = new enhancedResolve.CachedInputFileSystem(fs, 4_000);
  const resolveStylesheet = enhancedResolve.create.sync({
    fileSystem,
    useSyncFileSystemCalls: true,
    extensions: ['.css'],
    mainFields: ['style'],
    conditionNames: ['style'],
    modules: ['node_modules', ...options.nodePaths],
    alias: { '@': path.join(projectDir, 'src') },
  });
  const resolvePluginModule = enhancedResolve.create.sync({
    fileSystem,
    useSyncFileSystemCalls: true,
    extensions: ['.js', '.mjs', '.cjs'],
    conditionNames: ['node', 'import', 'require', 'default'],
    modules: ['node_modules', ...options.pluginPaths],
  });
  let scans = new Map<string, string[]>();

  async function createStylesheet(file: string, source: string): Promise<Stylesheet> {
    const dependencies = new Map<string, number | null>();
    const pending: Array<Promise<void>> = [];
    const compiler = await compile(source, {
      base: path.dirname(file),
      shouldRewriteUrls: true,
      onDependency: (dependency) => {
        pending.push(mtimeOf(dependency).then((mtime) => void dependencies.set(dependency, mtime)));
      },
      customCssResolver: async (id, base) => {
        const resolved = tryResolve(() => resolveStylesheet(base, id));
        if (!resolved) throw new Error(`Could not resolve "${id}"`);
        if (!isInsideAny(resolved, allowedRoots)) throw new Error(`"${id}" is outside the project`);
        return resolved;
      },
      customJsResolver: async (id, base) => {
        // Plugins and configs run as code: in the sandboxed worker only (never in Kiln's API), and
        // only from the project or its installed packages, whatever `..` segments a name carries.
        const isPath = /^[./]/.test(id) || path.isAbsolute(id);
        const resolved = tryResolve(() => resolvePluginModule(isPath ? base : projectDir, id));
        if (!resolved) {
          throw new Error(
            isPath
              ? `Could not find the Tailwind plugin "${id}"`
              : `Could not load the Tailwind plugin "${id}": it is not installed`,
          );
        }
        if (!isInsideAny(realpathSync(resolved), allowedRoots))
          throw new Error(`"${id}" is outside the project`);
        return resolved;
      },
    });
    await Promise.all(pending);

    const root =
      compiler.root === 'none'
        ? []
        : compiler.root === null
          ? [{ base: projectDir, pattern: '**/*', negated: false }]
          : [{ ...compiler.root, negated: false }];
    const sources = [...root, ...compiler.sources];
    for (const entry of sources) {
      if (!entry.negated && !isInsideAny(globRoot(entry), allowedRoots)) {
        throw new Error(`"${entry.pattern}" is outside the project: @source may only name project folders`);
      }
    }
    return { source, compiler, dependencies, sources, given: new Set(), output: null };
  }

  function scanCandidates(sources: SourceEntry[]): string[] {
    const key = JSON.stringify(sources);
    let candidates = scans.get(key);
    if (!candidates) {
      candidates = new Scanner({ sources }).scan();
      scans.set(key, candidates);
    }
    return candidates;
  }

  async function generate(file: string, sheet: Stylesheet, candidates: string[]): Promise<string> {
    const key = candidates.join('\n');
    if (sheet.output?.key === key) return sheet.output.css;
    const wanted = new Set(candidates);
    const removed = [...sheet.given].filter((candidate) => !wanted.has(candidate));
    // Most removed candidates are plain words of an edited file, which never made any CSS; only a
    // removed class that did (its selector is in the output) needs a fresh compiler.
    if (sheet.output && removed.some((candidate) => isEmitted(sheet.output?.raw ?? '', candidate))) {
      Object.assign(sheet, await createStylesheet(file, sheet.source));
    }
    const raw = sheet.compiler.build(candidates);
    for (const candidate of candidates) sheet.given.add(candidate);
    const css =
      sheet.output?.raw === raw
        ? sheet.output.css
        : options.optimize
          ? optimize(raw, { file, minify: false }).code
          : raw;
    sheet.output = { key, raw, css };
    return css;
  }

  return {
    name: 'kiln-tailwind',
    setup(build) {
      // A config that does not load is reported once, as its own error: from `onLoad` esbuild would
      // point at the stylesheet's import instead.
      build.onStart(async () => {
        scans = new Map();
        fileSystem.purge();
        options.postcss.beginBuild();
        try {
          await options.postcss.pipeline();
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          const location = error instanceof ConfigError ? { file: error.file } : null;
          return { errors: [{ text, location }] };
        }
        return undefined;
      });
      build.onLoad({ filter: /\.css$/, namespace: 'file' }, async (args) => {
        const file = args.path;
        const source = await readFile(file, 'utf8');
        const plain = { contents: source, loader: cssLoader(file), resolveDir: path.dirname(file) };
        // Its failure is onStart's to report.
        const pipeline = await options.postcss.pipeline().catch(() => null);
        if (!pipeline && options.postcss.hasFailed) return plain;
        try {
          if (pipeline?.hasTailwindV3) {
            const output = await options.postcss.run(pipeline, file, source);
            return {
              ...plain,
              contents: output.css,
              watchFiles: [...pipeline.files, ...output.watchFiles],
              watchDirs: output.watchDirs,
            };
          }
        } catch (error) {
          return { errors: [postcssErrorMessage(error, file, source)] };
        }
        if (V3_DIRECTIVES.test(source)) {
          const message = `\`@tailwind base\` and \`@tailwind components\` are Tailwind CSS v3's: with Tailwind v4 write \`@import "tailwindcss";\` instead; a Tailwind v3 project needs tailwindcss 3 installed and a postcss.config.js with the tailwindcss plugin`;
          return { errors: [cssErrorMessage(new Error(message), file, source)] };
        }
        const compiled = await compileV4(file, source);
        if ('errors' in compiled || !pipeline) return compiled;
        try {
          const output = await options.postcss.run(pipeline, file, compiled.contents);
          return {
            ...compiled,
            contents: output.css,
            watchFiles: [...(compiled.watchFiles ?? []), ...pipeline.files, ...output.watchFiles],
            watchDirs: output.watchDirs,
          };
        } catch (error) {
          return { errors: [postcssErrorMessage(error, file, compiled.contents)] };
        }
      });

      /** Tailwind v4 for a stylesheet that may use it; plain CSS as it is. */
      async function compileV4(
        file: string,
        source: string,
      ): Promise<
        | { contents: string; loader: Loader; resolveDir: string; watchFiles?: string[] }
        | { errors: PartialMessage[] }
      > {
        const plain = { contents: source, loader: cssLoader(file), resolveDir: path.dirname(file) };
        if (!MAY_USE_TAILWIND.test(source)) return plain;
        try {
          let sheet = stylesheets.get(file);
          if (!sheet || sheet.source !== source || (await hasChanged(sheet.dependencies))) {
            sheet = await createStylesheet(file, source);
            stylesheets.set(file, sheet);
          }
          const features = sheet.compiler.features as number;
          // Plain CSS with `@import`s: esbuild bundles the imports itself, as Vite would.
          if ((features & NEEDS_TAILWIND) === 0) return plain;
          const candidates = features & UTILITIES ? scanCandidates(sheet.sources) : [];
          const css = await generate(file, sheet, candidates);
          return { ...plain, contents: css, watchFiles: [...sheet.dependencies.keys()] };
        } catch (error) {
          stylesheets.delete(file);
          return { errors: [cssErrorMessage(error, file, source)] };
        }
      }
    },
  };
}

/** The folder a source glob can reach: its base joined with the pattern up to the first wildcard. */
function globRoot({ base, pattern }: SourceEntry): string {
  const fixed: string[] = [];
  for (const segment of pattern.split('/')) {
    if (/[*?{}[\]()!]/.test(segment)) break;
    fixed.push(segment);
  }
  return path.resolve(base, fixed.join('/') || '.');
}

function tryResolve(resolve: () => string | false): string | null {
  try {
    return resolve() || null;
  } catch {
    return null;
  }
}

async function mtimeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

async function hasChanged(dependencies: Map<string, number | null>): Promise<boolean> {
  const checks = await Promise.all(
    [...dependencies].map(async ([file, mtime]) => mtime === null || (await mtimeOf(file)) !== mtime),
  );
  return checks.includes(true);
}

/** CSS modules (`x.module.css`) keep esbuild's loader for them: their class names are scoped. */
function cssLoader(file: string): Loader {
  return file.endsWith('.module.css') ? 'local-css' : 'css';
}
