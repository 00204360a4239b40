import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BaseContext } from './context';
import { buildJob } from './deploy/production-build';
import { DependencyStore } from './engine/dependency-store';
import { ProjectEngine } from './engine/engine';
import { SpareProject } from './engine/spare-project';
import type { Env } from './env';
import type { RepoStore } from './git/repo-store';
import { ModelRegistry } from './models/registry';
import { REPO_ROOT } from './paths';
import { DraftViews } from './pipeline/draft-views';
import { RunController } from './pipeline/run-controller';
import type { Realtime } from './realtime/socket';
import { type SandboxLimits, sandboxIdentity } from './sandbox/bwrap';
import { Sandbox } from './sandbox/sandbox';
import { createSandboxedBuilder } from './sandbox/sandboxed-builder';
import type { ScaleOut } from './scale/scale-out';
import { Screenshotter } from './screenshots/screenshotter';

export const BUILD_CONCURRENCY = 2;
export const BUILD_TIMEOUT_MS = 60_000;
export const TYPECHECK_TIMEOUT_MS = 60_000;
/** A project's worker exits after this long without a job (its warm build state goes with it). */
export const SANDBOX_IDLE_MS = 5 * 60_000;
export const MAX_BUILD_OUTPUT_BYTES = 256 * 1024 * 1024;
export const SANDBOX_LIMITS: SandboxLimits = {
  // Threads count: a worker with esbuild and tsc runs ~40; this only stops a fork bomb.
  processes: 4096,
  fileSizeBytes: 256 * 1024 * 1024,
  addressSpaceBytes: 64 * 1024 * 1024 * 1024,
  openFiles: 4096,
};

/** What runs projects: the sandbox and its builds, installs and renders, the engine, the runs. */
export interface RunServices {
  builder: ReturnType<typeof createSandboxedBuilder>;
  store: DependencyStore;
  screenshots: Screenshotter;
  engine: ProjectEngine;
  models: ModelRegistry;
  spares: SpareProject | null;
  drafts: DraftViews;
  runs: RunController;
  /** Stops every run (FAILED, message kept), waits for them, then closes the workers and Chromium. */
  close(): Promise<void>;
}

export interface RunServicesOptions {
  env: Env;
  base: BaseContext;
  repos: RepoStore;
  realtime: Realtime;
  scale: ScaleOut;
  log: FastifyBaseLogger;
  /** Keep the next new project's worker warm (API nodes; a queue worker creates no projects). */
  spare: boolean;
  /** With Redis: whether this process takes runs off the queue (a worker; an API node unless told not to). */
  takeRuns: boolean;
}

/**
 * The parts of Kiln that read or run a project's code, all through sandboxed workers (sandbox/), as
 * an API node builds them and as a queue worker (`npm run worker`, issue 19 §3) does.
 */
export function createRunServices(options: RunServicesOptions): RunServices {
  const { env, base, repos, realtime, scale, log } = options;
  const sandbox = new Sandbox({
    dataDir: env.dataDir,
    // Processes sharing the data dir (with Redis) each build in a scratch folder of their own.
    ...(env.scale.redisUrl ? { scratchName: `${os.hostname()}-${process.pid}` } : {}),
    storeNodeModules: path.join(REPO_ROOT, 'node_modules'),
    depsDir: path.join(env.dataDir, 'deps'),
    vendorCacheDir: path.join(env.dataDir, 'build-cache'),
    identity: sandboxIdentity(env.sandbox),
    log,
    maxWorkers: env.sandbox.maxWorkers,
    idleMs: SANDBOX_IDLE_MS,
    buildTimeoutMs: BUILD_TIMEOUT_MS,
    typecheckTimeoutMs: TYPECHECK_TIMEOUT_MS,
    heapMb: env.sandbox.memoryMb,
    maxOutputBytes: MAX_BUILD_OUTPUT_BYTES,
    limits: SANDBOX_LIMITS,
  });
  const store = new DependencyStore(path.join(REPO_ROOT, 'node_modules'), {
    depsDir: path.join(env.dataDir, 'deps'),
    registry: env.npm.registry,
    timeoutMs: env.npm.timeoutMs,
    install: (dir, dependencies, installOptions) => sandbox.install(dir, dependencies, installOptions),
  });
  const builder = createSandboxedBuilder(sandbox, {
    maxConcurrent: BUILD_CONCURRENCY,
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  const screenshots = new Screenshotter(log, {
    identity: sandboxIdentity(env.sandbox),
    limits: SANDBOX_LIMITS,
  });
  const templateDir = ProjectEngine.templateDir(REPO_ROOT);
  const engine = new ProjectEngine({
    ctx: { ...base, repos },
    builder,
    store,
    screenshots,
    realtime,
    templateDir,
    log,
  });
  const models = new ModelRegistry(env.models);
  const spares =
    options.spare && env.sandbox.spare && sandbox.isAvailable
      ? new SpareProject({
          repos,
          builder,
          kilnOrigin: env.publicUrl,
          log,
          templateDir,
          linkPackages: (dir) => store.prepare(dir),
        })
      : null;
  const drafts = new DraftViews();
  const runs = new RunController({
    leases: scale.leases,
    queue: scale.queue,
    live: scale.live,
    ctx: { ...base, repos },
    spares,
    drafts,
    engine,
    models,
    realtime,
    checks: {
      builder,
      store,
      screenshots,
      kilnOrigin: env.publicUrl,
      typecheck: (projectId, projectDir, extraStores) =>
        sandbox.typecheck(projectId, projectDir, extraStores),
    },
    log,
  });
  void spares?.start().catch((err: unknown) => log.warn({ err }, 'could not start the spare project'));
  if (scale.queue && options.takeRuns) {
    scale.queue.work((job) => runs.runJob(job), env.scale.workerConcurrency);
  }
  if (scale.builds && options.takeRuns) {
    const deps = {
      dataDir: env.dataDir,
      publicUrl: env.publicUrl,
      repos,
      mirror: base.mirror,
      builder,
      store,
    };
    scale.builds.work((job) => buildJob(deps, job), BUILD_CONCURRENCY);
  }
  return {
    builder,
    store,
    screenshots,
    engine,
    models,
    spares,
    drafts,
    runs,
    close: async () => {
      runs.abortAll();
      await runs.drain();
      await spares?.close();
      await Promise.all([builder.close(), screenshots.close()]);
    },
  };
}
