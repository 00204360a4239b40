import { calls, type IntegrationCatalogueEntry } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { changeIntegrations } from './project-integrations';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A map of coffee shops' }, owner)).body.data._id;
});
afterAll(() => t.close());

describe('POST /api/integrations/deny-integration', () => {
  it("stores 'Not Now' as denied and answers the project's record", async () => {
    const res = await call(t.app, calls.denyIntegration, { webId, integrationType: 'mapbox' }, owner);
    expect(res.status).toBe(200);
    expect(res.body.data.mapbox).toEqual({ sent: true, denied: true });
    expect(res.body.data.supabase).toEqual({ sent: false, denied: false });
    // The project says so from now on, so the card shows as answered after a reload.
    const project = await call(t.app, calls.getProject, { webId }, owner);
    expect(project.body.data.hasSentIntentMessage.mapbox).toEqual({ sent: true, denied: true });

    const second = await call(t.app, calls.denyIntegration, { webId, integrationType: 'ai' }, owner);
    expect(second.body.data.mapbox.denied).toBe(true);
    expect(second.body.data.ai.denied).toBe(true);
  });

  it("is the owner's only, needs a session and a known integration", async () => {
    expect((await call(t.app, calls.denyIntegration, { webId, integrationType: 'ai' }, other)).status).toBe(
      403,
    );
    expect((await call(t.app, calls.denyIntegration, { webId, integrationType: 'ai' }, null)).status).toBe(
      401,
    );
    const unknown = await call(
      t.app,
      calls.denyIntegration,
      { webId, integrationType: 'stripe' as never },
      owner,
    );
    expect(unknown.status).toBe(400);
    const missing = await call(
      t.app,
      calls.denyIntegration,
      { webId: '0123456789abcdef01234567', integrationType: 'ai' },
      owner,
    );
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/integrations/list', () => {
  it('lists every integration with its true state for this project and instance', async () => {
    const res = await call(t.app, calls.listIntegrations, { webId }, owner);
    expect(res.status).toBe(200);
    const status = Object.fromEntries(
      res.body.data.map((entry: IntegrationCatalogueEntry) => [entry.id, entry.status]),
    );
    // No Supabase OAuth app or GitHub App on this instance; nothing deployed or linked yet.
    expect(status).toEqual({
      supabase: 'not_configured',
      firebase: 'available',
      github: 'not_configured',
      resend: 'available',
      mapbox: 'available',
      ai: 'available',
      analytics: 'available',
    });
    expect(res.body.data.find((entry: IntegrationCatalogueEntry) => entry.id === 'ai')?.isAi).toBe(true);
    expect(new Set(res.body.data.map((entry: IntegrationCatalogueEntry) => entry.category))).toEqual(
      new Set(['database_storage', 'development', 'analytics']),
    );
  });

  it('says connected once a database is linked, and is the owner’s only', async () => {
    await changeIntegrations(t.ctx.db, webId, (current) => ({
      ...current,
      supabase: { ref: 'abcdefghijklmnopqrst', wasEnabled: true },
    }));
    const res = await call(t.app, calls.listIntegrations, { webId }, owner);
    expect(res.body.data.find((entry: IntegrationCatalogueEntry) => entry.id === 'supabase')?.status).toBe(
      'connected',
    );
    expect((await call(t.app, calls.listIntegrations, { webId }, other)).status).toBe(403);
    expect((await call(t.app, calls.listIntegrations, { webId }, null)).status).toBe(401);
  });
});
