import { chmod, chown, mkdir, readdir, realpath, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REPO_ROOT, SERVER_ROOT } from '../paths';
import {
  isSandboxAvailable,
  SANDBOX_MISSING_MESSAGE,
  type SandboxIdentity,
  type SandboxLimits,
  type SandboxSpec,
} from './bwrap';
import { ownTree } from './output-files';
import { workerScript } from './worker-script';

export interface SandboxOptions {
  dataDir: string;
  /**
   * This process's own scratch folder under `data/sandbox` when several processes share the data
   * dir (issue 19): each clears only its own leftovers at start. Unset: `data/sandbox` itself.
   */
  scratchName?: string;
  /** The shared dependency store (the monorepo's `node_modules`). */
  storeNodeModules: string;
  /** Where packages projects add are installed (`data/deps`). */
  depsDir: string;
  /** Package bundles of preview builds (`data/build-cache`). */
  vendorCacheDir: string;
  identity: SandboxIdentity;
  log: FastifyBaseLogger;
  /** Project workers kept at once; the one unused longest goes first. */
  maxWorkers: number;
  /** A project worker unused this long exits. */
  idleMs: number;
  buildTimeoutMs: number;
  typecheckTimeoutMs: number;
  /** V8 heap of each worker. */
  heapMb: number;
  /** The most a build's output may weigh. */
  maxOutputBytes: number;
  limits: SandboxLimits;
}

export class SandboxUnavailableError extends Error {
  constructor() {
    super(SANDBOX_MISSING_MESSAGE);
    this.name = 'SandboxUnavailableError';
  }
}

/**
 * What every sandbox of an instance shares: its folders under `data/sandbox` (made once, owned by the
 * sandbox's user), the stores a project may read (confined to the real dependency stores), and the
 * spec and command a worker starts with.
 */
export class SandboxFiles {
  readonly root: string;
  private prepared: Promise<void> | null = null;

  constructor(private readonly options: SandboxOptions) {
    this.root = path.join(options.dataDir, 'sandbox', ...(options.scratchName ? [options.scratchName] : []));
  }

  get isAvailable(): boolean {
    return isSandboxAvailable();
  }

  /** A store a project may read: the shared one, or an installed set under `data/deps`. */
  async confineStore(dir: string): Promise<string> {
    const real = await realpath(dir);
    const deps = await realpath(this.options.depsDir).catch(() => path.resolve(this.options.depsDir));
    if (path.dirname(real) !== deps) throw new Error(`"${dir}" is not a dependency store`);
    return real;
  }

  async confineNodeModules(dir: string): Promise<string> {
    const real = await realpath(dir);
    if (real === (await realpath(this.options.storeNodeModules))) return real;
    if (path.basename(real) === 'node_modules') {
      await this.confineStore(path.dirname(real));
      return real;
    }
    throw new Error(`"${dir}" is not a dependency store`);
  }

  async spec(
    role: 'project' | 'vendor' | 'install',
    parts: Pick<SandboxSpec, 'readOnly' | 'writable' | 'network'> &
      Partial<Pick<SandboxSpec, 'overlays' | 'cwd'>> & { env?: Record<string, string> },
  ): Promise<SandboxSpec> {
    const script = await workerScript();
    const kiln = [
      this.options.storeNodeModules,
      path.join(REPO_ROOT, 'packages'),
      path.dirname(script),
      path.join(SERVER_ROOT, 'package.json'),
      path.join(SERVER_ROOT, 'drizzle.config.ts'),
    ];
    return {
      readOnly: [...kiln, ...parts.readOnly],
      writable: parts.writable,
      overlays: parts.overlays,
      cwd: parts.cwd,
      network: parts.network,
      env: {
        PATH: '/usr/local/bin:/usr/bin:/bin',
        LANG: 'C.UTF-8',
        NODE_ENV: 'production',
        KILN_SANDBOX_ROLE: role,
        KILN_SANDBOX_STORE: this.options.storeNodeModules,
        KILN_SANDBOX_BUILD_TIMEOUT_MS: String(this.options.buildTimeoutMs),
        ...parts.env,
      },
      limits: this.options.limits,
    };
  }

  async command(): Promise<string[]> {
    return [process.execPath, `--max-old-space-size=${this.options.heapMb}`, await workerScript()];
  }

  /**
   * Once: the sandbox's folders, owned by its user. A root server's data dir must let that user pass
   * through (not list) it to reach the folders shown to it.
   */
  prepare(): Promise<void> {
    if (!this.isAvailable) return Promise.reject(new SandboxUnavailableError());
    this.prepared ??= (async () => {
      await mkdir(this.root, { recursive: true });
      if (this.options.scratchName) await removeDeadScratch(path.dirname(this.root));
      // Builds a crash left half-written in workers' scratch folders (the type checks' state stays).
      const projects = path.join(this.root, 'projects');
      const left = await readdir(projects).catch(() => []);
      await Promise.all(
        left.map((id) => rm(path.join(projects, id, 'out'), { recursive: true, force: true })),
      );
      if (this.options.identity.uid !== null) {
        const info = await stat(this.options.dataDir);
        await chmod(this.options.dataDir, info.mode | 0o111);
        await this.ownedDir(this.options.vendorCacheDir);
        await ownTree(this.options.vendorCacheDir, this.options.identity);
        // Project workers see the installed sets' folder: they may reach a store they are told of,
        // never list which sets (which other projects' packages) are installed.
        await mkdir(this.options.depsDir, { recursive: true });
        await chmod(this.options.depsDir, 0o711);
      } else {
        await mkdir(this.options.vendorCacheDir, { recursive: true });
        await mkdir(this.options.depsDir, { recursive: true });
      }
    })();
    this.prepared.catch(() => {
      this.prepared = null;
    });
    return this.prepared;
  }

  async ownedDir(dir: string, owned = true): Promise<void> {
    await mkdir(dir, { recursive: true });
    if (owned) await this.own(dir);
  }

  async own(dir: string): Promise<void> {
    const { uid, gid } = this.options.identity;
    if (uid !== null && gid !== null) await chown(dir, uid, gid);
  }
}

/** Scratch folders (`<host>-<pid>`) of this host's processes that have exited. */
async function removeDeadScratch(parent: string): Promise<void> {
  const host = os.hostname();
  const names = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const pid = name.startsWith(`${host}-`) ? Number(name.slice(host.length + 1)) : Number.NaN;
      if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) return;
      await rm(path.join(parent, name), { recursive: true, force: true });
    }),
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
