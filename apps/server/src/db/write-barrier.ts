import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Read-your-writes for the caches the database invalidates (NotifiedCache), on a real PostgreSQL
 * server. PGlite hands a NOTIFY to its listener before the writing query resolves; PostgreSQL
 * delivers it on the listening connection a little later. So after each write of this node
 * commits, the barrier sends a NOTIFY of its own on every listened channel and waits until the
 * listener has it: PostgreSQL delivers notifications in commit order, so by then the write's own
 * notifications have been handled, and the next read of this node never answers from a stale
 * entry. A write on another node reaches this one's caches as soon as its NOTIFY arrives.
 */
const SYNC_PREFIX = 'kiln-sync:';
/** A listener that has dropped reports a gap and its caches stop answering: no need to wait longer. */
const WAIT_MS = 2000;

/** A statement that changes rows, or ends a transaction that may have. */
const WRITE = /^\s*(?:insert|update|delete|commit|end)\b/i;

type QueryArgument = string | { text?: string } | undefined;
type Query = (...args: unknown[]) => unknown;

export class WriteBarrier {
  /** Listened channels, with how many listeners each has (two apps of a test may share a pool). */
  private readonly channels = new Map<string, number>();
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly pool: pg.Pool) {}

  /** Wraps a listener's handler: the barrier's own messages are consumed here. */
  listening(channel: string, onMessage: (payload: string) => void): (payload: string) => void {
    this.channels.set(channel, (this.channels.get(channel) ?? 0) + 1);
    return (payload) => {
      if (!payload.startsWith(SYNC_PREFIX)) return onMessage(payload);
      this.waiting.get(payload)?.();
    };
  }

  stopped(channel: string): void {
    const left = (this.channels.get(channel) ?? 1) - 1;
    if (left > 0) this.channels.set(channel, left);
    else this.channels.delete(channel);
  }

  /** Makes `query` of the pool (autocommit statements) and of its clients (transactions) wait. */
  install(): void {
    this.wrap(this.pool as unknown as { query: Query });
    this.pool.on('connect', (client) => this.wrap(client as unknown as { query: Query }));
  }

  private wrap(target: { query: Query }): void {
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const result = query(...args);
      const text = args[0] as QueryArgument;
      const sql = typeof text === 'string' ? text : text?.text;
      // Callback-style calls (none of Kiln's) and reads pass through untouched.
      if (!sql || !WRITE.test(sql) || !(result instanceof Promise)) return result;
      // Inside a transaction a write is not committed yet: its COMMIT waits instead.
      if (/^\s*(?:insert|update|delete)/i.test(sql) && (target as { inTransaction?: boolean }).inTransaction)
        return result;
      return result.then(async (value) => {
        await this.sync();
        return value;
      });
    };
    if (target !== (this.pool as unknown)) this.trackTransactions(target);
  }

  /** A pooled client's BEGIN/COMMIT, so writes inside a transaction wait for its commit. */
  private trackTransactions(client: { query: Query; inTransaction?: boolean }): void {
    const query = client.query;
    client.query = (...args: unknown[]) => {
      const text = args[0] as QueryArgument;
      const sql = (typeof text === 'string' ? text : text?.text) ?? '';
      if (/^\s*(?:begin|start transaction)\b/i.test(sql)) client.inTransaction = true;
      else if (/^\s*(?:commit|end|rollback)\b/i.test(sql)) client.inTransaction = false;
      return query(...args);
    };
  }

  /** Resolves once every listener has received a NOTIFY sent after now (or after `WAIT_MS`). */
  async sync(): Promise<void> {
    if (this.channels.size === 0) return;
    await Promise.all(
      [...this.channels.keys()].map(async (channel) => {
        const payload = SYNC_PREFIX + randomBytes(8).toString('hex');
        let timer: NodeJS.Timeout | undefined;
        const received = new Promise<void>((resolve) => {
          this.waiting.set(payload, resolve);
          timer = setTimeout(resolve, WAIT_MS);
        });
        try {
          await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
          await received;
        } finally {
          clearTimeout(timer);
          this.waiting.delete(payload);
        }
      }),
    );
  }
}
