import { createRequire } from 'node:module';
import path from 'node:path';
import { createPackageResolver, loadConfigModule, type PackageScope } from './config-module';
import { ConfigError, type FoundConfig, findConfig, mtimeOf, POSTCSS_CONFIG_FILES } from './postcss-config';
import {
  contentSignature,
  isTailwindV3,
  loadTailwindV3,
  TAILWIND_CONFIG_FILES,
  type TailwindV3Plugin,
} from './tailwind-v3';

/** Plugins Kiln's Tailwind v4 compiler (tailwind.ts) stands in for: left out of the pipeline. */
const TAILWIND_V4_PLUGINS = new Set(['@tailwindcss/postcss', 'tailwindcss']);

type Processor = { process(css: string, options: object): PromiseLike<ProcessResult> };
type ProcessResult = { css: string; messages: Array<Record<string, unknown>> };
type Postcss = (plugins: unknown[]) => Processor;

export type PostcssPipeline = {
  /** Tailwind v3 runs in it: no stylesheet goes to Kiln's Tailwind v4 compiler. */
  hasTailwindV3: boolean;
  /** The config files it was loaded from, to watch. */
  files: string[];
  process(file: string, css: string, build: number): Promise<PostcssOutput>;
};
export type PostcssOutput = {
  css: string;
  watchFiles: string[];
  watchDirs: string[];
  /** The folders' globs, as plugins reported them (Tailwind v3: its content globs). */
  watchGlobs: Array<{ dir: string; glob: string }>;
};

export type ProjectPostcssOptions = PackageScope & { env: 'production' | 'development' };

/**
 * A project's PostCSS config, as `vite build` applies it to every stylesheet: its plugins loaded
 * from the project's packages (config-module.ts confines them), run by the project's own `postcss`
 * (the store's when it has none). Kept across builds until a config file's mtime changes.
 */
export class ProjectPostcss {
  private loaded: {
    stamps: Map<string, number | null>;
    pipeline: Promise<PostcssPipeline | null>;
    failed: boolean;
  } | null = null;

  private builds = 0;
  /** Each stylesheet's last output, and what it was made from. */
  private readonly outputs = new Map<
    string,
    { pipeline: PostcssPipeline; input: string; output: PostcssOutput; content: string | null }
  >();

  constructor(private readonly options: ProjectPostcssOptions) {}

  /** This build's check of the config: one per build, however many stylesheets ask. */
  private current: Promise<PostcssPipeline | null> | null = null;

  /** The pipeline, or null when the project has no PostCSS config; rejects with a clear message. */
  pipeline(): Promise<PostcssPipeline | null> {
    this.current ??= this.check();
    return this.current;
  }

  private async check(): Promise<PostcssPipeline | null> {
    if (this.loaded && !(await hasChanged(this.loaded.stamps))) return this.loaded.pipeline;
    const { projectDir } = this.options;
    const watched = [...POSTCSS_CONFIG_FILES, ...TAILWIND_CONFIG_FILES].map((name) =>
      path.join(projectDir, name),
    );
    const stamps = new Map(
      await Promise.all(watched.map(async (file) => [file, await mtimeOf(file)] as const)),
    );
    const pipeline = this.load().then(async (loaded) => {
      for (const file of loaded?.files ?? []) stamps.set(file, await mtimeOf(file));
      return loaded;
    });
    this.loaded = { stamps, pipeline, failed: false };
    const loaded = this.loaded;
    pipeline.catch(() => {
      loaded.failed = true;
    });
    return pipeline;
  }

  get hasFailed(): boolean {
    return this.loaded?.failed ?? false;
  }

  /** A failed load is kept for the build it failed in (one error), and tried again in the next. */
  beginBuild(): void {
    this.builds++;
    this.current = null;
    if (this.loaded?.failed) this.loaded = null;
  }

  /**
   * A stylesheet through the pipeline (after Kiln's Tailwind v4 when Tailwind v3 is not in it). The
   * last output is reused while the input is the same and, with Tailwind v3, so are its content files
   * (which, their stats): Tailwind v3 regenerates the whole stylesheet on every run (~300 ms).
   */
  async run(pipeline: PostcssPipeline, file: string, css: string): Promise<PostcssOutput> {
    const cached = this.outputs.get(file);
    const previous = cached?.pipeline === pipeline ? cached : null;
    // Read before the run, with the globs the last run reported, so an edit made during the run is
    // seen by the next build; the first run has none, so its output is reused from the third build.
    const content = !pipeline.hasTailwindV3
      ? ''
      : previous
        ? await contentSignature(previous.output, this.options.projectDir)
        : null;
    if (previous && previous.input === css && content !== null && previous.content === content)
      return previous.output;
    // Production builds each get a fresh Tailwind v3 context (tailwind-v3.ts); preview builds share one.
    const output = await pipeline.process(file, css, this.options.env === 'production' ? this.builds : 0);
    this.outputs.set(file, { pipeline, input: css, output, content });
    return output;
  }

  private async load(): Promise<PostcssPipeline | null> {
    const found = await findConfig(this.options.projectDir);
    if (!found) return null;
    try {
      return await this.pipelineOf(found);
    } catch (error) {
      throw new ConfigError(error instanceof Error ? error.message : String(error), found.path);
    }
  }

  private async pipelineOf(found: FoundConfig): Promise<PostcssPipeline> {
    const { projectDir } = this.options;
    const files: string[] = [];
    let config = found.value;
    if (found.isModule) {
      const loaded = await loadConfigModule(found.path, this.options);
      files.push(...loaded.files);
      config = loaded.value;
    }
    // postcss-load-config calls a config that is a function with its context.
    if (typeof config === 'function') config = await config({ env: this.options.env, cwd: projectDir });
    const where = path.basename(found.path);
    const resolvePackage = createPackageResolver(this.options);
    const load = (name: string, what = 'the PostCSS plugin ') => {
      try {
        const resolved = resolvePackage(name, projectDir);
        return { resolved, module: unwrapDefault(createRequire(resolved)(resolved)) };
      } catch (error) {
        const message = (error as Error).message.replace('Could not load ', `Could not load ${what}`);
        throw new Error(`${where}: ${message}`);
      }
    };
    const postcss = load('postcss', '').module as Postcss;

    const slots: unknown[] = [];
    const v3: { tailwind: TailwindV3Plugin | null } = { tailwind: null };
    const addTailwind = async (options: unknown) => {
      const main = load('tailwindcss').resolved;
      if (!isTailwindV3(main)) return;
      const tailwind = await loadTailwindV3(main, options, this.options);
      files.push(...tailwind.files);
      slots.push(tailwind);
      v3.tailwind = tailwind;
    };
    const plugins = (config as { plugins?: unknown } | null)?.plugins ?? [];
    if (Array.isArray(plugins)) {
      for (const plugin of plugins.flat()) {
        if (!plugin) continue;
        const name = typeof plugin === 'string' ? plugin : pluginName(plugin);
        if (name === 'tailwindcss') await addTailwind(undefined);
        else if (name && TAILWIND_V4_PLUGINS.has(name)) continue;
        else slots.push(typeof plugin === 'string' ? load(plugin).module : plugin);
      }
    } else if (typeof plugins === 'object') {
      for (const [name, options] of Object.entries(plugins as Record<string, unknown>)) {
        if (options === false) continue;
        if (name === 'tailwindcss') await addTailwind(options);
        else if (TAILWIND_V4_PLUGINS.has(name)) continue;
        else slots.push(withOptions(load(name).module, options, name, where));
      }
    }
    const { tailwind } = v3;
    return {
      hasTailwindV3: tailwind !== null,
      files,
      process: async (file, css, build) => {
        const instances = slots.map((slot) =>
          tailwind && slot === tailwind ? tailwind.create(build) : slot,
        );
        const result = await postcss(instances).process(css, { from: file, to: file, map: false });
        return outputOf(result);
      },
    };
  }
}

/** As postcss-load-config: `{}` or `null` options take the plugin as it is, others call it. */
function withOptions(plugin: unknown, options: unknown, name: string, where: string): unknown {
  if (
    options === null ||
    options === undefined ||
    (typeof options === 'object' && Object.keys(options).length === 0)
  )
    return plugin;
  if (typeof plugin !== 'function')
    throw new Error(`${where}: the PostCSS plugin "${name}" takes no options`);
  return plugin(options);
}

/** A plugin's name: an instance's `postcssPlugin`, or a creator's (`postcss: true`) function name. */
function pluginName(plugin: unknown): string | null {
  const named = plugin as { postcssPlugin?: unknown; postcss?: unknown; name?: unknown } | null;
  const name = typeof plugin === 'function' && named?.postcss === true ? named.name : named?.postcssPlugin;
  return typeof name === 'string' ? name : null;
}

function unwrapDefault(module: unknown): unknown {
  const value = module as { __esModule?: boolean; default?: unknown } | null;
  return value && (value.__esModule || typeof value === 'object') && value.default ? value.default : module;
}

/** The CSS and what PostCSS plugins said it depends on (Tailwind: the content files and folders). */
function outputOf(result: ProcessResult): PostcssOutput {
  const watchFiles = new Set<string>();
  const watchGlobs: PostcssOutput['watchGlobs'] = [];
  for (const { type, file, dir, glob } of result.messages) {
    if (type === 'dependency' && typeof file === 'string') watchFiles.add(file);
    if (type === 'dir-dependency' && typeof dir === 'string')
      watchGlobs.push({ dir, glob: typeof glob === 'string' ? glob : '**/*' });
  }
  const watchDirs = [...new Set(watchGlobs.map(({ dir }) => dir))];
  return { css: result.css, watchFiles: [...watchFiles], watchDirs, watchGlobs };
}

async function hasChanged(stamps: Map<string, number | null>): Promise<boolean> {
  const checks = await Promise.all([...stamps].map(async ([file, mtime]) => (await mtimeOf(file)) !== mtime));
  return checks.includes(true);
}
