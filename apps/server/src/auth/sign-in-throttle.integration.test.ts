import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryWindows, RedisWindows } from '../scale/sliding-windows';
import { hasRedis, type LocalRedis, startRedis } from '../test/engines/redis';
import { SignInThrottle } from './sign-in-throttle';

/**
 * The per-account sign-in throttle behaves the same in memory and in Redis, and in Redis an
 * account's failures on one node count on every node (issue 19 §2). A clock of our own drives both.
 */
const OPTIONS = { maxFailures: 3, windowMs: 60_000 };

describe.runIf(hasRedis())('the sign-in throttle', () => {
  let redis: LocalRedis;
  const clients: Redis[] = [];
  let now = 1_000_000;
  const clock = () => now;
  const inRedis = () => {
    const client = new Redis(redis.url);
    clients.push(client);
    return new SignInThrottle(OPTIONS, new RedisWindows(client, 'test:sign-in:', clock), clock);
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  it.each([
    ['in memory', () => new SignInThrottle(OPTIONS, new MemoryWindows(clock), clock)],
    ['in Redis', () => inRedis()],
  ] as const)(
    '%s: blocks an account after its failures in the window, until the oldest leaves it',
    async (_, make) => {
      const throttle = make();
      const email = `Ana-${Math.random()}@Example.com`;
      for (let i = 0; i < 3; i += 1) {
        expect(await throttle.check(email)).toEqual({ isBlocked: false });
        await throttle.fail(email);
        now += 1_000;
      }
      expect(await throttle.check(email.toLowerCase())).toEqual({ isBlocked: true, retryAfterMs: 57_000 });
      now += 57_000; // the first failure leaves the window
      expect(await throttle.check(email)).toEqual({ isBlocked: false });
      await throttle.fail(email);
      expect((await throttle.check(email)).isBlocked).toBe(true);
      await throttle.succeed(email);
      expect(await throttle.check(email)).toEqual({ isBlocked: false });
    },
  );

  it('counts failures on every node', async () => {
    const [nodeA, nodeB] = [inRedis(), inRedis()];
    const email = 'shared@example.com';
    await nodeA.fail(email);
    await nodeB.fail(email);
    await nodeA.fail(email);
    expect((await nodeB.check(email)).isBlocked).toBe(true);
  });
});
