import path from 'node:path';
import Fastify from 'fastify';
import { STORE_NODE_MODULES } from '../../build/testing/fixture';
import { SANDBOX_LIMITS } from '../../run-services';
import { sandboxIdentity } from '../bwrap';
import { Sandbox } from '../sandbox';
import type { SandboxOptions } from '../sandbox-files';

/** A sandbox over a data dir of its own, with the server's limits (tests and the bench). */
export function localSandbox(dataDir: string, options: Partial<SandboxOptions> = {}): Sandbox {
  return new Sandbox({
    dataDir,
    storeNodeModules: STORE_NODE_MODULES,
    depsDir: path.join(dataDir, 'deps'),
    vendorCacheDir: path.join(dataDir, 'build-cache'),
    identity: sandboxIdentity(),
    log: Fastify({ logger: false }).log,
    maxWorkers: 8,
    idleMs: 60_000,
    buildTimeoutMs: 60_000,
    typecheckTimeoutMs: 60_000,
    heapMb: 1024,
    maxOutputBytes: 256 * 1024 * 1024,
    limits: SANDBOX_LIMITS,
    ...options,
  });
}
