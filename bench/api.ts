// API figures on a real server and a real (PGlite) database: medians over repeated calls, printed.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { calls } from '@kiln/contracts';
import { openDatabase } from '../apps/server/src/db/client';
import { median, printTable, type Row } from './report';
import { startBenchServer } from './setup';

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function sample(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await time(fn));
  return out;
}

export async function benchApi(): Promise<Row[]> {
  const rows: Row[] = [];
  let pglite: PGlite | undefined;
  const openMs = await time(async () => {
    pglite = await PGlite.create();
  });
  rows.push({ name: 'PGlite: new in-memory database', median: openMs, n: 1 });
  const migrateMs = await time(() => openDatabase({ pglite: pglite as PGlite }));
  rows.push({ name: 'database: apply migrations', median: migrateMs, n: 1 });
  const server = await startBenchServer('api', {
    database: await openDatabase({ pglite: pglite as PGlite }),
    // Each create starts its first run: the per-user run quotas would refuse the 5th at once.
    env: { KILN_CONCURRENT_RUNS_PREMIUM: '100', KILN_DAILY_RUNS_PREMIUM: '1000' },
  });
  const { app, env } = server;

  let i = 0;
  const signUps = await sample(20, async () => {
    i += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: env.publicUrl },
      payload: { email: `bench${i}@example.com`, password: 'bench-password-1', name: 'Bench' },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  rows.push({
    name: 'POST /api/auth/sign-up/email (scrypt hashing)',
    median: median(signUps),
    n: signUps.length,
  });

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: env.publicUrl },
    payload: { email: 'bench1@example.com', password: 'bench-password-1' },
  });
  const auth = { authorization: `Bearer ${signIn.headers['set-auth-token']}` };

  let webId = '';
  const creates = await sample(50, async () => {
    const res = await app.inject({
      method: 'POST',
      url: calls.createProject.path,
      headers: auth,
      payload: { prompt: 'A bakery landing page' },
    });
    if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
    webId = res.json().data._id;
  });
  rows.push({ name: 'POST /api/web/create', median: median(creates), n: creates.length });
  // The reads below are timed on a server at rest, not beside 50 first runs.
  await server.ctx.runs.drain();

  const gets = await sample(200, () =>
    app.inject({ method: 'POST', url: calls.getProject.path, headers: auth, payload: { webId } }),
  );
  rows.push({ name: 'POST /api/web/get (owner, bearer session)', median: median(gets), n: gets.length });

  const visitorGets = await sample(200, () =>
    app.inject({ method: 'POST', url: calls.getProject.path, payload: { webId } }),
  );
  rows.push({ name: 'POST /api/web/get (visitor)', median: median(visitorGets), n: visitorGets.length });

  const lists = await sample(100, () =>
    app.inject({ method: 'POST', url: calls.listProjects.path, headers: auth, payload: {} }),
  );
  rows.push({ name: 'POST /api/web/list (50 projects)', median: median(lists), n: lists.length });

  await server.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable('API (in-process, real PGlite)', await benchApi());
}
