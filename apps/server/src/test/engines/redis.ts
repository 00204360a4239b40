import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/**
 * A throwaway Redis server from Debian's `redis-server` package, for the scale-out tests and the
 * scale bench (issue 19): loopback only, no persistence, its own directory.
 */
export interface LocalRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

export const REDIS_SERVER = '/usr/bin/redis-server';

export function hasRedis(): boolean {
  return existsSync(REDIS_SERVER);
}

export async function startRedis(): Promise<LocalRedis> {
  if (!hasRedis()) throw new Error('Redis is not installed (Debian: apt-get install redis-server)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitUntilUp(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {}); // not up yet: connect() rejects and the loop tries again
    try {
      await client.connect();
      await client.ping();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start within 10 s');
}
