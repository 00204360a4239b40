import { expect, test } from '@playwright/test';
import {
  type Account,
  fillSignUp,
  makePremiumAndReload,
  newAccount,
  renameButton,
  signIn,
  signOut,
} from '../support/pages';

/**
 * Issue 2's path, as a new user walks it on a fresh instance: sign up from the home prompt, land in the
 * workspace, rename, favourite, sign out, visit as a stranger, go private, delete.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Owner');
let workspaceUrl = '';

test('a new user goes from the home prompt through sign-up to the workspace', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What do you want to build?' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'What do you want to build?' })
    .fill('A landing page for "Ember Coffee", a small-batch roastery in Lisbon');
  await page.getByRole('button', { name: 'Create project' }).click();

  // Signed out: sign-in first, with the prompt kept. A new user follows the link to sign up.
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  await page.getByRole('link', { name: /sign up|create an account/i }).click();
  await expect(page).toHaveURL(/\/sign-up/);
  await fillSignUp(page, owner);

  // Back home, the kept prompt creates the project and the workspace opens.
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  workspaceUrl = new URL(page.url()).pathname;
  // The name is generated: "Generating" with dots first, then typed in.
  await expect(renameButton(page)).toHaveText('Ember Coffee', { timeout: 30_000 });
  // Premium (favourites, private projects) is granted by the instance admin; this account may or may
  // not be the instance's first (which is premium already), so the admin grants it either way.
  await makePremiumAndReload(page, owner.email);
  await expect(renameButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fork Project' })).toHaveCount(0);
});

test('the owner renames with Enter, cancels with Escape and saves on blur', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  await expect(page).toHaveURL(workspaceUrl);

  await renameButton(page).click();
  const input = page.getByRole('textbox', { name: 'Project name' });
  await expect(input).toBeFocused();
  await input.fill('  Ember Roasters  ');
  await input.press('Enter');
  await expect(page.getByText('Project renamed successfully')).toBeVisible();
  await expect(renameButton(page)).toHaveText('Ember Roasters');

  await renameButton(page).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Throwaway name');
  await page.getByRole('textbox', { name: 'Project name' }).press('Escape');
  await expect(renameButton(page)).toHaveText('Ember Roasters');

  await renameButton(page).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Ember Roasters Lisbon');
  await page.getByRole('tab', { name: 'All Chat' }).click(); // blur
  await expect(renameButton(page)).toHaveText('Ember Roasters Lisbon');

  // An empty name is skipped: the previous one stays.
  await renameButton(page).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('   ');
  await page.getByRole('textbox', { name: 'Project name' }).press('Enter');
  await expect(renameButton(page)).toHaveText('Ember Roasters Lisbon');

  await page.reload();
  await expect(renameButton(page)).toHaveText('Ember Roasters Lisbon');
});

test('the owner favourites and unfavourites the project', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  const unfavourite = page.getByRole('button', { name: 'Unfavourite' });
  await expect(unfavourite).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/projects?filter=favourites');
  await expect(page.getByRole('article', { name: 'Ember Roasters Lisbon' })).toBeVisible();

  await page.goto(workspaceUrl);
  await page.getByRole('button', { name: 'Unfavourite' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await signOut(page);
});

test('a visitor sees the public project read-only and is asked to sign in to fork', async ({ page }) => {
  await page.goto(workspaceUrl);
  await expect(page.getByRole('heading', { name: 'Ember Roasters Lisbon' })).toBeAttached();
  await expect(page.getByText('Ember Roasters Lisbon').first()).toBeVisible();
  await expect(renameButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Un)?[Ff]avourite$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kiln home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.getByRole('button', { name: 'Fork Project' }).click();
  await expect(page.getByText('Please sign in to fork!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up\?returnTo=/);
  const returnTo = new URL(page.url()).searchParams.get('returnTo');
  expect(returnTo).toBe(`${workspaceUrl}?from=fork`);
  // Before they sign up, they know the account alone may not let them fork.
  await expect(page.getByRole('note')).toHaveText(
    'Forking is a premium feature: once your account is created, you may need to upgrade to fork this project.',
  );
});

test('a private project is "not found" for visitors and strangers', async ({ page }) => {
  // Privacy, the private link's reset and two visitors' page loads.
  test.setTimeout(120_000);
  await signIn(page, owner, workspaceUrl);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Project settings' });
  await settings.getByRole('tab', { name: 'Visibility' }).click();
  await settings.getByRole('switch', { name: 'Private project' }).click();
  await expect(
    page.getByText(
      'Your project is now private. Only you can access it unless you explicitly share the preview link.',
    ),
  ).toBeVisible();

  // Issue 13 §4: a private link shared by mistake is revoked: the old link stops opening the preview,
  // and the workspace's preview moves to the new one.
  const preview = page.locator('iframe[title="Preview"]');
  await expect(preview).toHaveAttribute('src', /--/);
  const sharedLink = (await preview.getAttribute('src')) as string;
  const visitor = await page.context().newPage();
  expect((await visitor.goto(sharedLink))?.status()).toBe(200);
  await settings.getByRole('button', { name: 'Reset private link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset the private link?' });
  await expect(confirm).toContainText('Everyone you shared the private preview link with loses access.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(
    page.getByText('Private link reset. Links shared before no longer open the preview.'),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(preview).not.toHaveAttribute('src', sharedLink);
  const newLink = (await preview.getAttribute('src')) as string;
  expect(new URL(newLink).hostname).toMatch(/--/);
  expect((await visitor.goto(sharedLink))?.status()).toBe(404);
  expect((await visitor.goto(newLink))?.status()).toBe(200);
  await visitor.close();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('img', { name: 'Private project' })).toBeVisible();
  await signOut(page);

  await page.goto(workspaceUrl);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByText('Ember Roasters Lisbon')).toHaveCount(0);

  // A signed-in stranger (a free account) gets the same answer.
  const stranger = newAccount('Stranger');
  await page.goto(`/sign-up?returnTo=${encodeURIComponent(workspaceUrl)}`);
  await fillSignUp(page, stranger);
  await expect(page).toHaveURL(workspaceUrl);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

test('the owner deletes the project from My projects', async ({ page }) => {
  await signIn(page, owner, '/projects');
  const card = page.getByRole('article', { name: 'Ember Roasters Lisbon' });
  await expect(card.getByRole('img', { name: 'Private' })).toBeVisible();
  await card.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Ember Roasters Lisbon');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ember Roasters Lisbon' })).toHaveCount(0);
  await expect(page.getByText('No projects yet')).toBeVisible();

  await page.goto(workspaceUrl);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});
