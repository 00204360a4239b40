/**
 * The build queue: builds of one project run one after another (they share a warm esbuild context
 * and write the same output), and at most `maxConcurrent` builds run at once overall.
 */
export type BuildQueue = {
  /** Runs `task` after every earlier task for `key`, holding one of the global slots. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Runs `task` after every earlier task for `key`, without taking a global slot. */
  lock<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Resolves once every task queued so far has settled. */
  drain(): Promise<void>;
};

export function createBuildQueue(maxConcurrent: number): BuildQueue {
  if (!Number.isInteger(maxConcurrent) || maxConcurrent < 1) {
    throw new RangeError(`maxConcurrent must be a positive integer, got ${maxConcurrent}`);
  }
  const tails = new Map<string, Promise<void>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function acquireSlot(): Promise<void> {
    if (running < maxConcurrent) {
      running += 1;
      return;
    }
    // The releasing task hands its slot straight to the next waiter, so `running` stays put.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  function lock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  }

  function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return lock(key, async () => {
      await acquireSlot();
      try {
        return await task();
      } finally {
        releaseSlot();
      }
    });
  }

  async function drain(): Promise<void> {
    while (tails.size > 0) await Promise.all(tails.values());
  }

  return { run, lock, drain };
}

export class BuildTimeoutError extends Error {
  readonly code = 'build_timeout';

  constructor(
    readonly projectId: string,
    readonly timeoutMs: number,
  ) {
    super(`The build of project ${projectId} took longer than ${timeoutMs} ms and was stopped`);
    this.name = 'BuildTimeoutError';
  }
}

/**
 * Runs `task` with a deadline. On expiry the returned promise rejects at once (freeing the queue)
 * and `signal` aborts, so the task can stop before doing anything visible, such as replacing output.
 */
export async function withTimeout<T>(
  timeoutMs: number,
  onTimeout: () => Error,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = onTimeout();
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const work = task(controller.signal);
  // The task's own late failure after the deadline is already reported as the timeout.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
