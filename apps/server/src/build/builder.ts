import path from 'node:path';
import { buildPreviewBridgeScript } from '@kiln/preview-bridge';
import { context as createContext } from 'esbuild';
import { type ContextInput, contextOptions, type ProjectContext } from './esbuild-options';
import { isInside, realDirs } from './paths';
import { BuildTimeoutError, createBuildQueue, withTimeout } from './queue';
import { RebuildCache } from './rebuild-cache';
import { type BuildServices, runBuild } from './run-build';
import type { Builder, BuilderOptions, BuildMode, BuildRequest, BuildResult } from './types';
import { createVendorCache } from './vendor';

const DEFAULT_IDLE_MS = 5 * 60_000;

type WarmContext = ProjectContext & { fingerprint: string };
type Project = { contexts: Map<BuildMode, WarmContext>; idleTimer?: NodeJS.Timeout };

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
  let isClosed = false;

  function projectFor(projectId: string): Project {
    let project = projects.get(projectId);
    if (!project) {
      project = { contexts: new Map() };
      projects.set(projectId, project);
    }
    return project;
  }

  async function contextFor(
    request: BuildRequest,
    input: ContextInput,
    signal: AbortSignal,
  ): Promise<ProjectContext> {
    const project = projectFor(request.projectId);
    // Anything that changes esbuild's options needs a new context (they are fixed at creation).
    const fingerprint = JSON.stringify([input.projectDir, input.entries, input.defines, input.allowedRoots]);
    const warm = project.contexts.get(request.mode);
    if (warm?.fingerprint === fingerprint) return warm;
    if (warm) {
      project.contexts.delete(request.mode);
      await warm.context.dispose();
    }
    const vendorImports = input.vendorPackages ? new Map<string, string>() : null;
    const cache = new RebuildCache(input.projectDir);
    const context = await createContext(contextOptions(input, vendorImports, cache));
    if (signal.aborted) {
      // The build timed out meanwhile; a newer build may already own this project's slot.
      await context.dispose();
      signal.throwIfAborted();
    }
    const created = { context, cache, vendorImports, fingerprint };
    project.contexts.set(request.mode, created);
    return created;
  }

  const services: BuildServices = {
    storeRoots: storeRootsOnce,
    vendor,
    nodePaths,
    pluginPaths,
    jsxTagger: options.jsxTagger ?? null,
    contextFor,
    bridgeScript: options.previewBridgeScript ?? buildPreviewBridgeScript,
  };

  /** A timed-out build may be stuck inside its context: cancel it and start the next one afresh. */
  function abandon(projectId: string): void {
    const project = projects.get(projectId);
    if (!project) return;
    for (const { context } of project.contexts.values()) {
      void context
        .cancel()
        .then(() => context.dispose())
        .catch(() => undefined);
    }
    project.contexts.clear();
  }

  async function disposeProject(projectId: string): Promise<void> {
    const project = projects.get(projectId);
    if (!project) return;
    projects.delete(projectId);
    clearTimeout(project.idleTimer);
    await Promise.all([...project.contexts.values()].map(({ context }) => context.dispose()));
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
          (signal) => runBuild(normalised, services, signal),
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
