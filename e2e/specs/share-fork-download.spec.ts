import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  type Account,
  createProjectAndWait,
  fillSignUp,
  makePremium,
  newAccount,
  previewFrame,
  renameButton,
  waitForPhase,
} from '../support/pages';

/**
 * Issue 7, points 1–4, as new users: the owner duplicates a project and opens the copy, downloads the
 * zip and pulls it with the command the dialog shows (issue 17 §6); a second user shares the public
 * project and forks it into their own projects, and cannot pull it.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Sharer');
const visitor: Account = newAccount('Forker');
let workspaceUrl = '';
let pullCommand = '';

/** Runs `command` in bash in a fresh folder, as a user pasting it into a terminal would. */
async function runInShell(command: string) {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'kiln-e2e-pull-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'KILN_TOKEN'));
  const result = await promisify(execFile)('bash', ['-c', command], { cwd, env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { ...result, cwd };
}

test('the owner duplicates a project and opens the copy, then downloads the zip and pulls it', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  ({ workspaceUrl } = await createProjectAndWait(
    page,
    owner,
    'A landing page for "Crumb", a bakery in Porto',
  ));
  makePremium(owner.email);
  await page.reload();
  await expect(renameButton(page)).toHaveText('Crumb', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Project duplicated' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/\/workspace\/[0-9a-f]{24}/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('duplicate-success.png') });
  await dialog.getByRole('link', { name: 'Open project' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${workspaceUrl}$`));
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  await expect(renameButton(page)).toHaveText('Crumb (copy)');
  await expect(page).toHaveTitle('Crumb (copy) · Kiln');
  // The copy continues the owner's chat.
  await expect(
    page.getByRole('log').getByRole('article', { name: 'You' }).filter({ hasText: 'a bakery in Porto' }),
  ).toBeVisible();

  await page.goto(workspaceUrl);
  await page.getByRole('button', { name: 'Download project files' }).click();
  const downloadDialog = page.getByRole('dialog');
  await expect(downloadDialog.getByRole('heading', { name: 'Download code' })).toBeVisible();
  await expect(downloadDialog.getByText(/node kiln\.mjs pull [a-z0-9-]+ --server http/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('download-dialog.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloadDialog.getByRole('button', { name: 'Download zip' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const names = Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))));
  expect(names).toContain('package.json');
  expect(names).toContain('index.html');
  expect(names.some((n) => n.startsWith('.git/') || n.includes('node_modules') || n.startsWith('.env'))).toBe(
    false,
  );
  await expect(page.getByText('Export Successful')).toBeVisible();

  // The command line: "Create a token" puts a new token of the owner's into the command, which is
  // copied and run in a real shell against this server.
  await downloadDialog.getByRole('button', { name: 'Create a token' }).click();
  await expect(downloadDialog.getByRole('status')).toContainText('Your new token is in the command');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await downloadDialog.getByRole('button', { name: 'Copy command' }).click();
  await expect(page.getByText('Command copied to clipboard')).toBeVisible();
  pullCommand = await page.evaluate(() => navigator.clipboard.readText());
  const subdomain = /node kiln\.mjs pull ([a-z0-9-]+) --server http/.exec(pullCommand)?.[1] ?? '';
  expect(pullCommand).toMatch(/&& KILN_TOKEN=kiln_pat_[A-Za-z0-9_-]+ node kiln\.mjs pull /);
  await page.screenshot({ path: info.outputPath('download-dialog-token.png') });
  const pulled = await runInShell(pullCommand);
  expect(pulled.stderr).toBe('');
  expect(pulled.stdout).toContain(`Pulled ${subdomain} into ${subdomain}`);
  const files = await readdir(path.join(pulled.cwd, subdomain), { recursive: true });
  expect(files).toContain('package.json');
  expect(files).toContain('index.html');
  expect(files).toContain(path.join('src', 'App.tsx'));

  // Revoked on the account page, the same command says so and fails.
  await page.keyboard.press('Escape');
  await page.goto('/account');
  await page.getByRole('button', { name: `Revoke kiln pull ${subdomain}` }).click();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  const revoked = await runInShell(pullCommand);
  expect(revoked.code).toBe(1);
  expect(revoked.stderr).toContain('Invalid token: it is unknown or was revoked.');
});

/** Issue 17 §4: a non-owner's page has one Kiln logo and one primary action, Fork Project. */
async function expectOneLogoAndFork(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Fork Project' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('a[href="/"]:visible')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Kiln home' })).toBeVisible();
  await expect(page.locator('header [data-variant="primary"]:visible')).toHaveText(['Fork Project']);
}

test('a second user shares the public project, forks it and edits the fork', async ({ page }, info) => {
  test.setTimeout(180_000);
  await page.goto('/sign-up');
  await fillSignUp(page, visitor);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  makePremium(visitor.email);
  await page.goto(workspaceUrl);
  await expectOneLogoAndFork(page);
  await page.screenshot({ path: info.outputPath('non-owner-header.png') });

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog');
  await expect(share.getByRole('heading', { name: 'Share this project' })).toBeVisible();
  await expect(share.getByRole('link', { name: 'Post on X' })).toHaveAttribute(
    'href',
    /^https:\/\/x\.com\/intent\/post\?/,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  await page.screenshot({ path: info.outputPath('share-dialog.png') });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Fork Project' }).click();
  const fork = page.getByRole('dialog');
  await expect(fork.getByRole('heading', { name: 'Project forked' })).toBeVisible({ timeout: 30_000 });
  await fork.getByRole('link', { name: 'Open project' }).click();
  await expect(renameButton(page)).toHaveText('Crumb (fork)');

  // The fork's first message edits the bakery it forked (its chat starts empty): no new app.
  const forkId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Change the main heading to Hello Lisbon');
  await message.press('Enter');
  await waitForPhase(page, forkId);
  await expect(previewFrame(page).getByRole('heading', { name: 'Hello Lisbon' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(previewFrame(page).getByText('Crumb').first()).toBeVisible();
  await expect(renameButton(page)).toHaveText('Crumb (fork)');

  await page.goto('/projects');
  await expect(page.getByText('Crumb (fork)')).toBeVisible();

  // The CLI follows the zip's rule: with their own token, a non-owner cannot pull the original.
  await page.goto('/account');
  await page.getByRole('textbox', { name: 'Token name' }).fill('laptop');
  await page.getByRole('button', { name: 'Create token' }).click();
  const theirs = (await page.getByTestId('new-token').textContent()) ?? '';
  expect(theirs).toMatch(/^kiln_pat_/);
  const asVisitor = await runInShell(pullCommand.replace(/KILN_TOKEN=\S+/, `KILN_TOKEN=${theirs}`));
  expect(asVisitor.code).toBe(1);
  expect(asVisitor.stderr).toContain('You are not the owner of this project.');
  expect(await readdir(asVisitor.cwd)).toEqual(['kiln.mjs']);
});

test('a signed-out visitor sees one logo and Fork Project as the one primary action', async ({
  browser,
}, info) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(workspaceUrl);
  await expectOneLogoAndFork(page);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveAttribute('data-variant', 'secondary');
  await page.screenshot({ path: info.outputPath('visitor-header.png') });
  await context.close();
});
