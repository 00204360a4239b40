import type { Plugin } from 'esbuild';
import type { VendorCache } from './vendor';

/**
 * `preview`: the workspace preview — Vite's development mode (`MODE=development`, React's development
 * build for readable errors), source maps, the JSX tagger and the preview bridge.
 * `production`: what gets deployed — `vite build` semantics, minified, with neither.
 */
export type BuildMode = 'preview' | 'production';

export type BuildError = {
  /** Relative to the project root, with forward slashes; null when the error belongs to no file. */
  file: string | null;
  /** 1-based. */
  line: number | null;
  /** 1-based, in UTF-16 code units (what editors count). */
  column: number | null;
  message: string;
};

export type BuildResult =
  | {
      ok: true;
      outDir: string;
      durationMs: number;
      /** Every file written, relative to `outDir`, with forward slashes, sorted. */
      files: string[];
    }
  | { ok: false; durationMs: number; errors: BuildError[] };

export type BuildRequest = {
  /** Builds of one project run one at a time, and share its warm build state. */
  projectId: string;
  /** The project's working tree: `index.html`, `src/`, `public/`, `.env*`; no `node_modules` needed. */
  projectDir: string;
  /** Replaced as a whole once the build succeeds; left untouched when it fails. */
  outDir: string;
  mode: BuildMode;
  /** Build-time variables on top of the project's `.env*` files; only `VITE_*` keys are used. */
  env?: Record<string, string>;
  /** The workspace's exact origin (`http://localhost:3000`), the bridge's only target; preview only. */
  kilnOrigin?: string;
  /**
   * Stores of packages added to this project (beyond `nodePaths`) that the project's `node_modules`
   * resolves into: the build may read their files.
   */
  extraStores?: string[];
  /**
   * Paths (relative to the project) the caller knows changed since this project's previous build,
   * e.g. the files a turn wrote, deleted or renamed. A hint only: every other file's stat is checked
   * too, so leaving it out is always correct.
   */
  changedPaths?: string[];
  /**
   * `vite`: the project's own `vite build` (own-vite-build.ts), for what the fast builder does not do
   * (vite-config-scan.ts). The fast builder by default.
   */
  engine?: BuildEngine;
};

export type BuildEngine = 'fast' | 'vite';

export type BuilderOptions = {
  /** Builds running at once across all projects. */
  maxConcurrent: number;
  /** A build running longer than this is cancelled and rejects with `BuildTimeoutError`. */
  timeoutMs: number;
  /**
   * `node_modules` folders bare imports resolve from, in order: the dependency store holding the
   * template's dependencies first, then any store of packages added to the project.
   */
  nodePaths: string[];
  /**
   * `node_modules` folders whose packages Tailwind may load for `@plugin` / `@config` — code that runs
   * inside this process, so only stores Kiln installed itself. Defaults to the first of `nodePaths`.
   */
  tailwindPluginPaths?: string[];
  /**
   * Where preview builds' package bundles are kept across restarts (e.g. `data/build-cache`);
   * without it they live in a temporary folder for the life of the builder.
   */
  cacheDir?: string;
  /**
   * Where preview builds get their package bundles instead of building them (a sandboxed builder
   * asks the API, which has them built where no project's code runs). Overrides `cacheDir`.
   */
  vendorCache?: VendorCache;
  /** A project's warm build state is dropped after this long without a build. Default 5 minutes. */
  idleMs?: number;
  /**
   * Preview builds stamp each host element with its source position for the visual editor, at render
   * (`@kiln/jsx-tagger`'s JSX runtime), so no plugin reads every file on each rebuild.
   */
  tagJsx?: boolean;
  /** Preview builds only: an esbuild plugin for the project, first in line (tests hold builds with one). */
  previewPlugin?: (projectDir: string) => Plugin;
  /** The preview bridge script for an origin. Defaults to `@kiln/preview-bridge`'s bundle. */
  previewBridgeScript?: (kilnOrigin: string) => Promise<string>;
};

export type Builder = {
  build(request: BuildRequest): Promise<BuildResult>;
  /** Drops a project's warm build state, after any build of it already queued. */
  dispose(projectId: string): Promise<void>;
  /** Refuses new builds, waits for queued ones, and drops all warm state. */
  close(): Promise<void>;
  /** Projects holding warm build state now. */
  warmProjects(): string[];
  /**
   * Gets a project's build state warm ahead of its first build (a sandboxed builder starts the
   * project's worker and builds it once, throwing the output away). Never fails: a problem shows at
   * the real build.
   */
  prewarm?(request: Omit<BuildRequest, 'outDir'>): void;
};
