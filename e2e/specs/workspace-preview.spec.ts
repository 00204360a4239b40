import { expect, type Page, test } from '@playwright/test';
import { type Account, fillSignUp, newAccount, switchToVersion } from '../support/pages';

/**
 * Issue 5's workspace as a new user meets it: the app live in the preview, the devices, the read-only
 * code explorer (tree, tabs, Ctrl+P, a binary file), the version history (preview a past version,
 * switch to it and back); then the same project as a signed-out visitor.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Builder');
let workspaceUrl = '';
let webId = '';

function previewFrame(page: Page) {
  return page.frameLocator('iframe[title="Preview"]');
}

/**
 * The home prompt builds the template at once, then the offline model's first run writes the app:
 * wait until that run has settled (COMPLETE with its own version), as the server reports it.
 */
async function waitForFirstRun(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const project = await (await page.request.post('/api/web/get', { data: { webId } })).json();
        const versions = await (await page.request.post('/api/web/versions', { data: { webId } })).json();
        return project.data?.phase === 'COMPLETE' && (versions.data?.length ?? 0) >= 2;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
}

async function signInAsOwner(page: Page): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(workspaceUrl)}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(workspaceUrl);
}

test('a new user sees the app in the preview and switches devices', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/sign-up');
  await fillSignUp(page, owner);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'What do you want to build?' })
    .fill('A booking page for "Tide & Table", a seafood bistro in Porto');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  workspaceUrl = new URL(page.url()).pathname;
  webId = workspaceUrl.split('/').pop() ?? '';

  // The first run sets the project up, writes the app and checks it; the preview then shows it.
  await waitForFirstRun(page);
  await expect(previewFrame(page).getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  const appHeading = previewFrame(page)
    .getByRole('heading', { name: /Tide & Table/ })
    .first();
  await expect(appHeading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Preview address' })).toHaveValue(
    /^http:\/\/[a-z0-9-]+\.preview\.localhost:\d+\//,
  );
  for (const name of ['Refresh preview', 'Copy preview link', 'Open in new tab']) {
    await expect(page.getByRole(name === 'Open in new tab' ? 'link' : 'button', { name })).toBeVisible();
  }

  // Seed 001 §4.9: Mobile 375, Tablet 768, Desktop the full width.
  const frame = page.locator('iframe[title="Preview"]');
  await page.getByRole('radio', { name: 'Mobile' }).click();
  await expect(page.getByRole('radio', { name: 'Mobile' })).toHaveAttribute('aria-checked', 'true');
  await expect(frame).toHaveCSS('width', '375px');
  await expect(appHeading).toBeVisible();
  await page.getByRole('radio', { name: 'Tablet' }).click();
  await expect(frame).toHaveCSS('width', '768px');
  await page.getByRole('radio', { name: 'Desktop' }).click();
  const panelWidth = await page
    .getByRole('region', { name: 'Preview and code' })
    .evaluate((el) => el.clientWidth);
  await expect
    .poll(async () => frame.evaluate((el) => el.getBoundingClientRect().width))
    .toBeGreaterThan(panelWidth - 2);

  // Copying the link says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy preview link' }).click();
  await expect(page.getByText('URL copied to clipboard')).toBeVisible();
});

test('the owner explores the code: tree, tabs, Ctrl+P search and a binary file', async ({ page }) => {
  await signInAsOwner(page);

  await page.getByRole('tab', { name: /^Code/ }).click();
  const files = page.getByRole('navigation', { name: 'Files' });
  // Seed 002 §2: only /src is open at first, folders before files.
  await expect(files.getByRole('button', { name: 'src', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(files.getByRole('button', { name: 'public', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // The app page file opens by default, with its language and the Read-only badge.
  await expect(page.getByRole('tab', { name: 'Index.tsx' })).toHaveAttribute('aria-selected', 'true');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Index.tsx');
  await expect(page.getByTestId('language-label')).toHaveText('TSX');
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read-only mode' })).toBeVisible();

  // Opening a file from the tree adds a tab and shows its code.
  await files.getByRole('button', { name: 'App.tsx', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'App.tsx' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Code of src/App.tsx' })).toContainText('Routes');
  await expect(page.getByRole('tab', { name: 'Index.tsx' })).toBeVisible();

  // Ctrl+P: placeholder, hints, no match, arrows and Enter.
  await page.keyboard.press('Control+P');
  const search = page.getByRole('combobox', { name: 'Search files' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Search files...');
  await expect(page.getByText('Press Enter to open')).toBeVisible();
  await expect(page.getByText('up/down to navigate')).toBeVisible();
  await search.fill('no-such-file');
  await expect(page.getByText('No matching files')).toBeVisible();
  await search.fill('tsx');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.fill('notfound');
  await expect(page.getByRole('option', { name: /NotFound\.tsx/ })).toBeVisible();
  await search.press('Enter');
  await expect(search).toBeHidden();
  await expect(page.getByRole('tab', { name: 'NotFound.tsx' })).toHaveAttribute('aria-selected', 'true');

  // Escape closes the search.
  await page.keyboard.press('Control+P');
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // An svg is on the seed's binary list: it is not shown in the editor.
  await files.getByRole('button', { name: 'public', exact: true }).click();
  await files.getByRole('button', { name: 'favicon.svg' }).click();
  await expect(
    page.getByText('This file cannot be displayed in the editor. Binary file not previewed'),
  ).toBeVisible();

  // Closing the active tab activates its neighbour; Collapse All folds every folder.
  await page.getByRole('button', { name: 'Close favicon.svg' }).click();
  await expect(page.getByRole('tab', { name: 'favicon.svg' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(files.getByRole('button', { name: 'src', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // Back on Preview, the device switcher returns.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('radio', { name: 'Desktop' })).toBeVisible();
});

test('the owner previews a past version, switches to it and back', async ({ page }) => {
  // Two switches, each through a page reload, and two more reloads: longer than the default minute.
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await page.getByRole('tab', { name: 'Version History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  const rows = versions.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Newest first: the app the first run wrote is Current; the template is below it.
  const [newest, template] = [rows.nth(0), rows.nth(1)];
  await expect(newest).toHaveAccessibleName(/^Version [0-9a-f]{7}$/);
  await expect(newest).toContainText('Current');
  await expect(template).not.toContainText('Current');
  await expect(newest.getByRole('button', { name: 'Switch to this version' })).toHaveCount(0);

  // Previewing the template: its own build in the preview, a banner, Code disabled.
  await template.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(/^Previewing version [0-9a-f]{7}/)).toBeVisible();
  await expect(previewFrame(page).getByRole('heading', { name: 'Your app is cooking' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Code/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Back to current version' }).click();
  await expect(page.getByText(/^Previewing version/)).toHaveCount(0);
  await expect(
    previewFrame(page)
      .getByRole('heading', { name: /Tide & Table/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Code/ })).toBeEnabled();

  // Switching moves Current and reloads the page (seed 000 §4, issue 17 §10): a mark left on this
  // page is gone, the reloaded page says so, lists every version and previews the switched one.
  await switchToVersion(page, template);
  await expect(page.getByRole('tab', { name: 'Version History' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(2);
  await expect(previewFrame(page).getByRole('heading', { name: 'Your app is cooking' })).toBeVisible();
  // Then back to the newest, again through a reload.
  await switchToVersion(page, newest);
  await expect(
    previewFrame(page)
      .getByRole('heading', { name: /Tide & Table/ })
      .first(),
  ).toBeVisible();

  // Settings keep the visibility switch and the notification preferences.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Project settings' });
  await settings.getByRole('tab', { name: 'Visibility' }).click();
  await expect(settings.getByRole('switch', { name: 'Private project' })).toBeVisible();
  await settings.getByRole('tab', { name: 'Notification Preferences' }).click();
  await expect(settings.getByRole('switch', { name: 'Desktop notifications' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Sound' })).toBeChecked();
  await settings.getByRole('switch', { name: 'Sound' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Notification Preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
});

test('a visitor sees the preview, without the chat or the tab switcher', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(workspaceUrl);
  await expect(
    previewFrame(page)
      .getByRole('heading', { name: /Tide & Table/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'View' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Code/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'All Chat' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Chat and versions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Device' })).toBeVisible();

  // Visitors may look at the versions, never switch them.
  await page.getByRole('button', { name: 'Version History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Switch to this version' })).toHaveCount(0);
  // ...and preview one: its build, and the way back.
  await versions.getByRole('listitem').nth(1).getByRole('button', { name: 'Preview' }).click();
  await expect(previewFrame(page).getByRole('heading', { name: 'Your app is cooking' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to current version' }).click();
  await expect(
    previewFrame(page)
      .getByRole('heading', { name: /Tide & Table/ })
      .first(),
  ).toBeVisible();
  await context.close();
});
