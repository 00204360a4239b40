import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Builder } from '../build/types';
import { newId } from '../db/ids';
import type { RepoStore } from '../git/repo-store';
import { syncTemplate } from '../git/template-copy';

/**
 * Where each reserved spare is written down (`<id>`: this host and process), beside the repositories:
 * a restart sweeps this small folder, not every project's, and nothing of it is in the folder the
 * project's sandboxed worker sees.
 */
const MARKERS = 'spare-projects';

/** When the next spare is reserved if the project that took the last one has no preview by then. */
const REPLENISH_AFTER_MS = 5_000;

type Log = { warn(object: object, message: string): void };

/**
 * The next new project's id and folder, reserved ahead, with its sandboxed worker started and the
 * template built in it: a worker takes ~650 ms to start and its first build ~250 ms more, more than a
 * first run spends before its first build (issue 14 §1: create → first preview). The folder holds an
 * empty `.git`, so the worker mounts it with the repository's `.git` hidden behind its own folder, as
 * for any project; the project's template is copied into the same folder (RepoStore empties it in
 * place, keeping the folder and its `.git`), which the worker sees live.
 * A project created while no spare is ready simply gets a new id, as before.
 */
export class SpareProject {
  private reserved: string | null = null;
  private reserving: Promise<void> | null = null;
  private isClosed = false;
  /** The project that took the last spare, until its first preview is built. */
  private awaiting: string | null = null;
  private fallback: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      repos: RepoStore;
      builder: Builder;
      kilnOrigin: string;
      log: Log;
      /** The template a new project starts from, built ahead in the spare's worker. */
      templateDir: string;
      /** Links a folder to the packages its package.json needs (DependencyStore.prepare). */
      linkPackages(dir: string): Promise<unknown>;
    },
  ) {}

  /** Clears spares a stopped process of this host left, then reserves one. */
  async start(): Promise<void> {
    await this.sweep();
    this.replenish();
  }

  /**
   * The reserved id, if one is ready. The next is reserved once the project that took it has its
   * first preview built (`built`), or after `REPLENISH_AFTER_MS` whatever happened: reserving starts
   * a worker and builds the template twice, CPU that project's first build should not share.
   */
  take(): string | null {
    const id = this.reserved;
    this.reserved = null;
    if (!id) {
      this.replenish();
      return null;
    }
    void rm(this.markerOf(id), { force: true }).catch(() => undefined);
    this.awaiting = id;
    clearTimeout(this.fallback);
    this.fallback = setTimeout(() => this.built(id), REPLENISH_AFTER_MS);
    this.fallback.unref();
    return id;
  }

  /** `projectId` has a preview built: if it took the last spare, the next one is reserved now. */
  built(projectId: string): void {
    if (this.awaiting !== projectId) return;
    this.awaiting = null;
    clearTimeout(this.fallback);
    this.replenish();
  }

  /** The file that says `id` is a spare of this process (gone once a project takes it). */
  markerOf(id: string): string {
    return path.join(this.markers, id);
  }

  private get markers(): string {
    return path.join(path.dirname(this.deps.repos.root), MARKERS);
  }

  /** The id reserved now (tests). */
  get current(): string | null {
    return this.reserved;
  }

  /** Waits for the reservation under way (tests). */
  async settled(): Promise<void> {
    await this.reserving;
  }

  /** Removes the reserved folder; its worker goes with the builder. */
  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.fallback);
    await this.reserving;
    const id = this.reserved;
    this.reserved = null;
    if (id) {
      await rm(this.deps.repos.dir(id), { recursive: true, force: true });
      await rm(this.markerOf(id), { force: true });
    }
  }

  private replenish(): void {
    if (this.isClosed || this.reserved || this.reserving) return;
    this.reserving = this.reserve()
      .catch((err: unknown) => this.deps.log.warn({ err }, 'could not reserve a spare project'))
      .finally(() => {
        this.reserving = null;
      });
  }

  private async reserve(): Promise<void> {
    const id = newId();
    const dir = this.deps.repos.dir(id);
    await mkdir(path.join(dir, '.git'), { recursive: true });
    await mkdir(path.dirname(this.markerOf(id)), { recursive: true });
    await writeFile(this.markerOf(id), owner());
    // The template, built in the worker ahead: the project that takes the folder keeps these files
    // (createFromTemplate leaves the ones already the same), so its first build is a warm one.
    await syncTemplate(this.deps.templateDir, dir);
    await this.deps.linkPackages(dir);
    if (this.isClosed) {
      await rm(dir, { recursive: true, force: true });
      return;
    }
    this.deps.builder.prewarm?.({
      projectId: id,
      projectDir: dir,
      mode: 'preview',
      kilnOrigin: this.deps.kilnOrigin,
    });
    this.reserved = id;
  }

  /** Spare folders of this host whose process is gone (a crash or a restart). */
  private async sweep(): Promise<void> {
    const ids = await readdir(this.markers).catch(() => [] as string[]);
    await Promise.all(
      ids.map(async (id) => {
        const [host, pid] = (await readFile(this.markerOf(id), 'utf8').catch(() => '')).split(':');
        if (host !== os.hostname() || isRunning(Number(pid))) return;
        // A spare's `.git` is empty; one with a HEAD became a project (its process stopped between
        // handing the id out and removing the marker): only the marker goes.
        if (!existsSync(path.join(this.deps.repos.dir(id), '.git', 'HEAD')))
          await rm(this.deps.repos.dir(id), { recursive: true, force: true });
        await rm(this.markerOf(id), { force: true });
      }),
    );
  }
}

function owner(): string {
  return `${os.hostname()}:${process.pid}`;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
