import type { FastifyBaseLogger } from 'fastify';

/**
 * Kiln's in-process job runner (the default; BullMQ workers take its place at scale): work that
 * outlives a request, such as setting up a new project. Failures are logged, never lost silently,
 * and shutdown waits for what is running.
 */
export class JobQueue {
  private readonly running = new Set<Promise<void>>();
  private isClosed = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, job: () => Promise<unknown>): Promise<void> {
    if (this.isClosed) {
      this.log.warn({ job: name }, 'job refused: shutting down');
      return Promise.resolve();
    }
    const done: Promise<void> = job()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err, job: name }, 'job failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
    return done;
  }

  /** Resolves once every job started so far has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.drain();
  }
}
