import { z } from 'zod';
import type { S3Settings } from './storage/object-store';

/** An optional setting: blank counts as unset. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * How this process takes part in a Kiln of several processes (issue 19): Redis, the job queue,
 * dead-node sweeps and shutdown. Without `REDIS_URL` everything stays in one process.
 */
export const ScaleEnvSchema = z.object({
  /** Redis for more than one process: socket rooms across nodes, run leases, limits, the run queue. */
  REDIS_URL: optionalString.pipe(z.url().optional()),
  /** With Redis: how often a process looks for runs a dead one left in progress (ends them FAILED). */
  KILN_RECOVER_EVERY_MS: z.coerce.number().int().min(100).default(15_000),
  /** On SIGTERM: how long runs in flight may take to finish before they are stopped. */
  KILN_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(20_000),
  /** With Redis: whether this API node also takes runs off the queue (false: `npm run worker`s do). */
  KILN_RUN_WORKER: z.enum(['true', 'false']).default('true'),
  /** With Redis: how many runs one worker (or an API node's in-process worker) takes at once. */
  KILN_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How long a run's lease (and its job's lock) outlives the last sign of life of its process. */
  KILN_RUN_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * S3-compatible object storage (issue 19 §4): with a bucket, builds, screenshots, uploads, releases
   * and repositories are kept there and each process's data dir is its cache.
   */
  S3_BUCKET: optionalString,
  /** The storage's URL (MinIO, R2, …); unset: AWS S3 itself. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().trim().default('us-east-1'),
  /** Unset: the AWS SDK's own chain (environment, instance role…). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `endpoint/bucket/key` addressing (most self-hosted stores); `false` for virtual-hosted buckets. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
});

export interface ScaleEnv {
  /** Redis (`REDIS_URL`): without it everything that is shared between processes stays in this one. */
  redisUrl: string | undefined;
  /** With Redis: the period of the sweep for runs a dead process left in progress. */
  recoverEveryMs: number;
  /** On SIGTERM: how long runs in flight may take to finish before they are stopped. */
  shutdownGraceMs: number;
  /** With Redis: this API node takes runs off the queue too. */
  runWorker: boolean;
  workerConcurrency: number;
  runLeaseMs: number;
  /** Object storage, when `S3_BUCKET` is set. */
  s3: S3Settings | undefined;
}

export function scaleFrom(e: z.infer<typeof ScaleEnvSchema>): ScaleEnv {
  return {
    redisUrl: e.REDIS_URL,
    recoverEveryMs: e.KILN_RECOVER_EVERY_MS,
    shutdownGraceMs: e.KILN_SHUTDOWN_GRACE_MS,
    runWorker: e.KILN_RUN_WORKER === 'true',
    workerConcurrency: e.KILN_WORKER_CONCURRENCY,
    runLeaseMs: e.KILN_RUN_LEASE_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials: s3Credentials(e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY),
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  };
}

/** Both keys, or neither (the SDK's own chain): one alone is a mistake said at start-up. */
function s3Credentials(accessKeyId: string | undefined, secretAccessKey: string | undefined) {
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  return { accessKeyId, secretAccessKey };
}
