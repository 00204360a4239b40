import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The balancer's probes (issue 19 §5): alive, and ready until the node starts shutting down. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('is alive and ready while its database answers, and not ready once it drains', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { ready: true, checks: { database: 'ok' } } });

    await t.drain(0);
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data).toEqual({ ready: false, checks: { database: 'ok', node: 'shutting down' } });
    // Still alive: the balancer stops sending, the orchestrator does not restart it.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
