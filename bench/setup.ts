// The real server every bench measures: built in process on an in-memory PGlite, with one account.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/context';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { type Env, loadEnv } from '../apps/server/src/env';
import type { Realtime } from '../apps/server/src/realtime/socket';
import type { Screenshotter } from '../apps/server/src/screenshots/screenshotter';

export interface BenchServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** What the server tells projects' viewers (a bench may listen in). */
  realtime: Realtime;
  /** The Chromium that renders projects, with its counters. */
  screenshots: Screenshotter;
  env: Env;
  dataDir: string;
  /** Closes the server and the database and deletes the data dir. */
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** An opened database (a bench that times opening and migrating it); else a new in-memory one. */
  database?: Database;
  /** Extra environment on top of the bench defaults. */
  env?: Record<string, string>;
}

/** A Kiln server on a fresh data dir named `kiln-bench-{name}-…`, ready for `app.inject`. */
export async function startBenchServer(name: string, options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `kiln-bench-${name}-`));
  const database = options.database ?? (await openDatabase({ pglite: await PGlite.create() }));
  const env = loadEnv({
    NODE_ENV: 'production',
    KILN_DATA_DIR: dataDir,
    // `KILN_BENCH_LOG_LEVEL=info` shows each run's `run finished` line with its phase timings.
    LOG_LEVEL: process.env.KILN_BENCH_LOG_LEVEL ?? 'silent',
    KILN_AUTH_RATE_LIMIT: '100000',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    ...options.env,
  });
  const { app, ctx, realtime, screenshots } = await buildApp({ env, database, serveWeb: false });
  await app.ready();
  return {
    app,
    ctx,
    realtime,
    screenshots,
    env,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchUser {
  email: string;
  /** The bearer header of the account's session. */
  auth: { authorization: string };
  /** A JSON POST as that account. */
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

/** Signs an account up (the instance's first account is its admin, with premium). */
export async function signUpBenchUser(
  server: BenchServer,
  email = 'bench@example.com',
  password = 'bench-password-1',
): Promise<BenchUser> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: server.env.publicUrl },
    payload: { email, password, name: 'Bench' },
  });
  if (res.statusCode !== 200) throw new Error(`bench sign-up failed: ${res.body}`);
  const auth = { authorization: `Bearer ${res.headers['set-auth-token']}` };
  return {
    email,
    auth,
    post: (url, payload) => server.app.inject({ method: 'POST', url, headers: auth, payload }),
  };
}
