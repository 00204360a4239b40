import os from 'node:os';
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { RunRequest } from '../pipeline/run-types';
import { QueueConnections } from './redis';

/** The queue's name in Redis: every API node adds to it, every worker takes from it. */
export const RUN_QUEUE = 'kiln-runs';

/** A generation run on the queue, and the token of the project's lease its process takes over. */
export interface RunJob {
  request: RunRequest;
  leaseToken: string;
}

/**
 * Generation runs as jobs on a durable queue (issue 19 §3; BullMQ on Redis, docs/decisions.md): the
 * chat stores the messages and claims the project's lease, then adds the run here; a worker (an API
 * node's own, or `npm run worker`) takes it, adopts the lease and runs it. A worker that dies stops
 * renewing both its job's lock and the lease: the job fails as stalled, never run twice, and the
 * dead-run sweep ends the run FAILED on its last good commit with the user's message kept.
 */
export class RunQueue {
  private readonly connections: QueueConnections;
  private readonly queue: Queue<RunJob>;
  private worker: Worker<RunJob> | null = null;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly lockMs: number,
  ) {
    this.connections = new QueueConnections(url, log, 'run queue');
    this.queue = new Queue<RunJob>(RUN_QUEUE, { connection: this.connections.open(), prefix: 'kiln' });
    this.queue.on('error', (err) => log.warn({ err: err.message }, 'run queue error'));
  }

  /** Adds a run; its id is its reply's, so the same run is never queued twice. */
  async add(job: RunJob): Promise<void> {
    await this.queue.add('run', job, {
      jobId: job.request.assistantMessageId,
      attempts: 1,
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
  }

  /**
   * Takes the project's run off the queue if no worker has taken it yet (the owner pressed Stop
   * while it waited); null when there is none or a worker took it meanwhile.
   */
  async takeWaiting(projectId: string): Promise<RunJob | null> {
    const waiting = await this.queue.getWaiting(0, 999);
    const job = waiting.find((j) => j.data.request.projectId === projectId);
    if (!job) return null;
    try {
      await job.remove(); // refused once a worker holds the job's lock
      return job.data;
    } catch {
      return null;
    }
  }

  /** Runs waiting for a worker and runs being run, across every worker (the operator console). */
  async counts(): Promise<{ waiting: number; active: number }> {
    const counts = await this.queue.getJobCounts('waiting', 'active');
    return { waiting: counts.waiting ?? 0, active: counts.active ?? 0 };
  }

  /** Starts taking runs in this process, at most `concurrency` at once. */
  work(run: (job: RunJob) => Promise<unknown>, concurrency: number): void {
    const worker = new Worker<RunJob>(RUN_QUEUE, (job) => run(job.data), {
      connection: this.connections.open(),
      prefix: 'kiln',
      // Stored on each job it takes: which process runs a run (an operator's question, and a test's).
      name: `${os.hostname()}:${process.pid}`,
      concurrency,
      lockDuration: this.lockMs,
      stalledInterval: this.lockMs,
      // A run half done by a dead worker is not started again from the top: it ends FAILED.
      maxStalledCount: 0,
    });
    worker.on('error', (err) => this.log.warn({ err: err.message }, 'run worker error'));
    worker.on('failed', (job, err) =>
      this.log.warn({ err: err.message, projectId: job?.data.request.projectId }, 'run job failed'),
    );
    this.worker = worker;
  }

  /** Takes no new runs; the ones in this process's hands go on (their own drain ends them). */
  async pause(): Promise<void> {
    await this.worker?.pause(true);
  }

  async close(): Promise<void> {
    await this.worker?.close(true);
    await this.queue.close();
    await this.connections.close();
  }
}
