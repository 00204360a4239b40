import { expect, test } from '@playwright/test';
import {
  type Account,
  createProjectAndWait,
  deployFromHeader,
  makePremiumAndReload,
  newAccount,
} from '../support/pages';

/**
 * Issue 22 §7, analytics you can look at: the owner deploys, two browsers visit the site (a desktop
 * reading two pages, a phone sent from a news site), and the Project Analytics dialog draws the day's
 * views and visitors from those beacons, with the top pages, referrers and devices.
 */
const owner: Account = newAccount('Analyst');
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';
const TODAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
  new Date(),
);

test('the analytics dialog charts the real visits of the deployed site', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await createProjectAndWait(page, owner, 'A menu site for Lumen, a bakery in Lisbon');
  await makePremiumAndReload(page, owner.email);
  await deployFromHeader(page);
  const deployed = page.getByRole('dialog', { name: 'Deployed', exact: true });
  await expect(deployed).toBeVisible({ timeout: 90_000 });
  const prodLink = (await deployed.getByRole('link').first().textContent()) ?? '';
  expect(prodLink).toMatch(/^http:\/\//);
  await page.keyboard.press('Escape');

  // A desktop browser loads the home page, then the menu page; a phone comes from a news story.
  const desktop = await context.newPage();
  await desktop.goto(prodLink);
  await desktop.goto(new URL('/menu', prodLink).href);
  await desktop.close({ runBeforeUnload: true });
  const phoneContext = await browser.newContext({
    userAgent: PHONE_UA,
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await phone.goto(prodLink, { referer: 'https://news.example.org/story/42?ref=x' });
  await phone.close({ runBeforeUnload: true });
  await phoneContext.close();

  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Analytics' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Project Analytics' });
  // The seed's three figures stay.
  await expect(dialog.getByText('Page Views').locator('..')).toContainText('3', { timeout: 30_000 });
  await expect(dialog.getByText('Unique Visitors').locator('..')).toContainText('2');
  await expect(dialog.getByText('Average Time Spent').locator('..')).toContainText(/\d+s$/);

  // The chart: a described image, its numbers in a table; today has the three views of two visitors.
  await expect(dialog.getByRole('img', { name: /Views and visitors per day, last 7 days/ })).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Views and visitors per day, last 7 days' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table.getByRole('row', { name: TODAY })).toHaveText(`${TODAY}32`);

  const topPages = dialog.getByRole('region', { name: /Top pages/ });
  await expect(topPages.getByRole('listitem')).toHaveText(['/2', '/menu1']);
  const referrers = dialog.getByRole('region', { name: /Referrers/ });
  await expect(referrers.getByRole('listitem')).toHaveText(['Direct1', 'news.example.org1']);
  const devices = dialog.getByRole('region', { name: /Devices/ });
  await expect(devices.getByRole('listitem')).toHaveText(['Desktop1', 'Mobile1']);
  await dialog.screenshot({ path: test.info().outputPath('analytics-7-days.png') });

  // 30 days: the same visits, on a month's axis.
  await dialog.getByRole('radio', { name: '30 days' }).click();
  await expect(dialog.getByRole('img', { name: /last 30 days/ })).toBeVisible();
  const month = dialog.getByRole('table', { name: 'Views and visitors per day, last 30 days' });
  await expect(month.getByRole('row')).toHaveCount(31);
  await expect(month.getByRole('row', { name: TODAY })).toHaveText(`${TODAY}32`);
  await dialog.screenshot({ path: test.info().outputPath('analytics-30-days.png') });
});
