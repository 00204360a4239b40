import { expect, test } from '@playwright/test';
import { FAKE_MODEL } from '../support/model';
import { type Account, fillSignUp, newAccount, waitForPhase } from '../support/pages';

/**
 * Issue 13 §5: the owner stops a run from the composer. The run is the e2e suite's slow local model's
 * (support/fake-model-server.ts): it starts answering, then holds on, as a stalled provider does.
 * Stop replaces Send while it runs, the reply says it was stopped, the prompt stays in the chat, the
 * project is back on its last good version, and the composer sends again at once.
 */
const owner: Account = newAccount('Stopper');

test('the owner stops a run and sends the next message', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'What do you want to build?' })
    .fill('A portfolio for Ana, a photographer in Porto');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('link', { name: /sign up|create an account/i }).click();
  await fillSignUp(page, owner);
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  const webId = new URL(page.url()).pathname.split('/').at(-1) as string;
  // The first run is the offline model's, the instance's default.
  await waitForPhase(page, webId, 'COMPLETE', 120_000);

  const log = page.getByRole('log', { name: 'Chat messages' });
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  const send = page.getByRole('button', { name: 'Send message' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(stop).toBeHidden();

  await page.getByRole('button', { name: 'Model: Kiln offline' }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(FAKE_MODEL) }).click();
  await message.fill('Add a gallery section');
  await message.press('Enter');
  // The model has begun: its words stream in, and Stop takes Send's place.
  await expect(log.getByRole('article', { name: 'Kiln' }).last()).toContainText('Reading your project…');
  await expect(send).toBeHidden();
  await stop.click();

  await expect(log.getByRole('article', { name: 'Kiln' }).last()).toContainText('You stopped this run.');
  await expect(log.getByRole('article', { name: 'You' }).last()).toContainText('Add a gallery section');
  await waitForPhase(page, webId, 'FAILED');
  await expect(stop).toBeHidden();

  await page.getByRole('button', { name: `Model: ${FAKE_MODEL}` }).click();
  await page.getByRole('menuitemradio', { name: /Kiln offline/ }).click();
  await message.fill('Make it dark');
  await expect(send).toBeEnabled();
  await message.press('Enter');
  await expect(log.getByRole('article', { name: 'You' }).filter({ hasText: 'Make it dark' })).toBeVisible();
  await waitForPhase(page, webId, 'COMPLETE', 120_000);
  await expect(stop).toBeHidden();
});
