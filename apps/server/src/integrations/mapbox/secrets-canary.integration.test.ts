import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSecret } from '../../db/schema';
import type { AnthropicTestApp } from '../../test/anthropic-app';
import { CanaryWatch, canaryTool } from '../../test/secrets-canary';
import type { TestUser } from '../../test/test-app';

/**
 * Issue 16 §3 for Mapbox, as a canary: a secret `sk.` token — the instance's and the one an owner
 * saves for a project — never ships; only a public `pk.` token may be in the app. An app's life — its
 * first run, maps on, the secret token saved, a model run that places the map, the public token
 * saved over it, an export — with the real `@ai-sdk/anthropic` client, and neither secret token is
 * ever in: a model request, a project file, its git history, its export, its builds, a socket frame,
 * an API answer (owner's or a stranger's), a log line at any level, or a database row outside its
 * sealed column. The public token is in the app (the canary can see what it looks for).
 */

// Shaped like Mapbox's tokens; not real ones.
const INSTANCE_SECRET = 'sk.eyJ1Ijoia2lsbi1pbnN0YW5jZSIsImEiOiJjazU1NTU1In0.InStAnCeSeCrEt_9876-zy';
const PROJECT_SECRET = 'sk.eyJ1Ijoia2lsbi1jYW5hcnkiLCJhIjoiY2s0NDQ0NCJ9.PrOjEcTsEcReT_1234-ab';
const PROJECT_PUBLIC = 'pk.eyJ1Ijoia2lsbi1jYW5hcnkiLCJhIjoiY2szMzMzMyJ9.PrOjEcTpUbLiC_5678-cd';

const FIND_US = `import { MapView } from '../components/map/map-view';

export default function FindUs() {
  return <MapView center={[-9.14, 38.71]} zoom={13} label="Petal" />;
}
`;

let app: AnthropicTestApp;
let owner: TestUser;
let stranger: TestUser;
const watch = new CanaryWatch();
const ask = watch.ask.bind(watch);

beforeAll(async () => {
  ({ app, owner, stranger } = await watch.start({ KILN_MAPBOX_TOKEN: INSTANCE_SECRET }));
}, 120_000);
afterAll(() => watch.close());

describe('Mapbox secret tokens', () => {
  it('never ship, through a whole life of an app with a map; a public one does', {
    timeout: 240_000,
  }, async () => {
    const { id } = await watch.newApp('A florist called Petal', owner);

    expect((await ask(calls.updateMapboxStatus, { webId: id, using: true }, stranger)).status).toBe(403);
    expect((await ask(calls.updateMapboxStatus, { webId: id, using: true }, owner)).status).toBe(200);
    expect((await ask(calls.saveMapboxToken, { webId: id, token: PROJECT_SECRET }, stranger)).status).toBe(
      403,
    );
    const saved = await ask(calls.saveMapboxToken, { webId: id, token: PROJECT_SECRET }, owner);
    expect(saved.status).toBe(200);
    // Neither token may ship: the map draws the bundled offline world.
    expect(saved.body.data.tiles).toBe('offline');

    // The model places the map on a page of the app.
    await watch.ownerAsks(
      id,
      owner,
      'Show where the shop is on a map',
      canaryTool('write_file', { path: 'src/pages/FindUs.tsx', content: FIND_US }),
      'Added a map of the shop.',
    );

    const overwritten = await ask(calls.saveMapboxToken, { webId: id, token: PROJECT_PUBLIC }, owner);
    expect(overwritten.body.data.tiles).toBe('mapbox');
    await ask(calls.getMapboxSettings, { webId: id }, owner);
    const sealedRows = await app.t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, id));
    expect(sealedRows.map((row) => row.name)).toContain('KILN_MAPBOX_TOKEN');

    const projectText = await watch.projectText(app.t, id, owner, [owner, stranger]);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The model did see the app with its map, and the app's map config carries the public token.
    expect(JSON.stringify(app.fake.requests)).toContain('src/pages/FindUs.tsx');
    expect(projectText).toContain(PROJECT_PUBLIC);

    watch.expectNowhere([INSTANCE_SECRET, PROJECT_SECRET], app.fake.requests, {
      'the app': projectText,
      'a database row, unsealed': JSON.stringify(sealedRows),
    });
  });
});
