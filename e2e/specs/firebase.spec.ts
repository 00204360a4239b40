import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createServiceAccount,
  webConfigSnippet,
} from '../../apps/server/src/integrations/firebase/testing/fake-google-token';
import { FAKE_SELF_HOSTED_KEYS } from '../../apps/server/src/integrations/supabase/testing/fake-supabase';
import { knownServiceAccount } from '../support/firebase';
import { createProjectAndWait, newAccount } from '../support/pages';
import { fakeSupabaseUrl } from '../support/supabase';

const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);
const ALREADY_FIREBASE =
  "You're already connected to Firebase. Only one database connection is allowed at a time.";
const ALREADY_SUPABASE =
  "You're already connected to Supabase. Only one database connection is allowed at a time.";
const WAS_FIREBASE = 'This project was previously using Firebase, please continue with Firebase.';
const WAS_SUPABASE = 'This project was previously using Supabase, please continue with Supabase.';

function rail(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name });
}

async function openFirebase(page: Page) {
  await rail(page, 'Firebase').click();
  return page.getByRole('dialog', { name: 'Firebase Integration' });
}

async function openSupabase(page: Page) {
  await rail(page, 'Supabase').click();
  return page.getByRole('dialog', { name: 'Supabase Integration' });
}

/** A toast, the newest of its words (sonner keeps earlier ones for a while). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

/** Saves a feature's config and expects the inline message under it. */
async function saveWith(dialog: Locator, feature: 'Firestore' | 'Auth', text: string, message: string) {
  const label = feature === 'Firestore' ? 'Service account JSON' : 'Web app config';
  await dialog.getByLabel(label).fill(text);
  await dialog.getByRole('button', { name: `Save ${feature} configuration` }).click();
  await expect(dialog.getByRole('region', { name: feature }).getByRole('alert')).toHaveText(message);
}

/**
 * Seed 002's Firebase dialog as a new owner walks it, against the fake Google token endpoint the
 * config starts beside Kiln (firebase-admin really signs and exchanges the service account's JWT):
 * every validation message, a key Google refuses, connect, the one-database rule seen from
 * Supabase, disconnect and the lock it leaves.
 */
test('a new owner connects Firebase: each message, a refused key, connect and disconnect', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const owner = newAccount('Firebaser');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a pet shop called Paws');
  const dialog = await openFirebase(page);
  const connect = dialog.getByRole('button', { name: 'Connect Firebase' });

  await connect.click();
  await expect(toast(page, 'Please enable at least one Firebase feature')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Firestore' }).click();
  await connect.click();
  await expect(toast(page, 'Please save your Firestore configuration before proceeding')).toBeVisible();

  const account = await knownServiceAccount(page.request, PORT, 'paws');
  const { universe_domain: _, ...partial } = account;
  await saveWith(dialog, 'Firestore', '', 'Please provide Firestore configuration');
  await saveWith(
    dialog,
    'Firestore',
    '{ type: "service_account" }',
    'Invalid JSON format for Firestore configuration',
  );
  await saveWith(
    dialog,
    'Firestore',
    JSON.stringify(partial),
    'Firestore database config is missing required fields',
  );

  await dialog.getByRole('switch', { name: 'Auth' }).click();
  await saveWith(dialog, 'Auth', '', 'Please provide Auth configuration');
  await saveWith(dialog, 'Auth', 'apiKey = "AIza"', 'Invalid format');
  await saveWith(
    dialog,
    'Auth',
    '{ apiKey: "AIza", authDomain: "paws.firebaseapp.com", }',
    'Firebase auth config is missing required fields',
  );

  // The right account with another key: Google (the fake) refuses the signature.
  const wrongKey = { ...account, private_key: createServiceAccount('paws').serviceAccount.private_key };
  await dialog.getByLabel('Service account JSON').fill(JSON.stringify(wrongKey, null, 2));
  await dialog.getByRole('button', { name: 'Save Firestore configuration' }).click();
  await expect(toast(page, 'Firestore configuration saved')).toBeVisible();
  await connect.click();
  await expect(toast(page, 'Please save your Auth configuration before proceeding')).toBeVisible();
  await dialog.getByLabel('Web app config').fill(webConfigSnippet('paws'));
  await dialog.getByRole('button', { name: 'Save Auth configuration' }).click();
  await expect(toast(page, 'Auth configuration saved')).toBeVisible();
  await connect.click();
  await expect(
    toast(page, 'Google did not accept this service account key. (invalid_grant: Invalid JWT Signature.)'),
  ).toBeVisible();

  // The web config of another Firebase project than the service account's: refused before Google.
  await dialog.getByLabel('Web app config').fill(webConfigSnippet('paws-staging'));
  await dialog.getByRole('button', { name: 'Save Auth configuration' }).click();
  await connect.click();
  await expect(
    toast(
      page,
      'The Auth config and the service account belong to different Firebase projects. Use both from the same project. (Auth: paws-staging, service account: paws)',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Web app config').fill(webConfigSnippet('paws'));
  await dialog.getByRole('button', { name: 'Save Auth configuration' }).click();

  await dialog.getByLabel('Service account JSON').fill(JSON.stringify(account, null, 2));
  await expect(dialog.getByText('Not saved yet')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save Firestore configuration' }).click();
  await connect.click();
  // Connecting also builds the version that carries the web config (the firebase SDK bundled).
  await expect(toast(page, 'Firebase integration setup successfully')).toBeVisible({ timeout: 90_000 });
  for (const feature of ['Firestore', 'Auth']) {
    await expect(dialog.getByRole('region', { name: feature }).getByText('Connected')).toBeVisible();
  }
  await expect(connect).toBeHidden();
  const project = (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data;
  expect(project.integrations.firebase).toMatchObject({ database: true, auth: true, wasEnabled: true });
  expect(project.integrations.firebase.client.projectId).toBe('paws');
  expect(JSON.stringify(project)).not.toContain('PRIVATE KEY');
  // The web config went into the app as a version of its own.
  const versions = (await (await page.request.post('/api/web/versions', { data: { webId } })).json()).data;
  expect(versions.map((v: { message: string }) => v.message)).toContain(
    'Connect Firebase (Firestore and Auth)',
  );

  // Firebase connected: Supabase is refused, in the dialog and by the server.
  await page.keyboard.press('Escape');
  const supabase = await openSupabase(page);
  await expect(supabase.getByRole('alert')).toHaveText(ALREADY_FIREBASE);
  const refused = await page.request.post('/api/supabase/self-hosted', {
    data: { webId, url: fakeSupabaseUrl(PORT), ...FAKE_SELF_HOSTED_KEYS },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(ALREADY_FIREBASE);
  await page.keyboard.press('Escape');

  const again = await openFirebase(page);
  await again.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Firebase integration disconnected successfully')).toBeVisible();
  await expect(again.getByRole('switch', { name: 'Firestore' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  // Disconnected, it stays a Firebase project (wasEnabled).
  const locked = await openSupabase(page);
  await expect(locked.getByRole('alert')).toHaveText(WAS_FIREBASE);
});

test('a project on Supabase refuses Firebase, and stays locked once unlinked', async ({ page }) => {
  test.setTimeout(300_000);
  const owner = newAccount('Supabaser');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a yoga studio');
  const supabase = await openSupabase(page);
  await supabase.getByRole('button', { name: 'Use a self-hosted Supabase' }).click();
  const form = supabase.getByRole('form', { name: 'Self-hosted Supabase' });
  await form.getByLabel('Supabase URL').fill(fakeSupabaseUrl(PORT));
  await form.getByLabel('Anon key').fill(FAKE_SELF_HOSTED_KEYS.anonKey);
  await form.getByLabel('Service role key').fill(FAKE_SELF_HOSTED_KEYS.serviceRoleKey);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, 'Self-hosted Supabase connected successfully')).toBeVisible();
  await page.keyboard.press('Escape');

  const firebase = await openFirebase(page);
  await expect(firebase.getByRole('alert')).toHaveText(ALREADY_SUPABASE);
  await expect(firebase.getByRole('button', { name: 'Connect Firebase' })).toHaveCount(0);
  const refused = await page.request.post('/api/web/integrations/firebase/connect', {
    data: {
      subdomain: 'x',
      webId,
      features: { database: false, auth: true },
      config: {
        client: {
          apiKey: 'AIza',
          authDomain: 'a.firebaseapp.com',
          projectId: 'a',
          storageBucket: 'a.appspot.com',
          messagingSenderId: '1',
          appId: '1:1:web:1',
        },
      },
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(ALREADY_SUPABASE);
  await page.keyboard.press('Escape');

  // Wait for the run the link started (its client written into the app) before unlinking.
  await expect
    .poll(
      async () => (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data.phase,
      {
        timeout: 90_000,
      },
    )
    .toBe('COMPLETE');
  const linked = (await openSupabase(page)).getByRole('region', { name: 'Linked database' });
  await linked.getByRole('button', { name: 'Unlink' }).click();
  await expect(toast(page, 'Supabase project unlinked successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  const locked = await openFirebase(page);
  await expect(locked.getByRole('alert')).toHaveText(WAS_SUPABASE);
});
