import { expect, test } from '@playwright/test';
import { createProjectAndWait, fillSignUp, newAccount } from '../support/pages';

// Issue 22 §2: internal staff (an address at KILN_STAFF_DOMAIN, set in playwright.config.ts) see a
// project's chat (seed 002 §6) but only its owner sends: no box that refuses every message.
test.describe.configure({ mode: 'serial' });

const owner = newAccount('Owner');
const staff = { ...newAccount('Staff'), email: `ops-${Date.now()}@staff.kiln.test` };
let workspaceUrl = '';

test('the owner’s project builds', async ({ page }) => {
  test.setTimeout(150_000);
  ({ workspaceUrl } = await createProjectAndWait(page, owner, 'A landing page for Crumb, a bakery in Porto'));
});

test('staff read the chat, and are told it is read-only instead of given a box', async ({ page }) => {
  await page.goto('/sign-up');
  await fillSignUp(page, staff);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto(workspaceUrl);

  await expect(page.getByText('A landing page for Crumb, a bakery in Porto').first()).toBeVisible();
  const note = page.getByRole('complementary', { name: 'Read-only chat' });
  await expect(note).toHaveText(
    'Read-only. You are viewing this chat as staff. Only the project’s owner can send messages.',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('staff-chat.png') });
});
