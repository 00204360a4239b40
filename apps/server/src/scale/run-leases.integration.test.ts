import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, type LocalRedis, startRedis } from '../test/engines/redis';
import { RedisRunLeases } from './run-leases';

/** Run leases on a real Redis (issue 19 §2): one holder per project, lost by a node that stops renewing. */
const log = Fastify({ logger: false }).log;
const TTL_MS = 400;

describe.runIf(hasRedis())('run leases in Redis', () => {
  let redis: LocalRedis;
  const clients: Redis[] = [];
  const leasesOf = () => {
    const client = new Redis(redis.url);
    clients.push(client);
    return new RedisRunLeases(client, log, TTL_MS);
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  it('gives a project to one node at a time, and keeps it while that node renews it', async () => {
    const [nodeA, nodeB] = [leasesOf(), leasesOf()];
    const lease = await nodeA.acquire('p1');
    expect(typeof lease).toBe('object');
    expect(await nodeB.acquire('p1')).toBe('busy');
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 3));
    expect(await nodeB.acquire('p1')).toBe('busy');
    expect(await nodeB.isHeld('p1')).toBe(true);
    if (typeof lease === 'object') await lease.release();
    expect(await nodeB.isHeld('p1')).toBe(false);
    expect(typeof (await nodeB.acquire('p1'))).toBe('object');
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('frees the projects of a node that died, once their lease runs out', async () => {
    const [dying, survivor] = [leasesOf(), leasesOf()];
    expect(typeof (await dying.acquire('p2', { id: 'u1', allowed: 1 }))).toBe('object');
    await dying.close(); // no more renewals: as if its process were killed
    expect(await survivor.acquire('p2')).toBe('busy');
    await expect.poll(() => survivor.isHeld('p2'), { timeout: TTL_MS * 5 }).toBe(false);
    expect(typeof (await survivor.acquire('p2', { id: 'u1', allowed: 1 }))).toBe('object');
    await survivor.close();
  });

  it("counts a user's runs across nodes", async () => {
    const [nodeA, nodeB] = [leasesOf(), leasesOf()];
    const user = { id: 'u2', allowed: 2 };
    expect(typeof (await nodeA.acquire('p3', user))).toBe('object');
    const second = await nodeB.acquire('p4', user);
    expect(typeof second).toBe('object');
    expect(await nodeA.acquire('p5', user)).toBe('quota');
    if (typeof second === 'object') await second.release();
    expect(typeof (await nodeA.acquire('p5', user))).toBe('object');
    await Promise.all([nodeA.close(), nodeB.close()]);
  });
});
