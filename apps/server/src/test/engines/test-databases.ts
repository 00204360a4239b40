import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { type LocalPostgres, startPostgres } from './postgres';

/** The vitest project that runs the server's database tests against a real PostgreSQL server. */
export const POSTGRES_PROJECT = 'server-postgres';

const TEMPLATE = 'kiln_template';

/** Starts PostgreSQL and migrates the template every test database is copied from. */
export async function startTemplateDatabase(): Promise<LocalPostgres> {
  const server = await startPostgres();
  try {
    await withAdmin(server.url, (client) => client.query(`CREATE DATABASE ${TEMPLATE}`));
    const database = await openDatabase({ databaseUrl: server.urlOf(TEMPLATE) });
    await database.close();
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of its own for one test app, copied from the template (a file copy on the
 * server: ~10 ms, no migration run); `drop` removes it and ends whoever is still connected.
 */
export async function createTestDatabase(serverUrl: string) {
  const name = `kiln_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
