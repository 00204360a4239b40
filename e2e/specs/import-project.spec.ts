import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { zipFolder } from '../../apps/server/src/imports/testing/import-client';
import { sampleZip } from '../../apps/server/src/imports/testing/sample-project';
import { REPO_ROOT } from '../../apps/server/src/paths';
import { publicRepositoryUrl } from '../support/git-host';
import { type Account, fillSignUp, newAccount, previewFrame, renameButton, signIn } from '../support/pages';

/**
 * Issue 21 §1, as a new user walks it: sign up from the home page's Import project, bring a Lovable
 * project in as a zip, then another from a public git repository with its history, and see a Next.js
 * app refused in words. Each import installs and builds the app before its preview shows it.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);
const owner: Account = newAccount('Importer');
const zips = mkdtempSync(path.join(os.tmpdir(), 'kiln-e2e-import-'));

function writeZip(name: string, bytes: Uint8Array): string {
  const file = path.join(zips, name);
  writeFileSync(file, bytes);
  return file;
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import project' });

/** The imported app's own page, once its packages are in and its first build is done. */
async function expectBakeryPreview(page: Page) {
  await expect(previewFrame(page).getByRole('heading', { name: 'Sunrise Bakery' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(previewFrame(page).getByText('Cinnamon knot')).toBeVisible();
}

test('a visitor signs up from Import project and imports a Lovable zip', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Import project' }).click();

  // Signed out: sign-in first; a new user follows the link to sign up and comes back to the dialog.
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  await page.getByRole('link', { name: /sign up|create an account/i }).click();
  await fillSignUp(page, owner);
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Bring a Vite + React project from Lovable, Bolt, v0 or anywhere else.');
  await expect(dialog.getByText(/Up to 50 MB/)).toBeVisible();
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  await dialog
    .locator('input[type="file"]')
    .setInputFiles(writeZip('sunrise-bakery-main.zip', sampleZip('sunrise-bakery-main')));
  await expect(dialog.getByText('sunrise-bakery-main.zip')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change file' })).toBeVisible();
  await importButton.click();

  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/, { timeout: 30_000 });
  await expect(importDialog(page)).toHaveCount(0);
  await expect(renameButton(page)).toHaveText('Sunrise bakery');
  await expect(page.getByText('Import sunrise-bakery-main.zip', { exact: true })).toBeVisible();
  await expect(page.getByText(/Imported this Lovable project from sunrise-bakery-main\.zip\./)).toBeVisible();
  await expectBakeryPreview(page);
  // That Back leads to the page, not the dialog, is the dialog's unit test: here the preview frame's
  // own loads (the building page, then the version) are in the tab's history before it.
});

test('the user imports a public git repository from the projects page, keeping its history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, owner, '/projects');
  await expect(page.getByRole('article', { name: 'Sunrise bakery' })).toBeVisible();
  await page.getByRole('button', { name: 'Import project' }).click();
  const dialog = importDialog(page);
  await dialog.getByRole('tab', { name: 'From a git repository' }).click();
  const address = dialog.getByRole('textbox', { name: 'Repository address' });
  await expect(address).toHaveAttribute('placeholder', 'https://github.com/you/your-app');
  await expect(dialog.getByRole('textbox', { name: 'Branch' })).toHaveAttribute(
    'placeholder',
    'default branch',
  );
  await expect(dialog.getByText('Public repositories on GitHub, GitLab or any https host.')).toBeVisible();

  const repository = publicRepositoryUrl(PORT, 'bakers', 'sunrise');
  await address.fill(repository);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/, { timeout: 30_000 });
  await expect(renameButton(page)).toHaveText('Sunrise bakery');
  await expect(page.getByText(`from ${repository}, with its history.`, { exact: false })).toBeVisible();
  await expectBakeryPreview(page);

  // The repository's last commit is the project's version.
  await page.getByRole('tab', { name: 'Version History' }).click();
  const rows = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Write a README');
  await expect(rows.first()).toContainText('Current');
});

test('the visual editor edits an app its own vite build builds', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, owner, '/');
  await page.getByRole('button', { name: 'Import project' }).click();
  const dialog = importDialog(page);
  const zip = await zipFolder(path.join(REPO_ROOT, 'packages/import-fixtures/projects/own-vite-plugin'));
  await dialog.locator('input[type="file"]').setInputFiles(writeZip('tide-tables.zip', zip));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/, { timeout: 30_000 });
  await expect(page.getByText(/so Kiln builds it with the project.s own/)).toBeVisible({ timeout: 120_000 });
  const heading = previewFrame(page).getByRole('heading', { name: 'Tide tables' });
  await expect(heading).toBeVisible({ timeout: 120_000 });
  // Its own Vite plugin ran: the release name is in the page.
  await expect(previewFrame(page).getByText('Release Neap 2.4', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await heading.click();
  const editor = page.getByRole('complementary', { name: 'Element editor' });
  await expect(editor.getByRole('heading', { name: 'h1', exact: true })).toBeVisible();
  await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('Tide tables for Porthleven');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes applied successfully')).toBeVisible({ timeout: 60_000 });

  // The edit is a version of its own, and the rebuilt preview shows it.
  await page.getByRole('tab', { name: 'Version History' }).click();
  const rows = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2, { timeout: 60_000 });
  await expect(rows.first()).toContainText('Visual edit:');
  await page.getByRole('button', { name: 'Refresh preview' }).click();
  await expect(previewFrame(page).getByRole('heading', { name: 'Tide tables for Porthleven' })).toBeVisible({
    timeout: 60_000,
  });
});

test('a Next.js app is refused in the dialog, which keeps the chosen zip', async ({ page }) => {
  await signIn(page, owner, '/');
  await page.getByRole('button', { name: 'Import project' }).click();
  const dialog = importDialog(page);
  const next = zipSync({
    'shop/package.json': strToU8(
      JSON.stringify({ name: 'shop', dependencies: { next: '15.1.0', react: '^19.0.0' } }),
    ),
    'shop/app/page.tsx': strToU8('export default function Page() { return <h1>Shop</h1>; }\n'),
  });
  await dialog.locator('input[type="file"]').setInputFiles(writeZip('shop.zip', next));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(dialog.getByRole('alert')).toContainText('This is a Next.js app.');
  await expect(dialog.getByText('shop.zip')).toBeVisible();
  await expect(page).toHaveURL(/\/\?import=1$/);
  // Escape closes it, and the home page is as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What do you want to build?' })).toBeVisible();
});
