import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { CallBody, CallContract } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import type { AppContext } from '../context';
import { type Database, openDatabase } from '../db/client';
import { loadEnv } from '../env';
import type { Realtime } from '../realtime/socket';
import type { Screenshotter } from '../screenshots/screenshotter';
import { createTestDatabase } from './engines/test-databases';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  /** The opened database (a second app in a test shares it). */
  database: Database;
  screenshots: Screenshotter;
  dataDir: string;
  /** The first half of a graceful shutdown (KilnApp.drain). */
  drain(graceMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<BuildAppOptions, 'logStream'> {
  /** One node of several (issue 19): its own connection to their database, closed with it. */
  database?: Database;
  /** The nodes' shared data dir, left in place when this one closes. */
  dataDir?: string;
}

/** A real Kiln server on a real (PGlite) database loaded from the migrated image. */
export async function createTestApp(
  env: Record<string, string> = {},
  { logStream, ...shared }: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = shared.database
    ? { database: shared.database, drop: async () => {} }
    : await openTestDatabase();
  const dataDir = shared.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'kiln-test-')));
  const { app, ctx, realtime, screenshots, drain } = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      KILN_DATA_DIR: dataDir,
      LOG_LEVEL: (process.env.KILN_TEST_LOG ?? 'silent') as 'silent',
      KILN_AUTH_RATE_LIMIT: '1000',
      KILN_OFFLINE_DELAY_MS: '0',
      // Test files create many projects for one account in a row; the quota tests set their own.
      KILN_CONCURRENT_RUNS_FREE: '100',
      KILN_CONCURRENT_RUNS_PREMIUM: '100',
      KILN_DAILY_RUNS_FREE: '10000',
      KILN_DAILY_RUNS_PREMIUM: '10000',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      // A spare worker per test app would double the workers the suite starts.
      KILN_SANDBOX_SPARE: 'false',
      ...env,
    }),
    database,
    serveWeb: false,
    logStream,
  });
  await app.ready();
  return {
    app,
    ctx,
    realtime,
    database,
    screenshots,
    dataDir,
    drain,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      if (!shared.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's database: a copy of the migrated template on the real PostgreSQL server in the
 * `server-postgres` project (issue 19 §1), else PGlite loaded from the migrated image.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<unknown> }> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const copy = await createTestDatabase(postgresUrl);
    return { database: await openDatabase({ databaseUrl: copy.url }), drop: copy.drop };
  }
  const image = await readFile(inject('pgliteImage'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([image]) });
  return { database: await openDatabase({ pglite }), drop: async () => {} };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  token: string;
  cookie: string;
}

let counter = 0;

export async function signUp(app: FastifyInstance, overrides: { email?: string; name?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const name = overrides.name ?? `User ${counter}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password: 'correct-horse-battery', name },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error('sign-up gave no bearer token');
  const setCookie = res.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  const body = res.json() as { user: { id: string } };
  return { id: body.user.id, email, name, token, cookie } satisfies TestUser;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** Calls a contract the way a client would: its method and path, JSON, and a bearer token if given. */
export async function call<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  body: CallBody<C> | undefined,
  as?: TestUser | null,
  options: { component?: boolean } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever body (answer or error) came back
): Promise<CallResult<any>> {
  const url = options.component && contract.componentPath ? contract.componentPath : contract.path;
  const headers: Record<string, string> = {};
  if (as) headers.authorization = `Bearer ${as.token}`;
  const res =
    contract.method === 'GET'
      ? await app.inject({ method: 'GET', url, headers, query: (body ?? {}) as Record<string, string> })
      : await app.inject({ method: contract.method, url, headers, payload: (body ?? {}) as object });
  return { status: res.statusCode, body: res.json() };
}
