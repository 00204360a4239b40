import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mail';
import { fillSignUp, newAccount, signIn, signOut } from '../support/pages';

/**
 * Issue 20 §4, as a user who forgot their password goes: "Forgot password?" on the sign-in page, the
 * reset email arrives at a real SMTP server (Kiln sends through nodemailer), its link opens the page
 * to choose a new password, and the new one signs in while the old one no longer does.
 */
const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);

test('a user who forgot their password resets it from the emailed link and signs in with the new one', async ({
  page,
}) => {
  const account = newAccount('Forgetful');
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();

  await expect.poll(async () => (await mailsTo(PORT, account.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(PORT, account.email);
  expect(mail?.subject).toBe('Reset your Kiln password');
  const link = /Choose a new password: (\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'a-brand-new-passphrase';
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('not the same one');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('The passwords don’t match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/sign-in');

  // The old password is gone; the new one signs in.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, { ...account, password: newPassword });

  // The link worked once.
  await signOut(page);
  await page.goto(link as string);
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
