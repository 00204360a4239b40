import { expect, test } from '@playwright/test';
import {
  commitOnFakeGithub,
  createFakeRepo,
  fakeGithubToken,
  fakeGithubUrl,
  remoteHead,
  walkGithubPopup,
} from '../support/github';
import {
  createProjectAndWait,
  makePremiumAndReload,
  newAccount,
  previewFrame,
  waitForPhase,
} from '../support/pages';

/**
 * Issue 17 §2 as a new owner meets it: the repository name is taken → another name → exported; an
 * edit in Kiln is pushed by itself; a commit made on GitHub comes in with "Pull changes" and the
 * preview shows it.
 */
const GITHUB_URL = fakeGithubUrl(Number(process.env.KILN_E2E_PORT ?? 3100));

test('a name clash, another name, automatic pushes and Pull changes', async ({ page }) => {
  test.setTimeout(300_000);
  const owner = newAccount('Syncer');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a florist called Petals');
  await makePremiumAndReload(page, owner.email);

  await page.getByRole('banner').getByRole('button', { name: 'GitHub' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to GitHub' });
  await walkGithubPopup(page, 'Install', 'Install', /\/api\/github\/install\/callback/);
  await walkGithubPopup(page, 'Connect', 'Authorize Kiln', /\/api\/github\/oauth\/callback/);

  // The dialog shows the name it will use; someone already has a repository by that name.
  const nameField = dialog.getByRole('textbox', { name: 'Repository name' });
  const suggested = await nameField.inputValue();
  expect(suggested).toMatch(/^[a-z0-9._-]+$/);
  const token = await fakeGithubToken(GITHUB_URL);
  const taken = `${suggested}-${Date.now()}`.slice(0, 100);
  await createFakeRepo(GITHUB_URL, token, taken);
  await nameField.fill(taken);
  await dialog.getByRole('button', { name: 'Create repository' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already exists in your account');

  // Another name exports.
  const chosen = `${taken.slice(0, 90)}-kiln`;
  await nameField.fill(chosen);
  await dialog.getByRole('button', { name: 'Create repository' }).click();
  await expect(page.getByText('Repository created successfully!')).toBeVisible({ timeout: 30_000 });
  const cloneUrl = `${GITHUB_URL}/octocat/${chosen}.git`;
  await expect(dialog.getByRole('link', { name: new RegExp(`octocat/${chosen}`) })).toBeVisible();
  await page.keyboard.press('Escape');

  // An edit in Kiln becomes a version, and the linked repository gets it without a click.
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Change the main heading to Fresh Tulips');
  await message.press('Enter');
  await waitForPhase(page, webId);
  const project = async () =>
    (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data;
  const edited = (await project()).currentCommitHash;
  await expect.poll(() => remoteHead(cloneUrl, token), { timeout: 30_000 }).toBe(edited);

  // A commit made on GitHub comes in with Pull changes, and the preview shows it.
  commitOnFakeGithub(
    cloneUrl,
    token,
    { 'src/App.tsx': 'export default function App() {\n  return <h1>Pulled from GitHub</h1>;\n}\n' },
    'Edit on GitHub',
  );
  await page.getByRole('banner').getByRole('button', { name: 'GitHub' }).click();
  await expect(dialog.getByText('Latest version pushed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pull changes' }).click();
  await expect(page.getByText('Pulled 1 change from main.')).toBeVisible({ timeout: 60_000 });
  expect((await project()).currentCommitHash).toBe(remoteHead(cloneUrl, token));
  await page.keyboard.press('Escape');
  await expect(previewFrame(page).getByRole('heading', { name: 'Pulled from GitHub' })).toBeVisible({
    timeout: 30_000,
  });
});
