import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calls,
  type IntegrationCatalogueEntry,
  MAP_CONFIG_PATH,
  MAP_PACKAGES,
  MAP_VIEW_PATH,
  MAPBOX_MESSAGES,
  type MapboxSettings,
  partMarkup,
} from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSecret } from '../../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Shaped like Mapbox's tokens; not real ones.
const PUBLIC = 'pk.eyJ1Ijoia2lsbi10ZXN0IiwiYSI6ImNrMTIzNDU2In0.AbCdEfGhIjKlMnOpQrStUv';
const SECRET = 'sk.eyJ1Ijoia2lsbi10ZXN0IiwiYSI6ImNrOTg3NjU0In0.ZyXwVuTsRqPoNmLkJiHgFe';
/** The secret token less what is shown of it (its signature part differs from the public token's). */
const SECRET_BODY = SECRET.slice(SECRET.lastIndexOf('.') + 1, -4);
const INSTANCE = 'pk.eyJ1Ijoia2lsbi1pbnN0YW5jZSIsImEiOiJjazAwMDAwMCJ9.InStAnCeToKeN_1234-ab';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ KILN_MAPBOX_TOKEN: INSTANCE });
  owner = await signUp(t.app);
  other = await signUp(t.app);
}, 120_000);
afterAll(() => t.close());

/** A new project, its first generation over. */
async function newProject(prompt: string): Promise<string> {
  const id = (await call(t.app, calls.createProject, { prompt }, owner)).body.data._id as string;
  await t.ctx.runs.drain();
  return id;
}

const fileOf = (id: string, file: string) => readFile(path.join(t.ctx.repos.dir(id), file), 'utf8');

async function settings(id: string): Promise<MapboxSettings> {
  const res = await call(t.app, calls.getMapboxSettings, { webId: id }, owner);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('POST /api/mapbox/update-status', () => {
  it('turns maps on: the app gets the map component, built and live, and the catalogue says connected', async () => {
    const id = await newProject('A portfolio for a photographer called Lumen in Lisbon');
    const before = await call(t.app, calls.getProject, { webId: id }, owner);
    expect(before.body.data.integrations.mapbox).toEqual({ enabled: false, using: false });
    expect((await settings(id)).hasMapComponent).toBe(false);

    const res = await call(t.app, calls.updateMapboxStatus, { webId: id, using: true }, owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ enabled: true, using: true });

    expect(await fileOf(id, MAP_VIEW_PATH)).toContain('export function MapView');
    // The instance's public token is the one the bundle may carry.
    expect(await fileOf(id, MAP_CONFIG_PATH)).toContain(JSON.stringify(INSTANCE));
    const manifest = JSON.parse(await fileOf(id, 'package.json'));
    expect(manifest.dependencies).toMatchObject(MAP_PACKAGES);
    const project = (await call(t.app, calls.getProject, { webId: id }, owner)).body.data;
    expect(project.integrations.mapbox).toEqual({ enabled: true, using: true });
    const versions = (await call(t.app, calls.listVersions, { webId: id }, owner)).body.data;
    expect(JSON.stringify(versions)).toContain('Add the map component');
    expect(await settings(id)).toEqual({
      enabled: true,
      using: true,
      projectToken: null,
      instanceToken: { kind: 'public', last4: INSTANCE.slice(-4) },
      tiles: 'mapbox',
      hasMapComponent: true,
    });

    const list = await call(t.app, calls.listIntegrations, { webId: id }, owner);
    expect(list.body.data.find((entry: IntegrationCatalogueEntry) => entry.id === 'mapbox')?.status).toBe(
      'connected',
    );

    const off = await call(t.app, calls.updateMapboxStatus, { webId: id, using: false }, owner);
    expect(off.body.data).toEqual({ enabled: false, using: false });
    const after = await call(t.app, calls.listIntegrations, { webId: id }, owner);
    expect(after.body.data.find((entry: IntegrationCatalogueEntry) => entry.id === 'mapbox')?.status).toBe(
      'available',
    );
  }, 120_000);

  it("is the owner's only and validates its body", async () => {
    const id = (await call(t.app, calls.createProject, { prompt: 'A todo app' }, owner)).body.data._id;
    await t.ctx.runs.drain();
    expect((await call(t.app, calls.updateMapboxStatus, { webId: id, using: true }, other)).status).toBe(403);
    expect((await call(t.app, calls.updateMapboxStatus, { webId: id, using: true }, null)).status).toBe(401);
    const bad = await call(t.app, calls.updateMapboxStatus, { webId: id, using: 'yes' as never }, owner);
    expect(bad.status).toBe(400);
    const missing = await call(
      t.app,
      calls.updateMapboxStatus,
      { webId: '0123456789abcdef01234567', using: true },
      owner,
    );
    expect(missing.status).toBe(404);
    expect((await call(t.app, calls.getMapboxSettings, { webId: id }, other)).status).toBe(403);
    expect((await call(t.app, calls.saveMapboxToken, { webId: id, token: PUBLIC }, other)).status).toBe(403);
    expect((await call(t.app, calls.removeMapboxToken, { webId: id }, other)).status).toBe(403);
  }, 120_000);
});

describe('the project Mapbox token', () => {
  it('refuses what is not a Mapbox token, with the message', async () => {
    const id = (await call(t.app, calls.createProject, { prompt: 'A todo app' }, owner)).body.data._id;
    await t.ctx.runs.drain();
    for (const token of ['', 'hello', 'tk.eyJ1IjoiYSJ9.abcdefghijkl', 'pk.short', `${PUBLIC} x`]) {
      const res = await call(t.app, calls.saveMapboxToken, { webId: id, token }, owner);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(MAPBOX_MESSAGES.TOKEN_SHAPE);
    }
  }, 120_000);

  it('writes a public token into the app, keeps a secret one sealed and out of the project', async () => {
    const id = await newProject('A portfolio for a photographer called Lumen in Lisbon');

    const saved = await call(t.app, calls.saveMapboxToken, { webId: id, token: PUBLIC }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      enabled: true,
      projectToken: { kind: 'public', last4: PUBLIC.slice(-4) },
      tiles: 'mapbox',
      hasMapComponent: true,
    });
    expect(await fileOf(id, MAP_CONFIG_PATH)).toContain(JSON.stringify(PUBLIC));

    const secret = await call(t.app, calls.saveMapboxToken, { webId: id, token: SECRET }, owner);
    expect(secret.status).toBe(200);
    // A secret token is never the bundle's: the instance's public one is.
    expect(secret.body.data).toMatchObject({
      projectToken: { kind: 'secret', last4: SECRET.slice(-4) },
      tiles: 'mapbox',
    });
    expect(JSON.stringify(secret.body)).not.toContain(SECRET_BODY);
    const config = await fileOf(id, MAP_CONFIG_PATH);
    expect(config).toContain(JSON.stringify(INSTANCE));
    expect(config).not.toContain('sk.');

    // Sealed at rest: the row holds neither the token nor its body.
    const [row] = await t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, id));
    expect(row?.valueEnc).not.toContain(SECRET_BODY);
    expect(row?.last4).toBe(SECRET.slice(-4));
    // Nor is it in any version of the app, nor in the owner's secrets list.
    const history = execFileSync('git', ['log', '-p', '--all'], {
      cwd: t.ctx.repos.dir(id),
      encoding: 'utf8',
    });
    expect(history).toContain(PUBLIC);
    expect(history).not.toContain(SECRET_BODY);
    const listed = await call(t.app, calls.listProjectSecrets, { webId: id }, owner);
    expect(JSON.stringify(listed.body)).not.toContain('KILN_MAPBOX_TOKEN');

    const removed = await call(t.app, calls.removeMapboxToken, { webId: id }, owner);
    expect(removed.body.data).toMatchObject({ projectToken: null, tiles: 'mapbox' });
    expect(await fileOf(id, MAP_CONFIG_PATH)).toContain(JSON.stringify(INSTANCE));
  }, 180_000);
});

describe('the map in generated apps (offline model, the real run with its build and checks)', () => {
  it('a restaurant app has a Find us map with the place marked, built and live', async () => {
    const id = await newProject('A restaurant website with our menu for Sakura, a sushi bar in Kyoto');
    const findUs = await fileOf(id, 'src/components/sections/find-us.tsx');
    expect(findUs).toContain('<MapView center={[135.7681, 35.0116]}');
    expect(findUs).toContain("'Sakura, Kyoto'");
    expect(await fileOf(id, MAP_VIEW_PATH)).toContain("from 'maplibre-gl'");
    expect(await fileOf(id, MAP_CONFIG_PATH)).toContain('MAPBOX_PUBLIC_TOKEN: string | null = null');
    expect(JSON.parse(await fileOf(id, 'package.json')).dependencies).toMatchObject(MAP_PACKAGES);
    const project = (await call(t.app, calls.getProject, { webId: id }, owner)).body.data;
    // The run's checks (build, type check, smoke render) passed: its version is the live one.
    const versions = (await call(t.app, calls.listVersions, { webId: id }, owner)).body.data;
    expect(JSON.stringify(versions)).toContain('Create Sakura');
    expect(project.phase).toBe('COMPLETE');
    const history = (await call(t.app, calls.getChatHistory, { webId: id }, owner)).body.data;
    expect(JSON.stringify(history)).not.toMatch(/build_failed|code_error/);
  }, 180_000);

  it('"add a map" puts a Find us map on the home page', async () => {
    const id = await newProject('A landing page for a bakery in Lisbon called Crumb & Co');
    expect((await settings(id)).hasMapComponent).toBe(false);
    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId: id, messages: [{ role: 'user', content: 'Add a map so people can find us' }] },
      owner,
    );
    expect(sent.status).toBe(200);
    await t.ctx.runs.drain();
    expect(await fileOf(id, 'src/components/sections/find-us.tsx')).toContain(
      '<MapView center={[-9.1393, 38.7223]}',
    );
    expect(await fileOf(id, 'src/pages/Index.tsx')).toContain('<FindUs />');
    expect((await settings(id)).hasMapComponent).toBe(true);
    const history = (await call(t.app, calls.getChatHistory, { webId: id }, owner)).body.data;
    expect(JSON.stringify(history.at(-1))).toContain('Find us section with a map');
    // It works offline as it is; the nudge offers Mapbox's street map (the chat's Connect turns it on).
    expect(history.at(-1)?.content).toContain(partMarkup({ type: 'integration_nudge', subtype: 'mapbox' }));
    expect(JSON.stringify(history)).not.toMatch(/build_failed|code_error/);
  }, 180_000);
});
