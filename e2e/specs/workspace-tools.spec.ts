import { expect, test } from '@playwright/test';
import {
  type Account,
  createProjectAndWait,
  makePremium,
  newAccount,
  previewFrame,
  signIn,
} from '../support/pages';

/**
 * Issue 5, the workspace's side tools as a new owner meets them with the offline model: the left
 * sidebar's Tokens (the Token Usage dialog) and Documentation (Kiln's own guide at /docs, in a new
 * tab), the header's Feedback and Live Support dialogs; then a free user hitting a premium gate gets
 * the pricing dialog.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Toolsmith');
let workspaceUrl = '';

test('the owner sees the month’s token usage over the allocation', async ({ page }) => {
  test.setTimeout(150_000);
  ({ workspaceUrl } = await createProjectAndWait(
    page,
    owner,
    'A portfolio for Ana Silva, a wedding photographer in Porto',
  ));
  await page.reload();
  await expect(previewFrame(page).getByRole('heading').first()).toBeVisible({ timeout: 30_000 });

  const rail = page.getByRole('navigation', { name: 'Workspace' });
  await rail.getByRole('button', { name: 'Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Token Usage' });
  await expect(dialog).toBeVisible();
  // The first run used tokens: a share of the 5,000,000 a month, far from red.
  const bar = dialog.getByRole('progressbar', { name: 'Monthly token usage' });
  await expect(bar).toHaveAttribute('data-over', 'false');
  await expect(bar).toHaveAttribute('aria-valuetext', /% of the monthly allocation used$/);
  await expect(dialog).toContainText('of 5,000,000 tokens');
  await expect(dialog.getByText(/^[\d,]+ tokens left · resets [A-Z][a-z]{2} 1$/)).toBeVisible();
  const thisProject = dialog.getByRole('definition').first();
  await expect(thisProject).not.toHaveText('0');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Documentation opens Kiln’s guide in a new tab', async ({ page, context }) => {
  await signIn(page, owner, workspaceUrl);
  const docsLink = page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Documentation' });
  await expect(docsLink).toHaveAttribute('target', '_blank');
  const [docs] = await Promise.all([context.waitForEvent('page'), docsLink.click()]);
  await expect(docs).toHaveURL(/\/docs$/);
  await expect(docs).toHaveTitle('Documentation · Kiln');
  await expect(docs.getByRole('heading', { level: 1, name: 'Build with Kiln' })).toBeVisible();
  const toc = docs.getByRole('navigation', { name: 'On this page' });
  for (const section of [
    'Getting started',
    'The offline model',
    'Connecting a real model',
    'Versions',
    'Sharing',
  ]) {
    await expect(docs.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(toc.getByRole('link', { name: section })).toBeVisible();
  }
  // The offline model's recipes and the settings that connect a real model.
  await expect(docs.getByRole('table', { name: "The offline model's recipes" })).toContainText(
    'Landing page',
  );
  await expect(docs.getByRole('table', { name: 'Model settings' })).toContainText('OPENAI_BASE_URL');
  await toc.getByRole('link', { name: 'Connecting a real model' }).click();
  await expect(docs).toHaveURL(/\/docs#real-models$/);
  await expect(toc.getByRole('link', { name: 'Connecting a real model' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await docs.close();
});

test('the owner sends feedback and a live-support message', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);

  await page.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Send feedback' });
  await feedback.getByRole('radio', { name: '5 stars' }).click();
  await feedback.getByLabel('Your feedback').fill('The preview appears so quickly.');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks! Your feedback was sent.');
  await feedback.getByRole('button', { name: 'Done' }).click();
  await expect(feedback).toBeHidden();

  await page.getByRole('button', { name: 'Live Support' }).click();
  const support = page.getByRole('dialog', { name: 'Live Support' });
  await expect(support).toContainText(owner.email);
  await support.getByLabel('Message').fill('How do I connect Ollama?');
  await support.getByLabel('Message').press('Control+Enter');
  await expect(support.getByRole('status')).toHaveText('Message sent. Our team will reply by email.');
  await expect(support.getByRole('list', { name: 'Support history' })).toContainText(
    'How do I connect Ollama?',
  );
  await expect(support.getByLabel('Message')).toHaveValue('');

  // The thread is kept: it is there when the dialog opens again.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Live Support' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Live Support' }).getByRole('list', { name: 'Support history' }),
  ).toContainText('How do I connect Ollama?');
});

test('a free user hitting a premium gate gets the pricing dialog', async ({ browser }) => {
  // The owner may be the instance's first (premium) account or not; this second one is always free.
  makePremium(owner.email);
  const context = await browser.newContext();
  const page = await context.newPage();
  const visitor = newAccount('Freebie');
  await page.goto(`/sign-up?returnTo=${encodeURIComponent(workspaceUrl)}`);
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password').fill(visitor.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(workspaceUrl);

  // Forking is a premium feature: the gate says so and offers the upgrade.
  await page.getByRole('button', { name: 'Fork Project' }).click();
  const gate = page.getByText('We’ve restricted free access, upgrade to premium to use this feature.');
  await expect(gate).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  const pricing = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(pricing).toBeVisible();
  await expect(pricing).toContainText('$89');
  await expect(pricing).toContainText('$59');
  await expect(pricing).toContainText('Save 33%');
  // This instance sells premium through Stripe (the fake one): each plan leads to Checkout.
  await expect(pricing.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Choose Annual' })).toBeVisible();
  await context.close();
});
