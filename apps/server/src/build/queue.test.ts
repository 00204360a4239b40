import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BuildTimeoutError, createBuildQueue, withTimeout } from './queue';

describe('createBuildQueue', () => {
  it('runs tasks of one key in order, and keeps going after a failure', async () => {
    const queue = createBuildQueue(4);
    const order: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        order.push(`start ${name}`);
        await sleep(ms);
        order.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('p', task('1', 30, true)),
      queue.run('p', task('2', 1)),
      queue.lock('p', task('3', 1)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('bounds concurrency across keys', async () => {
    const queue = createBuildQueue(2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((key) =>
        queue.run(key, async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(20);
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    await queue.drain();
  });

  it('refuses a non-positive bound', () => {
    expect(() => createBuildQueue(0)).toThrow(RangeError);
  });
});

describe('withTimeout', () => {
  it('rejects at the deadline and aborts the task', async () => {
    let signal: AbortSignal | undefined;
    const result = withTimeout(
      20,
      () => new BuildTimeoutError('p', 20),
      async (s) => {
        signal = s;
        await sleep(200);
        return 'late';
      },
    );
    await expect(result).rejects.toBeInstanceOf(BuildTimeoutError);
    expect(signal?.aborted).toBe(true);
  });

  it('passes through a result in time', async () => {
    expect(
      await withTimeout(
        1_000,
        () => new Error('x'),
        async () => 'done',
      ),
    ).toBe('done');
  });
});
