import { expect, test } from '@playwright/test';
import { FAKE_SELF_HOSTED_KEYS } from '../../apps/server/src/integrations/supabase/testing/fake-supabase';
import { createProjectAndWait, makePremiumAndReload, newAccount } from '../support/pages';
import { fakeSupabaseUrl } from '../support/supabase';

/**
 * Seed 002's Supabase dialog as a new owner walks it, against the fake Supabase the config starts
 * beside Kiln (the real OAuth and Management API wire protocol): connect the account in the popup,
 * create a database for the project, unlink it, link an existing one, log out.
 */
test('a new owner connects Supabase, creates a database for the project, unlinks and links one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount('Baker');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a bakery called Crumb');
  // Creating a Supabase project is premium (seed 002 §6); on a shared instance this may not be the first account.
  await makePremiumAndReload(page, owner.email);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Supabase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supabase Integration' });
  const connect = dialog.getByRole('button', { name: 'Connect Supabase' });
  await expect(connect).toBeVisible();

  // The popup goes to Supabase's consent (the fake approves at once) and back to Kiln, which closes it.
  // Listened for on the context before the click: the fake approves at once, so it can all be over
  // before the popup's page object is in hand.
  const back = page
    .context()
    .waitForEvent('response', (response) => response.url().includes('/api/supabase/callback'));
  const popupOpened = page.waitForEvent('popup');
  await connect.click();
  const popup = await popupOpened;
  expect((await back).status()).toBe(200);
  await expect.poll(() => popup.isClosed()).toBe(true);

  // Connected: the account's projects to link, and a form to create one.
  await expect(dialog.getByRole('button', { name: 'Link bakery-db' })).toBeVisible();
  await expect(dialog.getByLabel('Region')).toHaveValue('us-east-1');
  await dialog.getByLabel('Database name').fill('');
  await dialog.getByRole('button', { name: 'Create database' }).click();
  await expect(dialog.getByText('Please enter a database name')).toBeVisible();
  await dialog.getByLabel('Database name').fill('crumb-db');
  await dialog.getByLabel('Region').selectOption('eu-central-1');
  await dialog.getByRole('button', { name: 'Create database' }).click();
  await expect(page.getByText('Supabase project created successfully')).toBeVisible();

  const linked = dialog.getByRole('region', { name: 'Linked database' });
  await expect(linked.getByText('crumb-db')).toBeVisible();
  await expect(linked.getByText(/EU Frankfurt/)).toBeVisible();
  const project = (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data;
  expect(project.integrations.supabase.wasEnabled).toBe(true);
  expect(project.integrations.supabase.ref).toMatch(/^[0-9a-f]{20}$/);

  await linked.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Supabase project unlinked successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Link bakery-db' }).click();
  await expect(page.getByText('Supabase project linked successfully')).toBeVisible();
  await expect(linked.getByText('bakery-db')).toBeVisible();

  await dialog.getByRole('button', { name: 'Log out of Supabase' }).click();
  await expect(page.getByText('Logged out from Supabase successfully')).toBeVisible();
  await expect(connect).toBeVisible();
  // Signed out, the project stays linked: known by its ref until the owner connects again.
  await expect(linked.getByText('Connect your Supabase account to see its details.')).toBeVisible();
  await expect(linked.getByText('abcdefghijklmnopqrst')).toBeVisible();
  await expect(linked.getByRole('button', { name: 'Unlink' })).toBeEnabled();

  // The settings' Integrations section and the catalogue say where each integration stands.
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Project settings' })
    .getByRole('tab', { name: 'Integrations' })
    .click();
  const section = page
    .getByRole('dialog', { name: 'Project settings' })
    .getByRole('region', { name: 'Integrations' });
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Supabase' }).getByText('Connected'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Browse integrations' }).click();
  const catalogue = page.getByRole('dialog', { name: 'Integrations' });
  await catalogue.getByRole('tab', { name: 'Database & Storage' }).click();
  const entries = catalogue.getByRole('list', { name: 'Integrations' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  // Firebase needs nothing of the instance (the owner brings the project's keys): available at once.
  await expect(entries.filter({ hasText: 'Firebase' }).getByText('Available')).toBeVisible();
  await expect(catalogue.getByText('Coming soon')).toHaveCount(0);
  await catalogue.getByRole('searchbox', { name: 'Search integrations' }).fill('postgres');
  await expect(entries).toHaveCount(1);
  await entries.getByRole('button', { name: 'Open Supabase' }).click();
  await expect(page.getByRole('dialog', { name: 'Supabase Integration' })).toBeVisible();
});

test("a Supabase nudge connects from the chat, and the chat carries on with 'Apply Added Integrations'", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount('Planner');
  const { webId } = await createProjectAndWait(page, owner, 'A todo list app to plan my week');
  // Nudges are premium (seed 000 §6).
  await makePremiumAndReload(page, owner.email);

  const nudge = page.getByRole('region', { name: 'Suggested integration: Supabase' });
  await nudge.getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supabase Integration' });
  const back = page
    .context()
    .waitForEvent('response', (response) => response.url().includes('/api/supabase/callback'));
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect Supabase' }).click();
  const popup = await popupOpened;
  expect((await back).status()).toBe(200);
  await expect.poll(() => popup.isClosed()).toBe(true);

  await dialog.getByRole('button', { name: 'Link bakery-db' }).click();
  await expect(page.getByText('Supabase project linked successfully')).toBeVisible();
  await page.keyboard.press('Escape');

  // Linking wrote the database's client into the app, as a run and a version of its own.
  await expect(
    page
      .getByRole('article', { name: 'You' })
      .filter({ hasText: 'Connect the Supabase database “bakery-db” to this app' }),
  ).toBeVisible();
  await expect(page.getByText('The Supabase database “bakery-db” is connected')).toBeVisible({
    timeout: 60_000,
  });

  // Every nudge of the message is answered: once that run is over, the chat sends the seed's
  // follow-up by itself.
  await expect(nudge.getByText('Connected')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'You' }).filter({ hasText: 'Apply Added Integrations' }),
  ).toBeVisible({ timeout: 60_000 });
  const project = (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data;
  expect(project.integrations.supabase).toEqual({ ref: 'abcdefghijklmnopqrst', wasEnabled: true });

  // The todo app keeps tasks: the reply brings their table's migration, row-level security on, to approve.
  const card = page.getByRole('group', { name: 'Database migration create_tasks' });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Pending')).toBeVisible();
  await card.getByRole('button', { name: 'Show SQL' }).click();
  await expect(card.getByText('enable row level security')).toBeVisible();
  await card.getByRole('button', { name: 'Approve and run' }).click();
  // The fake's database (real Postgres) starts on first use: allow it a moment.
  await expect(page.getByText('Migration applied to your database')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Applied')).toBeVisible();
  // As the history has it after a reload.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Database migration create_tasks' }).getByText('Applied'),
  ).toBeVisible();
});

test('an owner connects a self-hosted Supabase by its URL and keys', async ({ page }) => {
  test.setTimeout(150_000);
  const owner = newAccount('Self-hoster');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a yoga studio');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Supabase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supabase Integration' });
  await dialog.getByRole('button', { name: 'Use a self-hosted Supabase' }).click();
  const form = dialog.getByRole('form', { name: 'Self-hosted Supabase' });
  const url = fakeSupabaseUrl(Number(process.env.KILN_E2E_PORT ?? 3100));
  await form.getByLabel('Supabase URL').fill(url);
  await form.getByLabel('Anon key').fill(FAKE_SELF_HOSTED_KEYS.anonKey);
  await form.getByLabel('Service role key').fill('not-the-service-role-key');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Your Supabase did not accept that service role key.')).toBeVisible();

  await form.getByLabel('Service role key').fill(FAKE_SELF_HOSTED_KEYS.serviceRoleKey);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Self-hosted Supabase connected successfully')).toBeVisible();
  const linked = dialog.getByRole('region', { name: 'Linked database' });
  await expect(linked.getByText(new URL(url).host, { exact: true })).toBeVisible();
  await expect(linked.getByText('Self-hosted Supabase')).toBeVisible();
  const project = (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data;
  expect(project.integrations.supabase).toEqual({
    ref: `self-hosted:${new URL(url).host}`,
    wasEnabled: true,
  });

  // The app's client carries the URL and the anon key; the Code tab shows it once the run is over.
  await page.keyboard.press('Escape');
  await expect(page.getByText(`The Supabase database “${new URL(url).host}” is connected`)).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: /^Code/ }).click();
  const files = page.getByRole('navigation', { name: 'Files' });
  await files.getByRole('button', { name: 'integrations', exact: true }).click();
  await files.getByRole('button', { name: 'supabase', exact: true }).click();
  await files.getByRole('button', { name: 'client.ts', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Code of src/integrations/supabase/client.ts' });
  await expect(code).toContainText(FAKE_SELF_HOSTED_KEYS.anonKey);
  await expect(code).not.toContainText(FAKE_SELF_HOSTED_KEYS.serviceRoleKey);
});
