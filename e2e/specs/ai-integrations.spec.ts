import { expect, test } from '@playwright/test';
import { createProjectAndWait, newAccount, previewFrame, waitForPhase } from '../support/pages';

/**
 * Issue 16 §4 as a new owner goes: turn the app's AI on in the AI Integrations dialog, ask the
 * (offline) model for an AI summary button, and click it in the preview: Kiln answers on the app's
 * own origin, from its offline model, and says so.
 */
test('a new owner enables AI, adds an AI summary button, and it answers from the offline model', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = newAccount('Reader');
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for a bookshop called Dog-Ear');

  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'AI Integrations' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'AI Integrations' });
  for (const name of ['Chat', 'Text generation', 'Summarise', 'Image generation']) {
    await expect(dialog.getByRole('switch', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  }
  await dialog.getByRole('switch', { name: /^Summarise/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('AI ready! Add a prompt to start building smart apps')).toBeVisible();
  await expect(dialog).toBeHidden();

  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Add an AI summary button');
  await message.press('Enter');
  await expect(page.getByRole('log').getByRole('article', { name: 'Kiln' }).last()).toContainText(
    'AI summary section',
    { timeout: 90_000 },
  );
  await waitForPhase(page, webId);

  const preview = previewFrame(page);
  const button = preview.getByRole('button', { name: 'Summarise with AI' });
  await expect(button).toBeVisible({ timeout: 60_000 });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/kiln/ai/summarize'));
  await button.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  // On the app's own origin, never Kiln's.
  expect(new URL(response.url()).host).toMatch(/\.preview\.localhost:\d+$/);
  expect(response.headers()['x-kiln-ai-offline']).toBe('true');

  const summary = preview.getByRole('heading', { name: 'Summary' }).locator('..');
  await expect(summary).toContainText("Answered by Kiln's offline model");
  // An extractive summary: sentences of the sample text itself.
  await expect(summary).toContainText('Dog-Ear');
});
