import { expect, test } from '@playwright/test';
import { type Account, fillSignUp, newAccount, waitForPhase } from '../support/pages';

/**
 * Issue 13 §5: the owner stops a run from the composer. The project's first run (setup, the offline
 * model's app, then its build, type check and smoke render) takes seconds, long enough to stop:
 * Stop replaces Send while it runs, the reply says it was stopped, the prompt stays in the chat, and
 * the composer sends again at once.
 */
const owner: Account = newAccount('Stopper');

test('the owner stops a run and sends the next message', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'What do you want to build?' })
    .fill('A portfolio for Ana, a photographer in Porto');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('link', { name: /sign up|create an account/i }).click();
  await fillSignUp(page, owner);
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  const webId = new URL(page.url()).pathname.split('/').at(-1) as string;

  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeVisible();
  await stop.click();

  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByRole('article', { name: 'Kiln' }).last()).toContainText('You stopped this run.', {
    timeout: 60_000,
  });
  await expect(log.getByRole('article', { name: 'You' }).first()).toContainText('Ana, a photographer');
  await waitForPhase(page, webId, 'FAILED');
  await expect(stop).toBeHidden();

  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });
  await message.fill('Make it dark');
  await expect(send).toBeEnabled();
  await message.press('Enter');
  await expect(log.getByRole('article', { name: 'You' }).filter({ hasText: 'Make it dark' })).toBeVisible();
  await waitForPhase(page, webId, 'COMPLETE', 120_000);
  await expect(stop).toBeHidden();
});
