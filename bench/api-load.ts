// Throughput of `POST /api/web/get` on one listening node: requests per second and p99 latency for a
// signed-in owner (cookie session) and for a visitor, driven by autocannon from a worker thread so
// the load generator does not share the server's event loop.
import type { AddressInfo } from 'node:net';
import { calls } from '@kiln/contracts';
import autocannon from 'autocannon';
import { insertProject } from '../apps/server/src/projects/repository';
import { uniqueSubdomain } from '../apps/server/src/projects/service';
import { type LoadRow, printLoadTable } from './report';
import { startBenchServer } from './setup';

/** Issue 14 §5: a signed-in read reaches this rate with a p99 under P99_GOAL_MS, on one node. */
export const SIGNED_IN_GOAL_RPS = 2000;
export const P99_GOAL_MS = 50;
/** ...and stays within this factor of the visitor's rate. */
export const VISITOR_RATIO_GOAL = 1.5;

const CONNECTIONS = 16;
const DURATION_S = Number(process.env.KILN_BENCH_LOAD_SECONDS ?? 8);

async function load(url: string, headers: Record<string, string>, body: string): Promise<autocannon.Result> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`load run failed: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

export async function benchApiLoad(): Promise<LoadRow[]> {
  const server = await startBenchServer('api-load');
  try {
    const { app, ctx, env } = server;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: env.publicUrl },
      payload: { email: 'load@example.com', password: 'bench-password-1', name: 'Load' },
    });
    if (signUp.statusCode !== 200) throw new Error(`bench sign-up failed: ${signUp.body}`);
    const setCookie = signUp.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = (signUp.json() as { user: { id: string } }).user.id;
    // Inserted directly: a project made through the API would start a generation run meanwhile.
    const { project } = await insertProject(ctx.db, {
      ownerId: userId,
      prompt: 'A bakery landing page',
      platform: 'web',
      subdomain: await uniqueSubdomain(ctx),
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${calls.getProject.path}`;
    const body = JSON.stringify({ webId: project.id });

    // A short warm-up lets the JIT and the caches settle before either figure is taken.
    await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
      duration: 2,
    });
    const signedIn = await load(url, { cookie }, body);
    const visitor = await load(url, {}, body);
    return [
      {
        name: 'POST /api/web/get, signed in (cookie session)',
        rps: signedIn.requests.average,
        p99: signedIn.latency.p99,
        goal: { rps: SIGNED_IN_GOAL_RPS, p99: P99_GOAL_MS },
        peer: { name: 'visitor', rps: visitor.requests.average, ratioGoal: VISITOR_RATIO_GOAL },
      },
      { name: 'POST /api/web/get, visitor', rps: visitor.requests.average, p99: visitor.latency.p99 },
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLoadTable(
    `API under load (one node, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
    await benchApiLoad(),
  );
}
