/**
 * The sandboxed worker: the only process that reads or runs a project's code. It starts inside a
 * bubblewrap sandbox (see bwrap.ts) that shows it one project's tree, the dependency stores and its
 * own scratch folders, with no network, no secrets and no data dir, and takes jobs from the API over
 * its standard input (protocol.ts). What it says on standard output is all the API learns.
 */
import { mkdir, mkdtemp, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import { createBuilder } from '../build/builder';
import type { Builder } from '../build/types';
import { createVendorCache, type VendorCache } from '../build/vendor';
import { npmInstall } from '../engine/npm-install';
import { lineReader } from './lines';
import { type Job, MAX_LINE_BYTES } from './protocol';
import { Peer } from './rpc';

const role = process.env.KILN_SANDBOX_ROLE ?? 'project';
const store = requiredEnv('KILN_SANDBOX_STORE');
const buildTimeoutMs = Number(process.env.KILN_SANDBOX_BUILD_TIMEOUT_MS ?? 60_000);

const peer = new Peer({
  write: (line) => process.stdout.write(line),
  onCall: handle,
  onViolation: (error) => log('error', error.message),
});

let builder: Builder | null = null;
let vendorCache: VendorCache | null = null;

/** Package bundles come from the API, which has them built where no project's code runs. */
const remoteVendor: VendorCache = {
  async vendorFor(projectDir, imports, extraRoots = []) {
    if (imports.size === 0) return null;
    return peer.call({
      kind: 'vendor',
      nodeModules: await realpath(path.join(projectDir, 'node_modules')),
      imports: [...imports],
      extraRoots: [...extraRoots],
    });
  },
  async close() {},
};

async function handle(job: Job): Promise<unknown> {
  switch (job.kind) {
    case 'build': {
      if (role !== 'project') throw new Error('Builds run in a project worker');
      builder ??= createBuilder({
        maxConcurrent: 1,
        timeoutMs: buildTimeoutMs,
        nodePaths: [store],
        tagJsx: true,
        vendorCache: remoteVendor,
        // The worker's life is the API's to decide; its warm contexts live as long as it does.
        idleMs: 2 ** 31 - 1,
      });
      const { kind: _kind, ...request } = job;
      const result = await builder.build(request);
      return result.ok
        ? { ok: true, durationMs: result.durationMs, files: result.files }
        : { ok: false, durationMs: result.durationMs, errors: result.errors };
    }
    case 'vendor': {
      if (role !== 'vendor') throw new Error('Package bundles are built by the vendor worker');
      vendorCache ??= createVendorCache({
        nodePaths: [store],
        allowedRoots: async () => [await realpath(store)],
        cacheDir: requiredEnv('KILN_SANDBOX_VENDOR_CACHE'),
      });
      const resolveFrom = await resolveDirFor(job.nodeModules);
      return vendorCache.vendorFor(resolveFrom, new Map(job.imports), job.extraRoots);
    }
    case 'install':
      if (role !== 'install') throw new Error('Installs run in an install sandbox');
      return npmInstall(job.dir, job.dependencies, {
        registry: job.registry,
        cache: job.cache,
        timeoutMs: job.timeoutMs,
      });
  }
}

/** A folder whose `node_modules` is the given store: packages resolve from it as from a project. */
const resolveDirs = new Map<string, Promise<string>>();
function resolveDirFor(nodeModules: string): Promise<string> {
  let dir = resolveDirs.get(nodeModules);
  if (!dir) {
    dir = (async () => {
      const made = await mkdtemp('/tmp/resolve-');
      await mkdir(made, { recursive: true });
      await symlink(nodeModules, path.join(made, 'node_modules'), 'dir');
      return made;
    })();
    resolveDirs.set(nodeModules, dir);
  }
  return dir;
}

function log(level: 'warn' | 'error' | 'info', message: string): void {
  peer.send({ type: 'log', level, message });
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

process.stdin.on(
  'data',
  lineReader(
    MAX_LINE_BYTES,
    (line) => peer.receive(line),
    () => process.exit(2),
  ),
);
process.stdin.on('end', () => process.exit(0));
// A job's own failure is its answer; anything else escaping is logged, and the worker goes on.
process.on('unhandledRejection', (reason) => log('error', `unhandled: ${String(reason)}`));
peer.send({ type: 'ready' });
