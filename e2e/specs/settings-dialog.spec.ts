import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type Account, fillSignUp, newAccount, signIn } from '../support/pages';

/**
 * Issue 17 §12: the project settings, one of seed 002's six sections at a time: a side list at
 * 1280 px, a strip of tabs at 390 px, both moved with the keyboard; the project's knowledge (the
 * owner's instructions for the assistant) saved in Project Information and still there after a reload.
 */
test.describe.configure({ mode: 'serial' });
/** A shared 2-core machine under load answers slowly; nothing here waits on a timing. */
const expect = baseExpect.configure({ timeout: 45_000 });

const owner: Account = newAccount('Settler');
let workspaceUrl = '';
const SECTIONS = [
  'Project Information',
  'Integrations',
  'Visibility',
  'General',
  'Custom Domain',
  'Notification Preferences',
];
const KNOWLEDGE = 'Write in a warm, plain voice. Prices are in euros. Keep the logo as it is.';

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Project settings' });
}

test('the owner creates a project', async ({ page }) => {
  test.setTimeout(300_000);
  // Settings need no finished build: the dialog is there from the first moment of the workspace.
  await page.goto('/sign-up');
  await fillSignUp(page, owner);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'What do you want to build?' })
    .fill('A landing page for a bakery in Lisbon called Crumb');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  workspaceUrl = new URL(page.url()).pathname;
});

test('at 1280 px the sections are a side list, moved with the keyboard, and the knowledge is kept', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, owner, workspaceUrl);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  const settings = settingsDialog(page);
  const list = settings.getByRole('tablist', { name: 'Settings sections' });
  await expect(list.getByRole('tab')).toHaveText(SECTIONS);
  await expect(list).toHaveAttribute('aria-orientation', 'vertical');
  const information = settings.getByRole('tab', { name: 'Project Information' });
  await expect(information).toHaveAttribute('aria-selected', 'true');
  // The list sits beside the section, not above it.
  const listBox = await list.boundingBox();
  const panelBox = await settings.getByRole('tabpanel').boundingBox();
  expect(listBox && panelBox && listBox.x + listBox.width <= panelBox.x + 1).toBe(true);

  const panel = settings.getByRole('tabpanel');
  await expect(panel.getByRole('textbox', { name: 'Name' })).toBeVisible();
  const knowledge = panel.getByRole('textbox', { name: 'Project knowledge' });
  await knowledge.fill(KNOWLEDGE);
  await panel
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Project knowledge' }) })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Project knowledge saved')).toBeVisible();

  // Arrow keys choose a section, Tab goes into it.
  await information.focus();
  await page.keyboard.press('ArrowDown');
  await expect(settings.getByRole('tab', { name: 'Integrations' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(settings.getByRole('tab', { name: 'Visibility' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('region', { name: 'Visibility' })).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Private project' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Project knowledge' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('switch', { name: 'Private project' })).toBeFocused();

  await settings.getByRole('tab', { name: 'General' }).click();
  await expect(panel.getByText(new URL(page.url()).pathname.split('/').pop() ?? '-')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Delete' })).toBeVisible();

  // Closed and opened again, the dialog is where the owner left it.
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  await expect(settings.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

  // The knowledge is the project's: a reload reads it back from the server.
  await page.reload();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  await expect(settings.getByRole('tab', { name: 'Project Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(settings.getByRole('textbox', { name: 'Project knowledge' })).toHaveValue(KNOWLEDGE);
});

test('at 390 px the sections are a strip of tabs above the section', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, owner, workspaceUrl);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const phone = await context.newPage();
  await phone.goto(workspaceUrl);
  await phone.getByRole('button', { name: 'Workspace menu' }).click();
  await phone.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = settingsDialog(phone);
  const list = settings.getByRole('tablist', { name: 'Settings sections' });
  await expect(list).toHaveAttribute('aria-orientation', 'horizontal');
  await expect(list.getByRole('tab')).toHaveText(SECTIONS);
  // Measured once the dialog's opening animation has settled.
  await expect
    .poll(async () => {
      const box = await settings.boundingBox();
      return Boolean(box && box.x >= 0 && box.x + box.width <= 390);
    })
    .toBe(true);
  await expect(settings.getByRole('textbox', { name: 'Project knowledge' })).toHaveValue(KNOWLEDGE);

  await settings.getByRole('tab', { name: 'Project Information' }).focus();
  await phone.keyboard.press('ArrowRight');
  await expect(settings.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
  await settings.getByRole('tab', { name: 'Custom Domain' }).click();
  const section = settings.getByRole('region', { name: 'Custom Domain' });
  await expect(section.getByLabel('Domain')).toBeVisible();
  // The section is below the strip, never beside it.
  const listBox = await list.boundingBox();
  const sectionBox = await section.boundingBox();
  expect(listBox && sectionBox && sectionBox.y >= listBox.y + listBox.height - 1).toBe(true);
  await context.close();
});
