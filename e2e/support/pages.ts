import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(label: string): Account {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `${label} Tester`,
    email: `${label.toLowerCase()}-${stamp}@example.com`,
    password: 'kiln-e2e-password',
  };
}

/** Fills the sign-up form the page is on and submits it. */
export async function fillSignUp(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page: Page, account: Account, returnTo = '/'): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password hash and the workspace's first load: slow on a busy machine.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** The workspace header's project name, as the owner sees it (a button that turns into a textbox). */
export function renameButton(page: Page) {
  return page.getByRole('button', { name: 'Rename project' });
}

/**
 * Grants premium the way an instance admin does: `npm run admin -- set-plan <email> premium`, handed
 * to the running e2e server through its data dir's admin token.
 */
export function makePremium(email: string): void {
  adminCommand(['set-plan', email, 'premium']);
}

/** `npm run admin -- make-admin <email>`: the account may open the operator console. */
export function makeAdmin(email: string): void {
  adminCommand(['make-admin', email]);
}

/** The admin CLI against the e2e server (it hands the command to the running server). */
function adminCommand(args: string[]): void {
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    cwd: root,
    env: {
      ...process.env,
      KILN_DATA_DIR: process.env.KILN_E2E_DATA_DIR ?? path.join(root, '.kiln-test/e2e'),
    },
    stdio: 'pipe',
  });
}

/** Grants premium (see `makePremium`) and reloads, so the open page knows the new plan. */
export async function makePremiumAndReload(page: Page, email: string): Promise<void> {
  makePremium(email);
  await page.reload();
}

/** Waits until the server reports the project in `phase` (a run has settled, for example). */
export async function waitForPhase(page: Page, webId: string, phase = 'COMPLETE', timeout = 90_000) {
  await expect
    .poll(
      async () => (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data?.phase,
      { timeout, intervals: [500, 1_000] },
    )
    .toBe(phase);
}

/**
 * Signs a new account up, creates a project from the home prompt and waits until the offline model's
 * first run has settled (COMPLETE with its own version), as the server reports it. Returns the
 * workspace path and the project id.
 */
export async function createProjectAndWait(
  page: Page,
  account: Account,
  prompt: string,
): Promise<{ workspaceUrl: string; webId: string }> {
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What do you want to build?' }).fill(prompt);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  const workspaceUrl = new URL(page.url()).pathname;
  const webId = workspaceUrl.split('/').pop() ?? '';
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
  return { workspaceUrl, webId };
}

/** The workspace's preview iframe. */
export function previewFrame(page: Page) {
  return page.frameLocator('iframe[title="Preview"]');
}

/**
 * Starts watching for the tab whose name starts with `name` to be selected, and resolves true once it
 * is (false after `timeoutMs`). A run's Code tab is selected only while the run lasts, which on a
 * loaded machine can be over before a step after the send gets to look.
 */
export async function watchTabSelected(
  page: Page,
  name: string,
  timeoutMs = 90_000,
): Promise<() => Promise<boolean>> {
  const key = `__kilnSawTab${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([tabName, flag]) => {
      const store = window as unknown as Record<string, boolean>;
      const isSelected = () =>
        [...document.querySelectorAll('[role="tab"]')].some(
          (tab) =>
            tab.textContent?.trim().startsWith(tabName) && tab.getAttribute('aria-selected') === 'true',
        );
      store[flag] = isSelected();
      const observer = new MutationObserver(() => {
        if (!isSelected()) return;
        store[flag] = true;
        observer.disconnect();
      });
      observer.observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-selected'],
      });
    },
    [name, key] as const,
  );
  return async () => {
    try {
      await page.waitForFunction(
        (flag) => (window as unknown as Record<string, boolean>)[flag] === true,
        key,
        {
          timeout: timeoutMs,
        },
      );
      return true;
    } catch {
      return false;
    }
  };
}

/** Deploys (or redeploys) the open project from the workspace header and its Deploy dialog. */
export async function deployFromHeader(page: Page, label: 'Deploy' | 'Redeploy' = 'Deploy') {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  await page
    .getByRole('dialog', { name: 'Deploy', exact: true })
    .getByRole('button', { name: label })
    .click();
}

/**
 * "Switch to this version" on a row of Version History: the seed's switch reloads the page, so this
 * waits for the reloaded page (a mark left on the old one is gone) and its "Version switched!".
 */
export async function switchToVersion(page: Page, row: Locator): Promise<void> {
  await page.evaluate(() => Object.assign(window, { kilnBeforeSwitch: true }));
  await row.getByRole('button', { name: 'Switch to this version' }).click();
  await page.waitForFunction(() => !('kilnBeforeSwitch' in window), null, { timeout: 60_000 });
  await expect(page.getByText('Version switched!')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Current', { timeout: 30_000 });
}
