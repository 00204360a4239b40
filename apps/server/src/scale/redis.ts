import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection of one API node (`REDIS_URL`, issue 19 §2): a command connection, and
 * connections of their own for whatever subscribes (a subscribed connection can send no commands).
 * Commands wait while it reconnects and are refused after ~5 s of it rather than hanging a request.
 */
export interface RedisConnection {
  client: Redis;
  /** A new connection to the same server (the socket adapter's publisher and subscriber). */
  duplicate(): Redis;
  close(): Promise<void>;
}

export async function openRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const connections: Redis[] = [];
  const connect = (base?: Redis): Redis => {
    const client = base
      ? base.duplicate()
      : new Redis(url, {
          lazyConnect: true,
          maxRetriesPerRequest: 20,
          retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
        });
    // Without a listener an unreachable Redis would crash the process; it reconnects by itself.
    client.on('error', (err: Error) => log.warn({ err: err.message }, 'redis connection error'));
    connections.push(client);
    return client;
  };
  const client = connect();
  await client.connect();
  return {
    client,
    duplicate: () => connect(client),
    close: async () => {
      await Promise.all(
        connections.map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}

/**
 * The connections of one BullMQ queue and its worker: BullMQ's blocking reads need commands that
 * wait for ever (maxRetriesPerRequest: null). `what` names the queue in the log.
 */
export class QueueConnections {
  private readonly connections: Redis[] = [];

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  open(): Redis {
    const connection = new Redis(this.url, { maxRetriesPerRequest: null });
    connection.on('error', (err: Error) =>
      this.log.warn({ err: err.message }, `${this.what} connection error`),
    );
    this.connections.push(connection);
    return connection;
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
