import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mail';
import { createProjectAndWait, fillSignUp, makeAdmin, newAccount, signOut } from '../support/pages';

/**
 * Issue 20 §3–§4, as people would go: a user asks Live Support from their workspace; an operator
 * (made one with `npm run admin -- make-admin`) opens the operator console from the account menu,
 * answers in the inbox, and the answer reaches the user by email (a real SMTP server on loopback).
 */
const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);

test('a user asks Live Support, an operator answers from the console, and the answer arrives by email', async ({
  page,
}) => {
  const asker = newAccount('Asker');
  await createProjectAndWait(page, asker, 'A landing page for Crumb bakery');
  await page.getByRole('button', { name: 'Live Support' }).click();
  const support = page.getByRole('dialog', { name: 'Live Support' });
  const question = `My custom domain is stuck on pending (${asker.email})`;
  await support.getByLabel('Message').fill(question);
  await support.getByLabel('Message').press('Control+Enter');
  await expect(support.getByRole('status')).toHaveText('Message sent. Our team will reply by email.');
  await page.keyboard.press('Escape');
  await signOut(page);

  const operator = newAccount('Operator');
  await page.goto('/sign-up');
  await fillSignUp(page, operator);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  makeAdmin(operator.email);
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Operator console' }).click();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();

  await page.getByRole('tab', { name: 'Inbox' }).click();
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(asker.email) })
    .click();
  const thread = page.getByRole('region', { name: `Message from ${asker.email}` });
  await expect(thread).toContainText(question);
  const answer = 'It verifies within 10 minutes once the A record points at this Kiln.';
  await thread.getByLabel('Reply').fill(answer);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Sent by email to ${asker.email}.`).first()).toBeVisible();

  await expect.poll(async () => (await mailsTo(PORT, asker.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(PORT, asker.email);
  expect(mail?.subject).toBe('Re: your message to Kiln');
  expect(mail?.text).toContain(answer);
  expect(mail?.text).toContain(question);

  // The reply is in the audit log, under the operator.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: operator.email }).first()).toContainText('reply');
});
