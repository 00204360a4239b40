import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../build/queue';
import type { Database } from '../db/client';
import type { ScaleOut } from './scale-out';

/** How long a readiness probe waits for the database or Redis before it calls the node not ready. */
const PROBE_MS = 2000;

/**
 * For a load balancer (issue 19 §5): `GET /api/health` says the process is up (liveness: restart it
 * when this fails); `GET /api/ready` says it should get traffic: its database and Redis answer, and it
 * is not shutting down (a draining node answers 503 so the balancer stops sending it requests while
 * its runs finish).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, scale: ScaleOut): void {
  app.get('/api/health', async () => ({ success: true, data: { status: 'ok', database: database.kind } }));

  app.get('/api/ready', async (_request, reply) => {
    const checks: Record<string, 'ok' | string> = {};
    const probe = async (name: string, work: () => Promise<unknown>) => {
      try {
        await withTimeout(PROBE_MS, () => new Error(`no answer within ${PROBE_MS} ms`), work);
        checks[name] = 'ok';
      } catch (err) {
        checks[name] = err instanceof Error ? err.message : 'failed';
      }
    };
    await Promise.all([
      probe('database', () => database.db.execute('select 1')),
      ...(scale.redis
        ? [probe('redis', () => (scale.redis as NonNullable<typeof scale.redis>).client.ping())]
        : []),
    ]);
    if (scale.isDraining) checks.node = 'shutting down';
    const ready = Object.values(checks).every((value) => value === 'ok');
    reply.code(ready ? 200 : 503);
    return { success: ready, data: { ready, checks } };
  });
}
