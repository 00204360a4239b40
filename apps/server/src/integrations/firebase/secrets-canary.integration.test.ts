import { calls, readFirebaseAuthConfig } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSecret } from '../../db/schema';
import type { AnthropicTestApp } from '../../test/anthropic-app';
import { CanaryWatch, canaryTool } from '../../test/secrets-canary';
import type { TestUser } from '../../test/test-app';
import { FIREBASE_CLIENT_PATH } from './app-client';
import {
  createServiceAccount,
  type FakeGoogleToken,
  startFakeGoogleToken,
  webConfigSnippet,
} from './testing/fake-google-token';

/**
 * Issue 16 §1 for Firebase, as a canary: a Firestore service account's private key (and a wrong one
 * tried first), and the access tokens Google issued for it, are used on Kiln's side only. An app's
 * life — its first run, a refused key, the connect that writes the web config into the app, a model
 * run that sees the wired app, disconnect and connect again, an export — with the real
 * `@ai-sdk/anthropic` client and the real firebase-admin, and none of them is ever in: a model
 * request, a project file, its git history, its export, its builds, a socket frame, an API answer
 * (owner's or anyone's), a log line at any level, or a database row outside its sealed column.
 */

let google: FakeGoogleToken;
let app: AnthropicTestApp;
let owner: TestUser;
let stranger: TestUser;
const watch = new CanaryWatch();
const ask = watch.ask.bind(watch);

beforeAll(async () => {
  google = await startFakeGoogleToken();
  ({ app, owner, stranger } = await watch.start({ KILN_FIREBASE_TOKEN_URL: google.url }));
}, 120_000);
afterAll(async () => {
  await watch.close();
  await google.close();
});

/** The private key's PEM lines: any one of them leaking is a leak. */
function keyLines(privateKey: string): string[] {
  return privateKey.split('\n').filter((line) => line.length >= 40 && !line.startsWith('-----'));
}

describe('Firebase secrets', () => {
  it('never leave their sealed row, through a whole life of a connected app', {
    timeout: 240_000,
  }, async () => {
    const { id } = await watch.newApp('A pet shop called Paws', owner);

    const { serviceAccount, publicKeyPem } = createServiceAccount('paws');
    google.register(serviceAccount.client_email, publicKeyPem);
    const wrongKey = createServiceAccount('paws').serviceAccount.private_key;
    const reading = readFirebaseAuthConfig(webConfigSnippet('paws'));
    if (!reading.ok) throw new Error(reading.message);
    const connect = (server: typeof serviceAccount, as: TestUser = owner) =>
      ask(
        calls.connectFirebase,
        {
          subdomain: 'paws',
          webId: id,
          features: { database: true, auth: true },
          config: { client: reading.config, server },
        },
        as,
      );

    expect((await connect({ ...serviceAccount, private_key: wrongKey })).status).toBe(400);
    expect((await connect(serviceAccount, stranger)).status).toBe(403);
    expect((await connect(serviceAccount)).status).toBe(200);
    expect((await connect(serviceAccount)).status).toBe(409);

    // The model sees the wired app (its client among the files) and changes it.
    await watch.ownerAsks(
      id,
      owner,
      'Add a note',
      canaryTool('write_file', { path: 'src/notes.txt', content: 'v2\n' }),
    );

    await ask(calls.disconnectFirebase, { webId: id }, owner);
    expect((await connect(serviceAccount)).status).toBe(200);
    const sealedRows = await app.t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, id));
    expect(sealedRows.map((row) => row.name)).toEqual(['FIREBASE_SERVICE_ACCOUNT']);

    const projectText = await watch.projectText(app.t, id, owner, [owner, stranger]);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const secrets = [
      serviceAccount.private_key,
      ...keyLines(serviceAccount.private_key),
      ...keyLines(wrongKey),
      ...google.issued,
    ];
    // A token was issued (the key was really checked; connecting again reuses firebase-admin's
    // cached credential and its token), and the model did see the wired app.
    expect(google.issued.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(app.fake.requests)).toContain(FIREBASE_CLIENT_PATH);
    expect(projectText).toContain(reading.config.apiKey);

    watch.expectNowhere(secrets, app.fake.requests, {
      'the app': projectText,
      'a database row, unsealed': JSON.stringify(sealedRows),
    });
  });
});
