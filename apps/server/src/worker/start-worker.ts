import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from '../auth/auth';
import { resolveAuthSecret } from '../auth/secret';
import { ViewerResolver } from '../auth/viewer';
import { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { workerRealtime } from '../realtime/worker-realtime';
import { createRunServices, type RunServices } from '../run-services';
import { startScaleOut } from '../scale/scale-out';
import { openStorage } from '../storage/artifact-mirror';

export interface RunWorker {
  services: RunServices;
  /** Takes no new runs and gives the ones in hand up to `graceMs` to finish (SIGTERM). */
  drain(graceMs: number): Promise<void>;
  /** Stops what is left (FAILED on its last good commit, message kept) and closes every connection. */
  close(): Promise<void>;
}

/**
 * A build worker (`npm run worker`, issue 19 §3): the same engine, sandbox and runs as an API node,
 * without HTTP. It takes generation runs off the queue in Redis, emits their socket events through
 * the Redis adapter to whichever API node holds the sockets, and sweeps for runs a dead process left.
 */
export async function startRunWorker(
  env: Env,
  database: Database,
  log: FastifyBaseLogger,
): Promise<RunWorker> {
  const scale = await startScaleOut(env, log);
  if (!scale.redis || !scale.queue) {
    await scale.close();
    throw new Error(
      'A worker takes runs off the job queue in Redis: set REDIS_URL, DATABASE_URL and S3_* (or the same KILN_DATA_DIR) as on the API nodes.',
    );
  }
  const secret = resolveAuthSecret(env.authSecret, env.dataDir);
  const auth = createAuth(database.db, env, secret);
  // Runs never ask who is signed in; the context's resolver is there, its change feed never started.
  const viewers = new ViewerResolver(auth, database.db, env, new ChangeFeed());
  const storage = openStorage(env.dataDir, env.scale.s3, log);
  const { mirror, repos } = storage;
  const base = { env, db: database.db, auth, viewers, authSecret: secret, mirror };
  const realtime = workerRealtime(scale.redis);
  const services = createRunServices({
    env,
    base,
    repos,
    realtime,
    scale,
    log,
    spare: false,
    takeRuns: true,
  });
  scale.recoverDeadRuns({ db: database.db, repos, engine: services.engine, runs: services.runs });
  return {
    services,
    drain: (graceMs) => scale.drain(graceMs, services.runs),
    close: async () => {
      await services.close();
      await realtime.close();
      await scale.close();
      storage.close();
    },
  };
}
