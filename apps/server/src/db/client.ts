import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { WriteBarrier } from './write-barrier';

export type Schema = typeof schema;
/** The common face of drizzle over PGlite and over node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a LISTEN subscriber is told. */
export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onMessage(payload: string): void;
  /**
   * The subscription may have missed messages (its connection dropped) or is back after a gap:
   * whatever was derived from them must be forgotten. `isLive` says whether messages flow again.
   */
  onGap(isLive: boolean): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a Postgres NOTIFY channel; resolves once listening, to the unsubscribe. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a dropped LISTEN connection waits before it tries again. */
const LISTEN_RETRY_MS = 1000;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it, PGlite in `dataDir/pglite`. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An existing PGlite (tests load one from a dumped data dir). */
  pglite?: PGlite;
  /** Refuse to create a PGlite database where there is none (the admin CLI: a wrong data dir). */
  mustExist?: boolean;
}

/** The admin CLI pointed at a data dir no server has used. */
export class NoDatabaseError extends Error {
  constructor(readonly dir: string) {
    super(
      `There is no Kiln database in ${dir}. Run this with the server's KILN_DATA_DIR (the data dir the server uses).`,
    );
  }
}

/** Opens the database and applies drizzle-kit's migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ drizzle }, { migrate }, pg] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('pg'),
    ]);
    const databaseUrl = options.databaseUrl;
    const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an operator's pg_terminate_backend)
    // is dropped from the pool, which opens another when asked: without a listener it would crash Kiln.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    resendOnEndedConnection(pool);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const barrier = new WriteBarrier(pool);
    barrier.install();
    const listeners = new Set<() => Promise<void>>();
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: async (channel, handlers) => {
        const onMessage = barrier.listening(channel, handlers.onMessage);
        const stop = await listenOnPostgres(pg.default.Client, databaseUrl, channel, {
          ...handlers,
          onMessage,
        });
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          barrier.stopped(channel);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or a pglite');
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite writes PG_VERSION when it creates a database.
    if (options.mustExist && !existsSync(path.join(dir, 'PG_VERSION'))) throw new NoDatabaseError(dir);
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const owned = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One in-process instance: a NOTIFY reaches the listener before the writing query resolves.
    listen: async (channel, handlers) => owned.listen(channel, handlers.onMessage),
    close: async () => {
      if (!owned.closed) await owned.close();
    },
  };
}

type PgClientClass = typeof import('pg').Client;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A dropped connection
 * reports a gap at once and reconnects until it listens again, then reports the gap's end.
 */
async function listenOnPostgres(
  Client: PgClientClass,
  databaseUrl: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  let isStopped = false;
  let client: InstanceType<PgClientClass> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    const drop = () => {
      if (client !== next) return;
      client = undefined;
      handlers.onGap(false);
      next.end().catch(() => {});
      if (!isStopped) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    };
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => handlers.onGap(true),
      () => {
        if (!isStopped) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
      },
    );
  };
  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/** The server ended the connection (an operator's terminate, a shutdown, a restart still starting). */
const ENDED_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03']);

/**
 * A statement sent outside a transaction on a pooled connection the server had just ended (its
 * notice not yet read when the pool handed the connection out: right after a restart or failover)
 * is sent once more, on a new connection. Transactions (a client of their own) are left alone.
 */
function resendOnEndedConnection(pool: { query: (...args: unknown[]) => unknown }): void {
  const send = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const sent = send(...args);
    if (!(sent instanceof Promise)) return sent;
    return sent.catch((error: unknown) => {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      const isEnded =
        (typeof code === 'string' && ENDED_CONNECTION_CODES.has(code)) ||
        (typeof message === 'string' && /^Connection terminated/.test(message));
      if (!isEnded) throw error;
      return send(...args);
    });
  };
}
