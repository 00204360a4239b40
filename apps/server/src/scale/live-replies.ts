import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A reply being written is kept this long after its last chunk (a run that died leaves it to lapse). */
const LIVE_TTL_MS = 10 * 60_000;

const keyOf = (messageId: string) => `kiln:live-reply:${messageId}`;

/**
 * The part of a reply a run has sent so far, in Redis, for the API nodes that do not run it (issue
 * 19): a page opened mid-run asks its node for the history, which answers with this rather than the
 * database's copy (saved once a second), so the chunks it hears next follow on from what it shows.
 * Each chunk is appended as it is sent; the key goes once the whole reply is in the database.
 */
export class LiveReplies {
  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  append(messageId: string, chunk: string): void {
    this.redis
      .multi()
      .append(keyOf(messageId), chunk)
      .pexpire(keyOf(messageId), LIVE_TTL_MS)
      .exec()
      .catch((err: Error) => this.log.warn({ err: err.message, messageId }, 'could not share a reply chunk'));
  }

  forget(messageId: string): void {
    this.redis
      .del(keyOf(messageId))
      .catch((err: Error) => this.log.warn({ err: err.message, messageId }, 'could not drop a live reply'));
  }

  /** The live text of each of these replies that a run anywhere is writing. */
  async read(messageIds: readonly string[]): Promise<Map<string, string>> {
    if (messageIds.length === 0) return new Map();
    const values = await this.redis.mget(messageIds.map(keyOf));
    const found = new Map<string, string>();
    values.forEach((value, i) => {
      const id = messageIds[i];
      if (value !== null && id !== undefined) found.set(id, value);
    });
    return found;
  }
}
