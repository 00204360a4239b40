import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { QueueConnections } from './redis';

/** The deploy builds' queue in Redis: API nodes add to it, whoever takes runs builds. */
export const BUILD_QUEUE = 'kiln-builds';

/** How long a deploy waits for its build (a production build of a big app, queued behind others). */
export const BUILD_WAIT_MS = 10 * 60_000;

export interface BuildJob {
  projectId: string;
  commit: string;
}

/** A build that ended as the owner must hear it (it failed, or its bundle holds a secret), or done. */
export type BuildOutcome = { ok: true } | { ok: false; message: string };

/**
 * Deploy builds as jobs (issue 19 §3), beside the runs' queue: the API node that deploys adds the
 * commit's production build and waits for it; a worker builds it in its sandbox and stores the
 * release for every node. A build is the same files each time, so one a dead worker left is taken
 * again (BullMQ's stalled-job check), unlike a run.
 */
export class BuildQueue {
  private readonly connections: QueueConnections;
  private readonly queue: Queue<BuildJob, BuildOutcome>;
  private events: QueueEvents | null = null;
  private worker: Worker<BuildJob, BuildOutcome> | null = null;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connections = new QueueConnections(url, log, 'build queue');
    this.queue = new Queue<BuildJob, BuildOutcome>(BUILD_QUEUE, {
      connection: this.connections.open(),
      prefix: 'kiln',
    });
    this.queue.on('error', (err) => log.warn({ err: err.message }, 'build queue error'));
  }

  /**
   * Queues a build and waits for a worker to end it. Rejects when the worker failed unexpectedly
   * (its error's message) or none ended it within `waitMs`.
   */
  async build(job: BuildJob, waitMs = BUILD_WAIT_MS): Promise<BuildOutcome> {
    this.events ??= new QueueEvents(BUILD_QUEUE, { connection: this.connections.open(), prefix: 'kiln' });
    const queued = await this.queue.add('build', job, {
      // Each deploy its own job: an earlier deploy's failure is not this one's answer.
      jobId: `${job.projectId}-${job.commit.slice(0, 12)}-${randomBytes(4).toString('hex')}`,
      // Kept a while after they end, so the waiting node reads the outcome even if it was late to listen.
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
    try {
      return await queued.waitUntilFinished(this.events, waitMs);
    } catch (err) {
      // Nobody took it in time: taken off the queue, so no worker builds a release nobody waits for.
      await queued.remove().catch(() => undefined);
      throw err;
    }
  }

  /** Starts taking deploy builds in this process, at most `concurrency` at once. */
  work(build: (job: BuildJob) => Promise<BuildOutcome>, concurrency: number): void {
    const worker = new Worker<BuildJob, BuildOutcome>(BUILD_QUEUE, (job) => build(job.data), {
      connection: this.connections.open(),
      prefix: 'kiln',
      name: `${os.hostname()}:${process.pid}`,
      concurrency,
    });
    worker.on('error', (err) => this.log.warn({ err: err.message }, 'build worker error'));
    worker.on('failed', (job, err) =>
      this.log.warn({ err: err.message, projectId: job?.data.projectId }, 'deploy build failed'),
    );
    this.worker = worker;
  }

  /** Takes no new builds; the ones in hand go on. */
  async pause(): Promise<void> {
    await this.worker?.pause(true);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue.close();
    await this.connections.close();
  }
}
