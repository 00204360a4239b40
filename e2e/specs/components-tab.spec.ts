import { expect, type Page, test } from '@playwright/test';
import {
  type Account,
  fillSignUp,
  newAccount,
  signIn,
  waitForPhase,
  watchTabSelected,
} from '../support/pages';

/**
 * Issue 5 point 8 as a new user walks it: a component project shows its component on a showcase
 * page; an app project's Components tab shows it live, and "Use in this project" runs the
 * INTEGRATE_COMPONENT phase until the component is on the app's page.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Composer');
let componentUrl = '';
let appUrl = '';

/** Creates a project from the home prompt and waits for its first run to settle on the server. */
async function createProject(page: Page, prompt: string, type: 'Web app' | 'Component'): Promise<string> {
  await page.goto('/');
  await page.getByRole('radio', { name: type }).click();
  await page.getByRole('textbox', { name: 'What do you want to build?' }).fill(prompt);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}/);
  const url = new URL(page.url());
  const webId = url.pathname.split('/').pop() ?? '';
  await expect
    .poll(
      async () => {
        // Each platform's project is read through its own path (the other answers 404).
        const get = type === 'Component' ? '/api/webComponent/get' : '/api/web/get';
        const project = await (await page.request.post(get, { data: { webId } })).json();
        return project.data?.phase === 'COMPLETE' && project.data.projectName !== 'Generating';
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
  return `${url.pathname}${url.search}`;
}

function previewFrame(page: Page) {
  return page.frameLocator('iframe[title="Preview"]');
}

test('a component project shows its component on a showcase page', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/sign-up');
  await fillSignUp(page, owner);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  componentUrl = await createProject(page, 'A pricing card for my plans', 'Component');
  expect(componentUrl).toContain('platform=component');
  await page.goto(componentUrl);
  await expect(page.getByRole('button', { name: 'Rename project' })).toHaveText('Pricing Card');
  const showcase = previewFrame(page);
  await expect(showcase.getByRole('heading', { name: 'Pricing Card', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(showcase.getByText('Most popular')).toBeVisible();
});

test('an app uses the component from its Components tab', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, owner);
  appUrl = await createProject(page, 'A landing page for "Crumb", a bakery in Porto', 'Web app');
  await page.goto(appUrl);
  await expect(previewFrame(page).getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(previewFrame(page).getByText('Everything a growing team needs.')).toHaveCount(0);

  // The sidebar's Components item opens the tab; the component is there, live from its own preview.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Components' })
    .click();
  await expect(page.getByRole('tab', { name: 'Components' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem', { name: 'Pricing Card' });
  await expect(card).toBeVisible();
  const live = page.frameLocator('iframe[title="Pricing Card preview"]');
  await expect(live.getByText('Most popular')).toBeVisible({ timeout: 30_000 });

  const sawCodeTab = await watchTabSelected(page, 'Code');
  await card.getByRole('button', { name: 'Use in this project' }).click();

  // The request shows in the chat, the run works in the Code tab, then the preview shows the component.
  await expect(
    page.getByRole('log').getByText('Use the component “Pricing Card” in this project.'),
  ).toBeVisible();
  expect(await sawCodeTab()).toBe(true);
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 90_000,
  });
  await expect(previewFrame(page).getByText('Everything a growing team needs.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(previewFrame(page).getByRole('button', { name: 'Get started' }).last()).toBeVisible();

  // The component's source is now part of the app's code (once the run has fully settled).
  const webId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await waitForPhase(page, webId, 'COMPLETE', 30_000);
  await page.getByRole('tab', { name: /^Code/ }).click();
  const files = page.getByRole('navigation', { name: 'Files' });
  await files.getByRole('button', { name: 'components', exact: true }).click();
  await expect(files.getByRole('button', { name: 'pricing-card', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Preview' }).click();
});
