import { createHash } from 'node:crypto';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeJsxRuntime } from '@kiln/jsx-tagger';
import { buildPreviewBridgeScript } from '@kiln/preview-bridge';
import { context as createContext } from 'esbuild';
import { type ContextInput, contextOptions, type ProjectContext } from './esbuild-options';
import { ICON_PACKAGE } from './icon-imports';
import { ProjectIcons } from './icon-module';
import { ownViteBuild } from './own-vite-build';
import { isInside, realDirs } from './paths';
import { BuildTimeoutError, createBuildQueue, withTimeout } from './queue';
import { RebuildCache } from './rebuild-cache';
import { type BuildServices, runBuild } from './run-build';
import type { Builder, BuilderOptions, BuildMode, BuildRequest, BuildResult } from './types';
import { createVendorCache } from './vendor';
import { aliasablePackages, PackageShims } from './vendor-shims';

const DEFAULT_IDLE_MS = 5 * 60_000;

type WarmContext = ProjectContext & {
  /** Everything its options were made from. */
  fingerprint: string;
  /** What its resolutions depend on: the project and the stores. */
  resolution: string;
};
type Project = {
  contexts: Map<BuildMode, WarmContext>;
  /** Packages an alias mishandled in this project: left to the vendor plugin from then on. */
  refusedAliases: Set<string>;
  /** What its files import of lucide-react (icon-module.ts). */
  icons: ProjectIcons;
  idleTimer?: NodeJS.Timeout;
};

/**
 * Kiln's builder: an esbuild context per active project and mode, kept warm between builds (a
 * rebuild after a one-file edit re-parses that file only) and dropped when idle; Tailwind in process;
 * builds queued, serialised per project and time-limited.
 */
export function createBuilder(options: BuilderOptions): Builder {
  if (!(options.timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${options.timeoutMs}`);
  const queue = createBuildQueue(options.maxConcurrent);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const nodePaths = options.nodePaths.map((dir) => path.resolve(dir));
  const pluginPaths = (options.tailwindPluginPaths ?? nodePaths.slice(0, 1)).map((dir) => path.resolve(dir));
  const projects = new Map<string, Project>();
  let storeRoots: Promise<string[]> | null = null;
  const storeRootsOnce = () => {
    storeRoots ??= realDirs(nodePaths);
    return storeRoots;
  };
  const vendor =
    options.vendorCache ??
    createVendorCache({ nodePaths, allowedRoots: storeRootsOnce, cacheDir: options.cacheDir });
  const dedupeReact = nodePaths.length > 1;
  // The package shims' folder (vendor-shims.ts): the builder's own, made on first use, real (esbuild
  // reports real paths), one folder per project and mode.
  let shimRoot: Promise<string> | null = null;
  const shimDir = async (projectId: string, mode: BuildMode) => {
    shimRoot ??= mkdtemp(path.join(os.tmpdir(), 'kiln-shims-')).then((dir) => realpath(dir));
    const name = createHash('sha256').update(`${projectId}\0${mode}`).digest('hex').slice(0, 24);
    return path.join(await shimRoot, name);
  };
  // Kiln's JSX dev runtime (preview builds import it instead of React's), beside the shims.
  let jsxRuntimeDir: Promise<string> | null = null;
  const jsxRuntimeDirOnce = () => {
    shimRoot ??= mkdtemp(path.join(os.tmpdir(), 'kiln-shims-')).then((dir) => realpath(dir));
    jsxRuntimeDir ??= shimRoot.then((root) => writeJsxRuntime(path.join(root, 'jsx-runtime')));
    return jsxRuntimeDir;
  };
  let isClosed = false;

  function projectFor(projectId: string): Project {
    let project = projects.get(projectId);
    if (!project) {
      project = { contexts: new Map(), refusedAliases: new Set(), icons: new ProjectIcons() };
      projects.set(projectId, project);
    }
    return project;
  }

  async function contextFor(
    request: BuildRequest,
    input: ContextInput,
    signal: AbortSignal,
    { refused = [] }: { refused?: readonly string[] } = {},
  ): Promise<ProjectContext> {
    const project = projectFor(request.projectId);
    for (const specifier of refused) project.refusedAliases.add(specifier);
    const withoutAliases = refused.length > 0;
    const icons =
      input.vendorPackages && !project.refusedAliases.has(ICON_PACKAGE)
        ? await project.icons.plan(input.projectDir, nodePaths, input.allowedRoots)
        : null;
    const iconDir =
      icons?.kind === 'module'
        ? path.join(await shimDir(request.projectId, request.mode), ICON_PACKAGE)
        : null;
    if (iconDir && icons?.kind === 'module') await project.icons.write(iconDir, icons);
    // Anything that changes esbuild's options needs a new context (they are fixed at creation).
    const resolution = JSON.stringify([input.projectDir, input.allowedRoots]);
    const fingerprint = JSON.stringify([resolution, input.entries, input.defines, iconDir]);
    const warm = project.contexts.get(request.mode);
    const isSameResolution = warm?.resolution === resolution;
    // The packages the last build imported become aliases of a new context while they resolve as
    // they did then (same project, same stores). A context is made again when a build imports a
    // package new to it, not when one goes: an unused alias costs nothing.
    const packages =
      warm?.packages && isSameResolution && !withoutAliases
        ? aliasablePackages(warm.packages, { dedupeReact, refused: project.refusedAliases })
        : new Map<string, string>();
    if (warm?.fingerprint === fingerprint) {
      const aliased = warm.shims?.specifiers ?? new Set<string>();
      const isCurrent = withoutAliases
        ? aliased.size === 0
        : [...packages.keys()].every((specifier) => aliased.has(specifier));
      if (isCurrent) return warm;
    }
    if (warm) {
      project.contexts.delete(request.mode);
      await disposeContext(warm);
    }
    const vendorImports = input.vendorPackages ? new Map<string, string>() : null;
    const shims =
      vendorImports && packages.size > 0
        ? await PackageShims.write(await shimDir(request.projectId, request.mode), packages)
        : null;
    // What the plugins loaded holds while the project and its stores are the same; resolutions are
    // asked again (the vendor plugin's filter changes with the aliases).
    const cache = warm && isSameResolution ? warm.cache : new RebuildCache(input.projectDir);
    cache.clearResolves();
    const esbuildOptions = contextOptions(input, vendorImports, cache, shims, iconDir);
    shims?.resolveLike(esbuildOptions);
    const context = await createContext(esbuildOptions);
    const created = {
      context,
      cache,
      vendorImports,
      shims,
      packages: null,
      iconDir,
      fingerprint,
      resolution,
    };
    if (signal.aborted) {
      // The build timed out meanwhile; a newer build may already own this project's slot.
      await disposeContext(created);
      signal.throwIfAborted();
    }
    project.contexts.set(request.mode, created);
    return created;
  }

  async function disposeContext({ context, shims }: ProjectContext): Promise<void> {
    await Promise.all([context.dispose(), shims?.dispose()]);
  }

  const services: BuildServices = {
    storeRoots: storeRootsOnce,
    vendor,
    nodePaths,
    pluginPaths,
    jsxRuntimeDir: options.tagJsx ? jsxRuntimeDirOnce : null,
    previewPlugin: options.previewPlugin ?? null,
    contextFor,
    bridgeScript: options.previewBridgeScript ?? buildPreviewBridgeScript,
  };

  /** A timed-out build may be stuck inside its context: cancel it and start the next one afresh. */
  function abandon(projectId: string): void {
    const project = projects.get(projectId);
    if (!project) return;
    for (const warm of project.contexts.values()) {
      void warm.context
        .cancel()
        .then(() => disposeContext(warm))
        .catch(() => undefined);
    }
    project.contexts.clear();
  }

  async function disposeProject(projectId: string): Promise<void> {
    const project = projects.get(projectId);
    if (!project) return;
    projects.delete(projectId);
    clearTimeout(project.idleTimer);
    await Promise.all([...project.contexts.values()].map(disposeContext));
    if (shimRoot) {
      await Promise.all(
        (['preview', 'production'] as const).map((mode) =>
          shimDir(projectId, mode).then((dir) => rm(dir, { recursive: true, force: true })),
        ),
      ).catch(() => undefined);
    }
  }

  function scheduleIdle(projectId: string): void {
    const project = projects.get(projectId);
    if (!project) return;
    clearTimeout(project.idleTimer);
    project.idleTimer = setTimeout(() => void queue.lock(projectId, () => disposeProject(projectId)), idleMs);
    // An idle timer must not keep the server process alive on shutdown.
    project.idleTimer.unref();
  }

  function build(request: BuildRequest): Promise<BuildResult> {
    if (isClosed) return Promise.reject(new Error('The builder is closed'));
    const invalid = validate(request);
    if (invalid) return Promise.reject(new TypeError(invalid));
    const normalised = {
      ...request,
      projectDir: path.resolve(request.projectDir),
      outDir: path.resolve(request.outDir),
    };
    return queue.run(request.projectId, async () => {
      try {
        return await withTimeout(
          options.timeoutMs,
          () => {
            abandon(request.projectId);
            return new BuildTimeoutError(request.projectId, options.timeoutMs);
          },
          (signal) =>
            normalised.engine === 'vite'
              ? ownViteBuild(normalised, services.bridgeScript, signal)
              : runBuild(normalised, services, signal),
        );
      } finally {
        scheduleIdle(request.projectId);
      }
    });
  }

  return {
    build,
    dispose: (projectId) => queue.lock(projectId, () => disposeProject(projectId)),
    async close() {
      isClosed = true;
      await queue.drain();
      await Promise.all([...projects.keys()].map((projectId) => disposeProject(projectId)));
      await vendor.close();
      await shimRoot?.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
    },
    warmProjects: () => [...projects].filter(([, project]) => project.contexts.size > 0).map(([id]) => id),
  };
}

/** Caller bugs, refused before queueing; user code problems come back as `{ ok: false }` instead. */
export function validate(request: BuildRequest): string | null {
  if (!request.projectId) return 'projectId is required';
  if (request.mode !== 'preview' && request.mode !== 'production')
    return `Unknown build mode "${request.mode}"`;
  const projectDir = path.resolve(request.projectDir);
  const outDir = path.resolve(request.outDir);
  // The output replaces outDir wholesale and Tailwind scans the project: neither may hold the other.
  if (isInside(outDir, projectDir) || isInside(projectDir, outDir)) {
    return 'outDir and projectDir must not contain one another';
  }
  if (request.mode === 'preview') {
    if (!request.kilnOrigin)
      return 'A preview build needs kilnOrigin, the workspace origin the bridge reports to';
    if (!isOrigin(request.kilnOrigin)) return `kilnOrigin must be an origin like "http://localhost:3000"`;
  }
  return null;
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
