import type { FastifyBaseLogger } from 'fastify';
import { type RecoveryContext, recoverInterruptedWork } from '../engine/recover';
import type { Env } from '../env';
import type { RunController } from '../pipeline/run-controller';
import { BuildQueue } from './build-queue';
import { LiveReplies } from './live-replies';
import { openRedis, type RedisConnection } from './redis';
import { RedisRunLeases, type RunLeases } from './run-leases';
import { RunQueue } from './run-queue';
import { MemoryWindows, RedisWindows, type SlidingWindows } from './sliding-windows';

/**
 * What one API node shares with the others when Kiln runs on several (issue 19): nothing without
 * `REDIS_URL` (one node, everything in process); with it, the Redis connection (socket rooms) and
 * the projects' run leases, and a sweep that ends the runs a dead node left in progress.
 */
export interface ScaleOut {
  redis: RedisConnection | undefined;
  leases: RunLeases | undefined;
  /** The generation runs' job queue (with Redis): API nodes add to it, workers take from it. */
  queue: RunQueue | undefined;
  /** Deploy builds' job queue (with Redis): the deploying node adds and waits, workers build. */
  builds: BuildQueue | undefined;
  /** The replies being written, for nodes that do not run them (with Redis). */
  live: LiveReplies | undefined;
  /** Shutting down: `/api/ready` answers 503 so the balancer sends this node nothing new. */
  readonly isDraining: boolean;
  /** Starts draining, then gives the runs in flight up to `graceMs` to end by themselves. */
  drain(graceMs: number, runs: Pick<RunController, 'settle'>): Promise<void>;
  /** Sliding-window counters (rate limits) under `prefix`: in Redis, so all nodes count, or here. */
  windows(prefix: string): SlidingWindows;
  /** Starts the sweep for a dead node's runs (with Redis only). */
  recoverDeadRuns(ctx: RecoveryContext): void;
  /** After the node's runs and sockets have closed. */
  close(): Promise<void>;
}

export async function startScaleOut(env: Env, log: FastifyBaseLogger): Promise<ScaleOut> {
  const { redisUrl, runLeaseMs } = env.scale;
  const redis = redisUrl ? await openRedis(redisUrl, log) : undefined;
  const leases = redis ? new RedisRunLeases(redis.client, log, runLeaseMs) : undefined;
  const queue = redisUrl ? new RunQueue(redisUrl, log, runLeaseMs) : undefined;
  const builds = redisUrl ? new BuildQueue(redisUrl, log) : undefined;
  const live = redis ? new LiveReplies(redis.client, log) : undefined;
  let sweep: NodeJS.Timeout | undefined;
  let isDraining = false;
  return {
    redis,
    leases,
    queue,
    builds,
    live,
    get isDraining() {
      return isDraining;
    },
    async drain(graceMs, runs) {
      isDraining = true;
      await Promise.all([queue?.pause(), builds?.pause()]);
      await runs.settle(graceMs);
    },
    windows: (prefix) => (redis ? new RedisWindows(redis.client, prefix) : new MemoryWindows()),
    recoverDeadRuns(ctx: RecoveryContext) {
      if (!leases) return;
      // A node that dies leaves its runs in progress: once their leases run out, whichever node
      // looks next ends them FAILED on their last good commit, the user's message kept.
      sweep = setInterval(() => {
        recoverInterruptedWork(ctx).then(
          (recovered) => {
            if (recovered.messages || recovered.projects) log.info(recovered, 'recovered a dead node’s runs');
          },
          (err: unknown) => log.warn({ err }, 'could not recover interrupted runs'),
        );
      }, env.scale.recoverEveryMs);
      sweep.unref();
    },
    close: async () => {
      clearInterval(sweep);
      await Promise.all([queue?.close(), builds?.close()]);
      await leases?.close();
      await redis?.close();
    },
  };
}
