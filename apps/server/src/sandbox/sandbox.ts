import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildError } from '../build/types';
import type { DependencySet } from '../engine/dependency-set';
import type { InstallResult } from '../engine/npm-install';
import { CHECK_DIR } from '../pipeline/typecheck';
import { inspectOutput, moveInto } from './output-files';
import type { Job, JobResult } from './protocol';
import { SandboxFiles, type SandboxOptions } from './sandbox-files';
import { sandboxedTypecheck } from './sandbox-typecheck';
import { SandboxWorker } from './worker';

type ProjectWorker = { key: string; worker: SandboxWorker; scratch: string };

/**
 * Where project code runs: sandboxed worker processes (bwrap.ts), one per active project (its warm
 * build contexts inside), one that builds package bundles (it sees the stores, never a project), and
 * one per package install (the only one with the network). The API hands them jobs and trusts
 * nothing they answer beyond the protocol's shapes.
 */
export class Sandbox {
  private readonly workers = new Map<string, ProjectWorker>();
  private vendorWorker: SandboxWorker | null = null;
  private readonly sweeper: NodeJS.Timeout;
  private readonly files: SandboxFiles;
  private isClosed = false;

  constructor(private readonly options: SandboxOptions) {
    this.files = new SandboxFiles(options);
    this.sweeper = setInterval(() => this.sweepIdle(), Math.max(1_000, Math.min(options.idleMs, 60_000)));
    this.sweeper.unref();
  }

  get isAvailable(): boolean {
    return this.files.isAvailable;
  }

  /** Projects with a worker running now. */
  activeProjects(): string[] {
    return [...new Set([...this.workers.values()].map(({ key }) => key.split('\0')[0] ?? ''))];
  }

  /** The process ids of a project's workers (tests). */
  workerPids(projectId: string): number[] {
    return [...this.workers.values()]
      .filter(({ key, worker }) => key.startsWith(`${projectId}\0`) && worker.isAlive)
      .flatMap(({ worker }) => (worker.pid === undefined ? [] : [worker.pid]));
  }

  /**
   * A build of `projectDir` inside the project's worker, written to the worker's own scratch folder
   * and moved to `outDir` by the API once it succeeded.
   */
  async build(
    job: Omit<Extract<Job, { kind: 'build' }>, 'kind' | 'outDir'>,
    outDir: string,
  ): Promise<JobResult<'build'>> {
    const { worker, scratch } = await this.projectWorker(
      job.projectId,
      job.projectDir,
      job.extraStores ?? [],
    );
    const out = path.join(scratch, 'out', randomBytes(8).toString('hex'));
    try {
      const result = await worker.run({ kind: 'build', ...job, outDir: out }, this.options.buildTimeoutMs);
      if (!result.ok) return result;
      const output = await inspectOutput(out, this.options.maxOutputBytes);
      const refusal = output.strange
        ? `The build wrote "${output.strange}", which is not a plain file`
        : output.bytes > this.options.maxOutputBytes
          ? `The build's output is over ${Math.round(this.options.maxOutputBytes / 1024 / 1024)} MB, the most a project may publish`
          : null;
      if (refusal) {
        return {
          ok: false,
          durationMs: result.durationMs,
          errors: [{ file: null, line: null, column: null, message: refusal }],
        };
      }
      await moveInto(out, outDir);
      return result;
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }

  /**
   * Starts the project's worker and builds the project twice, output thrown away: the first build
   * learns which packages the project imports, the second makes the context that aliases them (a
   * context's options are fixed at its creation), so the real build is an incremental one on a warm
   * esbuild context, Tailwind compiler and tagged files.
   */
  async warm(job: Omit<Extract<Job, { kind: 'build' }>, 'kind' | 'outDir'>): Promise<void> {
    const { worker, scratch } = await this.projectWorker(
      job.projectId,
      job.projectDir,
      job.extraStores ?? [],
    );
    const out = path.join(scratch, 'out', `warm-${randomBytes(8).toString('hex')}`);
    try {
      for (let round = 0; round < 2; round += 1) {
        const built = await worker.run({ kind: 'build', ...job, outDir: out }, this.options.buildTimeoutMs);
        if (!built.ok) break;
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }

  /** `tsc --noEmit` over the project, in a sandbox of its own (sandbox-typecheck.ts). */
  async typecheck(
    projectId: string,
    projectDir: string,
    extraStores: readonly string[] = [],
  ): Promise<BuildError[]> {
    return sandboxedTypecheck(this.files, this.options, { projectId, projectDir, extraStores });
  }

  /**
   * `npm install --ignore-scripts` of a set of packages into `dir`, in a sandbox of its own: the
   * network (for the registry), `dir` and npm's cache, nothing else.
   */
  async install(
    dir: string,
    dependencies: DependencySet,
    options: { registry?: string; timeoutMs: number },
  ): Promise<InstallResult> {
    await this.files.prepare();
    const cache = path.join(this.files.root, 'npm-cache');
    await this.files.ownedDir(cache);
    await this.files.own(dir);
    const worker = new SandboxWorker({
      name: 'install',
      spec: await this.files.spec('install', { readOnly: [], writable: [dir, cache], network: true }),
      identity: this.options.identity,
      command: await this.files.command(),
      log: this.options.log,
      onCall: null,
    });
    try {
      return await worker.run(
        {
          kind: 'install',
          dir,
          dependencies,
          registry: options.registry,
          cache,
          timeoutMs: options.timeoutMs,
        },
        options.timeoutMs + 10_000,
      );
    } finally {
      await worker.close();
    }
  }

  /** Stops a project's workers (deleted projects, and tests). */
  async forget(projectId: string): Promise<void> {
    await Promise.all(
      [...this.workers.values()]
        .filter(({ key }) => key.startsWith(`${projectId}\0`))
        .map((entry) => this.retire(entry)),
    );
    await rm(path.join(this.files.root, 'projects', projectId), { recursive: true, force: true });
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearInterval(this.sweeper);
    await Promise.all([...this.workers.values()].map((entry) => this.retire(entry)));
    await this.vendorWorker?.close();
    this.vendorWorker = null;
  }

  private async projectWorker(projectId: string, projectDir: string, extraStores: readonly string[]) {
    if (this.isClosed) throw new Error('The sandbox is closed');
    const real = await realpath(projectDir);
    // Checked here (a job names only stores under the deps folder); the worker already sees them all.
    await Promise.all(extraStores.map((dir) => this.files.confineStore(dir)));
    // A folder made anew under the same name (a deploy's export) is not the one a worker has mounted.
    const prefix = `${projectId}\0${real}\0`;
    const key = `${prefix}${(await stat(real)).ino}`;
    const existing = this.workers.get(key);
    if (existing?.worker.isAlive) {
      // Most recently used last: the cap retires from the front.
      this.workers.delete(key);
      this.workers.set(key, existing);
      return existing;
    }
    if (existing) this.workers.delete(key);
    // The project's folder was made anew (or its worker died): its older worker goes.
    await Promise.all(
      [...this.workers.values()]
        .filter((entry) => entry.key.startsWith(prefix))
        .map((entry) => this.retire(entry)),
    );
    await this.files.prepare();
    const scratch = path.join(this.files.root, 'projects', projectId);
    const check = path.join(scratch, 'check');
    const out = path.join(scratch, 'out');
    await this.files.ownedDir(scratch);
    await Promise.all([this.files.ownedDir(check), this.files.ownedDir(out)]);
    const isRepository = existsSync(path.join(real, CHECK_DIR));
    const worker = new SandboxWorker({
      name: `project ${projectId}`,
      spec: await this.files.spec('project', {
        // Every installed package set, read-only (public packages, installed without scripts), in a
        // folder the worker may pass through but not list (sandbox-files.ts): a worker started
        // before its project's set was installed, such as the spare an import takes, serves it.
        // Each build still resolves only from the stores its job names (allowedRoots).
        readOnly: [real, this.options.depsDir, this.options.vendorCacheDir],
        writable: [out],
        // The repository's own `.git` (hooks, config: what git in the API runs) is never writable
        // here; the type check's files live in a folder of the worker's shown in its place.
        overlays: isRepository ? [[check, path.join(real, CHECK_DIR)]] : [],
        network: false,
      }),
      identity: this.options.identity,
      command: await this.files.command(),
      log: this.options.log,
      onCall: (job) => this.answerProjectWorker(job),
    });
    const entry = { key, worker, scratch };
    this.workers.set(key, entry);
    while (this.workers.size > this.options.maxWorkers) {
      const oldest = [...this.workers.values()].find((candidate) => !candidate.worker.isBusy);
      if (!oldest || oldest === entry) break;
      await this.retire(oldest);
    }
    return entry;
  }

  /** A project worker's only call: the package bundle for its imports, built by the vendor worker. */
  private async answerProjectWorker(job: Job): Promise<unknown> {
    if (job.kind !== 'vendor') throw new Error(`A worker may not ask for "${job.kind}"`);
    const nodeModules = await this.files.confineNodeModules(job.nodeModules);
    const extraRoots = await Promise.all(job.extraRoots.map((dir) => this.files.confineStore(dir)));
    const vendor = await this.vendor();
    return vendor.run(
      { kind: 'vendor', nodeModules, imports: job.imports, extraRoots },
      this.options.buildTimeoutMs,
    );
  }

  private async vendor(): Promise<SandboxWorker> {
    if (this.vendorWorker?.isAlive) return this.vendorWorker;
    await this.files.ownedDir(this.options.depsDir, false);
    this.vendorWorker = new SandboxWorker({
      name: 'vendor',
      spec: await this.files.spec('vendor', {
        readOnly: [this.options.depsDir],
        writable: [this.options.vendorCacheDir],
        network: false,
        env: { KILN_SANDBOX_VENDOR_CACHE: this.options.vendorCacheDir },
      }),
      identity: this.options.identity,
      command: await this.files.command(),
      log: this.options.log,
      onCall: null,
    });
    return this.vendorWorker;
  }

  private async retire(entry: ProjectWorker): Promise<void> {
    if (this.workers.get(entry.key) === entry) this.workers.delete(entry.key);
    await entry.worker.close();
  }

  private sweepIdle(): void {
    const now = Date.now();
    for (const entry of this.workers.values()) {
      if (!entry.worker.isBusy && now - entry.worker.lastUsed >= this.options.idleMs) void this.retire(entry);
    }
  }
}
