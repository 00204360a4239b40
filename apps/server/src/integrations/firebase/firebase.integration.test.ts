import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calls,
  type Integrations,
  MESSAGE_TEMPLATES,
  MESSAGES,
  readFirebaseAuthConfig,
} from '@kiln/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSecret } from '../../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { changeIntegrations } from '../project-integrations';
import { FIREBASE_CLIENT_PATH, FIREBASE_JS } from './app-client';
import { FIREBASE_SERVICE_ACCOUNT_SECRET } from './routes';
import {
  createServiceAccount,
  type FakeGoogleToken,
  startFakeGoogleToken,
  webConfigSnippet,
} from './testing/fake-google-token';

let google: FakeGoogleToken;
let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  google = await startFakeGoogleToken();
  t = await createTestApp({ KILN_FIREBASE_TOKEN_URL: google.url });
  owner = await signUp(t.app);
  other = await signUp(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await google.close();
});

const webConfig = (() => {
  const reading = readFirebaseAuthConfig(webConfigSnippet());
  if (!reading.ok) throw new Error(reading.message);
  return reading.config;
})();

/** A service account Google knows (its public key registered with the fake). */
function knownAccount(projectId?: string) {
  const { serviceAccount, publicKeyPem } = createServiceAccount(projectId);
  google.register(serviceAccount.client_email, publicKeyPem);
  return serviceAccount;
}

async function newProject(prompt: string) {
  const id = (await call(t.app, calls.createProject, { prompt }, owner)).body.data._id as string;
  await t.ctx.runs.drain();
  return id;
}

async function connect(
  webId: string,
  features: { database: boolean; auth: boolean },
  config: { client?: unknown; server?: unknown },
  as: TestUser = owner,
) {
  return call(
    t.app,
    calls.connectFirebase,
    // biome-ignore lint/suspicious/noExplicitAny: bad input is sent on purpose
    { subdomain: 'x', webId, features, config: config as any },
    as,
  );
}

async function integrationsOf(id: string): Promise<Integrations> {
  return (await call(t.app, calls.getProject, { webId: id }, owner)).body.data.integrations;
}

async function storedAccount(id: string) {
  return t.ctx.db
    .select()
    .from(projectSecret)
    .where(and(eq(projectSecret.projectId, id), eq(projectSecret.name, FIREBASE_SERVICE_ACCOUNT_SECRET)));
}

describe('connecting Firebase', { timeout: 120_000 }, () => {
  it('checks the service account with Google through firebase-admin, seals it and never answers it', async () => {
    const id = await newProject('A pet shop');
    const account = knownAccount();
    const before = google.issued.length;
    const answer = await connect(id, { database: true, auth: true }, { client: webConfig, server: account });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ database: true, auth: true, wasEnabled: true, client: webConfig });
    // firebase-admin really exchanged a JWT signed with the account's key for a token.
    expect(google.issued.length).toBe(before + 1);
    expect(JSON.stringify(answer.body)).not.toContain('PRIVATE KEY');

    const [row] = await storedAccount(id);
    expect(row?.valueEnc).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(account.private_key.slice(40, 80));
    expect(await t.ctx.secrets.reveal(id, FIREBASE_SERVICE_ACCOUNT_SECRET)).toBe(JSON.stringify(account));
    // A reserved name: not among the project's own secrets, and the project read carries no key.
    expect((await call(t.app, calls.listProjectSecrets, { webId: id }, owner)).body.data).toEqual([]);
    const project = await call(t.app, calls.getProject, { webId: id }, owner);
    expect(project.body.data.integrations.firebase).toEqual(answer.body.data);
    expect(JSON.stringify(project.body)).not.toContain(account.client_email);
    // The web config went into the app as a version of its own, built and current; the key did not.
    const dir = t.ctx.repos.dir(id);
    const client = await readFile(path.join(dir, FIREBASE_CLIENT_PATH), 'utf8');
    expect(client).toContain(`"apiKey": "${webConfig.apiKey}"`);
    expect(client).toContain('export const auth = getAuth(app);');
    expect(client).toContain('export const db = getFirestore(app);');
    expect(client).not.toContain(account.client_email);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(manifest.dependencies[FIREBASE_JS.name]).toBe(FIREBASE_JS.range);
    const versions = (await call(t.app, calls.listVersions, { webId: id }, owner)).body.data;
    const version = versions.find(
      (v: { message: string }) => v.message === 'Connect Firebase (Firestore and Auth)',
    );
    expect(version?.commitHash).toBe(project.body.data.currentCommitHash);

    const catalogue = await call(t.app, calls.listIntegrations, { webId: id }, owner);
    expect(catalogue.body.data.find((entry: { id: string }) => entry.id === 'firebase')?.status).toBe(
      'connected',
    );
  });

  it('refuses a key Google does not accept, storing nothing', async () => {
    const id = await newProject('A bakery');
    const account = knownAccount();
    // Same account, another key: the signature does not verify with the registered public key.
    const wrongKey = { ...account, private_key: createServiceAccount().serviceAccount.private_key };
    const refused = await connect(id, { database: true, auth: false }, { server: wrongKey });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `${MESSAGES.FIREBASE_KEY_REFUSED} (invalid_grant: Invalid JWT Signature.)`,
    );

    const unknown = await connect(
      id,
      { database: true, auth: false },
      { server: createServiceAccount().serviceAccount },
    );
    expect(unknown.body.message).toBe(
      `${MESSAGES.FIREBASE_KEY_REFUSED} (invalid_grant: Invalid grant: account not found)`,
    );
    const unreadable = await connect(
      id,
      { database: true, auth: false },
      {
        server: { ...account, private_key: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n' },
      },
    );
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe(MESSAGES.FIREBASE_KEY_UNREADABLE);

    expect(await storedAccount(id)).toEqual([]);
    expect((await integrationsOf(id)).firebase).toEqual({
      database: false,
      auth: false,
      wasEnabled: false,
      client: null,
    });
  });

  it('says so when Google cannot be reached, storing nothing', async () => {
    const offline = await createTestApp({ KILN_FIREBASE_TOKEN_URL: 'http://127.0.0.1:9' });
    try {
      const user = await signUp(offline.app);
      const id = (await call(offline.app, calls.createProject, { prompt: 'A shop' }, user)).body.data._id;
      await offline.ctx.runs.drain();
      const answer = await call(
        offline.app,
        calls.connectFirebase,
        {
          subdomain: 'x',
          webId: id,
          features: { database: true, auth: false },
          config: { client: null, server: knownAccount() },
        },
        user,
      );
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(`${MESSAGES.FIREBASE_UNREACHABLE} (ECONNREFUSED)`);
      expect(await offline.ctx.secrets.reveal(id, FIREBASE_SERVICE_ACCOUNT_SECRET)).toBeNull();
    } finally {
      await offline.close();
    }
  });

  it('validates the body with the seed messages', async () => {
    const id = await newProject('A florist');
    const none = await connect(id, { database: false, auth: false }, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please enable at least one Firebase feature');
    expect((await connect(id, { database: true, auth: false }, {})).body.message).toBe(
      'Please provide Firestore configuration',
    );
    expect((await connect(id, { database: false, auth: true }, {})).body.message).toBe(
      'Please provide Auth configuration',
    );
    expect(
      (await connect(id, { database: false, auth: true }, { client: { apiKey: 'x' } })).body.message,
    ).toBe('Firebase auth config is missing required fields');
    const { universe_domain: _, ...partial } = knownAccount();
    expect((await connect(id, { database: true, auth: false }, { server: partial })).body.message).toBe(
      'Firestore database config is missing required fields',
    );
  });

  it('is for the owner only', async () => {
    const id = await newProject('A gym');
    const answer = await connect(id, { database: false, auth: true }, { client: webConfig }, other);
    expect(answer.status).toBe(403);
    expect((await call(t.app, calls.disconnectFirebase, { webId: id }, other)).status).toBe(403);
    expect((await integrationsOf(id)).firebase.auth).toBe(false);
  });

  it('adds the second part later, and refuses a part already connected', async () => {
    const id = await newProject('A library');
    expect((await connect(id, { database: false, auth: true }, { client: webConfig })).status).toBe(200);
    const again = await connect(id, { database: false, auth: true }, { client: webConfig });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Firebase auth is already connected');
    const database = await connect(id, { database: true, auth: false }, { server: knownAccount() });
    expect(database.body.data).toEqual({ database: true, auth: true, wasEnabled: true, client: webConfig });
    expect(
      (await connect(id, { database: true, auth: false }, { server: knownAccount() })).body.message,
    ).toBe('Firebase database is already connected');
  });

  it('refuses Auth and Firestore of two different Firebase projects, together or one after the other', async () => {
    const refused = `${MESSAGES.FIREBASE_PROJECTS_DIFFER} (Auth: kiln-pet-shop, service account: kiln-other-shop)`;
    const id = await newProject('A pet shop');
    const together = await connect(
      id,
      { database: true, auth: true },
      { client: webConfig, server: knownAccount('kiln-other-shop') },
    );
    expect(together.status).toBe(400);
    expect(together.body.message).toBe(refused);
    expect(await storedAccount(id)).toEqual([]);

    expect(
      (await connect(id, { database: true, auth: false }, { server: knownAccount('kiln-other-shop') }))
        .status,
    ).toBe(200);
    const later = await connect(id, { database: false, auth: true }, { client: webConfig });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(refused);
    expect((await integrationsOf(id)).firebase).toMatchObject({ database: true, auth: false, client: null });
  });
});

describe('disconnecting Firebase', { timeout: 120_000 }, () => {
  it('turns both parts off, drops the credentials and keeps wasEnabled', async () => {
    const id = await newProject('A cafe');
    await connect(id, { database: true, auth: true }, { client: webConfig, server: knownAccount() });
    const answer = await call(t.app, calls.disconnectFirebase, { webId: id }, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ database: false, auth: false, wasEnabled: true, client: null });
    expect(await storedAccount(id)).toEqual([]);
    // Still a Firebase project: Supabase stays refused (seed 000 §5).
    const supabase = await call(
      t.app,
      calls.linkSupabaseProject,
      { webId: id, projectRef: 'abcdefghijklmnopqrst' },
      owner,
    );
    expect(supabase.status).toBe(409);
    expect(supabase.body.message).toBe(MESSAGE_TEMPLATES.previouslyUsing('Firebase'));
  });
});

describe('the one-database rule, from the Firebase side', { timeout: 120_000 }, () => {
  it('refuses Firebase while Supabase is linked, and once it was, with the seed messages and 409', async () => {
    const id = await newProject('A travel blog');
    const setSupabase = (supabase: Integrations['supabase']) =>
      changeIntegrations(t.ctx.db, id, (current) => ({ ...current, supabase }));

    await setSupabase({ ref: 'abcdefghijklmnopqrst', wasEnabled: true });
    const before = google.issued.length;
    // Said even while a run holds the project (linking Supabase starts one): waiting would not help.
    const slot = await t.ctx.runs.reserve(id);
    expect(t.ctx.runs.isActive(id)).toBe(true);
    const connected = await connect(
      id,
      { database: true, auth: true },
      { client: webConfig, server: knownAccount() },
    );
    slot?.release();
    expect(connected.status).toBe(409);
    expect(connected.body.message).toBe(
      "You're already connected to Supabase. Only one database connection is allowed at a time.",
    );
    // Refused before Google was asked anything.
    expect(google.issued.length).toBe(before);

    await setSupabase({ ref: null, wasEnabled: true });
    const previously = await connect(id, { database: false, auth: true }, { client: webConfig });
    expect(previously.status).toBe(409);
    expect(previously.body.message).toBe(
      'This project was previously using Supabase, please continue with Supabase.',
    );
    expect((await integrationsOf(id)).firebase).toEqual({
      database: false,
      auth: false,
      wasEnabled: false,
      client: null,
    });
    expect(await storedAccount(id)).toEqual([]);
  });
});
