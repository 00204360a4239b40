// Issue 19: Kiln on shared engines, one API node against two and one build worker against two,
// measured in the same run. Real PostgreSQL and Redis (Debian's packages, started on loopback); each
// API node the built server and each worker `dist/worker.js` (`npm run worker`), in its own process,
// sharing one data dir. API: signed-in `POST /api/web/get` with autocannon against every node at
// once. Runs: first generations of new projects taken off the queue by the workers, per minute.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { calls } from '@kiln/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../apps/server/src/test/engines/postgres';
import { startRedis } from '../apps/server/src/test/engines/redis';
import {
  ensureBuilt,
  type LiveServer,
  type LiveUser,
  signUpLiveUser,
  startLiveServer,
  startLiveWorker,
} from './live-server';
import type { Row } from './report';

const DURATION_S = Number(process.env.KILN_BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = 16;
/** First generations per measurement (spread over the nodes). */
const RUNS = Number(process.env.KILN_BENCH_SCALE_RUNS ?? 8);

async function load(servers: LiveServer[], cookie: string, webId: string) {
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.url}${calls.getProject.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ webId }),
        connections: Math.ceil(CONNECTIONS / servers.length),
        duration: DURATION_S,
        workers: 1,
      }),
    ),
  );
  const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  if (failed > 0) throw new Error(`scale load run failed: ${failed} non-2xx answers or errors`);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/**
 * Starts `RUNS` first generations spread over the users (each signed in on one node, calling it);
 * runs per minute until all are COMPLETE, whichever worker ran them.
 */
async function runsPerMinute(users: LiveUser[]): Promise<number> {
  const start = performance.now();
  await Promise.all(
    Array.from({ length: RUNS }, async (_, i) => {
      const user = users[i % users.length] as LiveUser;
      const { data } = await user.post<{ data: { _id: string } }>(calls.createProject.path, {
        prompt: `A landing page for bakery number ${i}`,
      });
      for (;;) {
        const { data: project } = await user.post<{ data: { phase: string } }>(calls.getProject.path, {
          webId: data._id,
        });
        if (project.phase === 'COMPLETE') return;
        if (project.phase === 'FAILED') throw new Error(`a scale bench run ended FAILED (${data._id})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const minutes = (performance.now() - start) / 60_000;
  return RUNS / minutes;
}

export async function benchScale(): Promise<Row[]> {
  ensureBuilt();
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiln-bench-scale-'));
  const servers: LiveServer[] = [];
  const workers: { stop(): Promise<void> }[] = [];
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE kiln');
    await admin.end();
    const env = {
      DATABASE_URL: postgres.urlOf('kiln'),
      REDIS_URL: redis.url,
      // The API nodes serve; the workers run (as with dedicated workers in production).
      KILN_RUN_WORKER: 'false',
      KILN_CONCURRENT_RUNS_FREE: '100',
      KILN_DAILY_RUNS_FREE: '100000',
    };
    // The first node migrates the database; the second node and the workers start once it has.
    servers.push(await startLiveServer(env, { dataDir }));
    workers.push(startLiveWorker(env, dataDir));
    const user = await signUpLiveUser(servers[0] as LiveServer, 'scale@example.com');
    const cookie = user.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const { data } = await user.post<{ data: { _id: string } }>(calls.createProject.path, {
      prompt: 'A bakery',
    });
    const webId = data._id;

    await load(servers, cookie, webId); // warm-up, unmeasured
    const oneNode = await load(servers, cookie, webId);
    servers.push(await startLiveServer(env, { dataDir }));
    await load(servers, cookie, webId); // warm-up, unmeasured
    const twoNodes = await load(servers, cookie, webId);

    const secondUser = await signUpLiveUser(servers[1] as LiveServer, 'scale-2@example.com');
    const users = [user, secondUser];
    const oneWorkerRuns = await runsPerMinute(users);
    workers.push(startLiveWorker(env, dataDir));
    await runsPerMinute(users); // warm-up of the second worker (its Chromium, its sandboxes), unmeasured
    const twoWorkerRuns = await runsPerMinute(users);

    const row = (name: string, median: number, unit: string): Row => ({ name, median, unit, n: 1 });
    return [
      row('API: signed-in web/get, 1 node (req/s)', oneNode.rps, 'req/s'),
      row('API: signed-in web/get, 2 nodes (req/s)', twoNodes.rps, 'req/s'),
      row('API: p99, 1 node', oneNode.p99, 'ms'),
      row('API: p99, 2 nodes', twoNodes.p99, 'ms'),
      row(`runs per minute, 1 worker (${RUNS} first generations)`, oneWorkerRuns, 'runs/min'),
      row(`runs per minute, 2 workers (${RUNS} first generations)`, twoWorkerRuns, 'runs/min'),
    ];
  } finally {
    await Promise.all([...workers, ...servers].map((process) => process.stop()));
    await Promise.all([postgres.stop(), redis.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}
