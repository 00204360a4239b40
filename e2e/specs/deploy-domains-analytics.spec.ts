import { chromium, expect, type Locator, type Page, test } from '@playwright/test';
import { type FakeDnsServer, startFakeDnsServer } from '../../apps/server/src/domains/testing/dns-server';
import {
  type Account,
  createProjectAndWait,
  deployFromHeader,
  makePremiumAndReload,
  newAccount,
  previewFrame,
  signIn,
  switchToVersion,
} from '../support/pages';

/**
 * Issue 7, a project's audience: the owner deploys, opens the site host, redeploys an older version
 * and back; connects a custom domain whose records a real DNS server on loopback answers, sees it
 * turn Connected and the site served on that host; then reads the analytics of those visits.
 * Issue 17 §5: a pasted address is saved as its bare hostname, the records are shown whole at a desktop
 * and a phone width, and removing the domain asks first.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);
/** The config points the server's resolver here (KILN_DNS_SERVER). */
const DNS_PORT = PORT + 1000;
const HOSTNAME = 'shop.kiln-e2e.test';

const owner: Account = newAccount('Publisher');
let workspaceUrl = '';
let prodLink = '';
let dns: FakeDnsServer;
/** The generated app's first heading, read from its preview. */
let appHeading = '';

test.beforeAll(async () => {
  dns = await startFakeDnsServer(DNS_PORT);
});
test.afterAll(async () => {
  await dns?.close();
});

async function closeDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Every record's name and value is laid out whole (nothing hidden by an ellipsis or a scroller) and each
 * Status badge lies inside the dialog, at the page's current width.
 */
async function expectRecordsWhole(records: Locator) {
  await records.scrollIntoViewIfNeeded();
  await expect(records.locator('code')).toHaveCount(4);
  const layout = await records.evaluate((table) => {
    const dialog = table.closest('[role="dialog"]')?.getBoundingClientRect();
    return {
      viewport: window.innerWidth,
      dialog: dialog ? { left: dialog.left, right: dialog.right } : null,
      hidden: [...table.querySelectorAll('code')]
        .filter((code) => code.scrollWidth > code.clientWidth)
        .map((code) => code.textContent),
      badges: [...table.querySelectorAll('tbody tr')].map((row) => {
        const badge = row.lastElementChild?.querySelector('span')?.getBoundingClientRect();
        return badge ? { left: badge.left, right: badge.right } : null;
      }),
    };
  });
  expect(layout.hidden).toEqual([]);
  expect(layout.dialog).not.toBeNull();
  const dialog = layout.dialog ?? { left: 0, right: 0 };
  expect(dialog.left).toBeGreaterThanOrEqual(0);
  expect(dialog.right).toBeLessThanOrEqual(layout.viewport);
  expect(layout.badges).toHaveLength(2);
  for (const badge of layout.badges) {
    expect(badge?.left).toBeGreaterThan(dialog.left);
    expect(badge?.right).toBeLessThanOrEqual(dialog.right);
  }
}

test('the owner deploys, opens the site, and redeploys an older version and back', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  ({ workspaceUrl } = await createProjectAndWait(
    page,
    owner,
    'A portfolio for Ana Silva, a wedding photographer in Porto',
  ));
  // Deploying is premium (seed 000); on a shared instance this account may not be the first.
  await makePremiumAndReload(page, owner.email);
  const previewHeading = previewFrame(page).getByRole('heading').first();
  await expect(previewHeading).toBeVisible({ timeout: 30_000 });
  appHeading = (await previewHeading.textContent())?.trim() ?? '';
  expect(appHeading).not.toBe('Your app is cooking');

  // Before any deploy: no analytics yet.
  const rail = page.getByRole('navigation', { name: 'Workspace' });
  await rail.getByRole('button', { name: 'Analytics' }).click();
  await expect(page.getByRole('dialog', { name: 'Project Analytics' })).toContainText(
    'Analytics Not Available',
  );
  await page.keyboard.press('Escape');

  // A double click on Deploy deploys once (issue 17 §3).
  const deployCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/web/deploy')
      deployCalls.push(request.url());
  });
  await page.getByRole('banner').getByRole('button', { name: 'Deploy' }).click();
  await page
    .getByRole('dialog', { name: 'Deploy', exact: true })
    .getByRole('button', { name: 'Deploy' })
    .dblclick();
  const success = page.getByRole('dialog', { name: 'Deployed', exact: true });
  await expect(success).toBeVisible({ timeout: 90_000 });
  expect(deployCalls).toHaveLength(1);
  await expect(page.getByText('Deployment completed successfully')).toBeVisible();
  prodLink = (await success.getByRole('link').first().textContent()) ?? '';
  expect(prodLink).toMatch(new RegExp(`^http://[a-z0-9-]+\\.app\\.localhost:${PORT}/$`));
  // Escape closes the result dialog, like any dialog, and the focus goes back to the header's button.
  await page.keyboard.press('Escape');
  await expect(success).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Redeploy' })).toBeFocused();

  const site = await context.newPage();
  await site.goto(prodLink);
  await expect(site.getByRole('heading', { name: appHeading }).first()).toBeVisible();

  // The version list marks the deployed version.
  await page.getByRole('tab', { name: 'Version History' }).click();
  const rows = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  const [newest, template] = [rows.nth(0), rows.nth(1)];
  await expect(newest).toContainText('Deployed');

  // Redeploy the template version: the seed's "Reployed", and the site changes.
  await switchToVersion(page, template);
  // The live site is no longer the current version: the Deploy popover says so.
  await page.getByRole('banner').getByRole('button', { name: 'Redeploy' }).click();
  const popover = page.getByRole('dialog', { name: 'Deploy', exact: true });
  await expect(popover.getByText('Update available')).toBeVisible();
  await expect(popover).toContainText('The current version is not live yet.');
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await deployFromHeader(page, 'Redeploy');
  await expect(page.getByRole('dialog', { name: 'Reployed', exact: true })).toBeVisible({ timeout: 90_000 });
  await closeDialog(page, 'Reployed');
  await expect(template).toContainText('Deployed');
  await page.getByRole('banner').getByRole('button', { name: 'Redeploy' }).click();
  await expect(popover.getByText('Up to date')).toBeVisible();
  await page.keyboard.press('Escape');
  await site.reload();
  await expect(site.getByRole('heading', { name: 'Your app is cooking' })).toBeVisible();

  // Back to the app's version: its production build exists, so this redeploy is a pointer move.
  await switchToVersion(page, newest);
  await deployFromHeader(page, 'Redeploy');
  await expect(page.getByRole('dialog', { name: 'Reployed', exact: true })).toBeVisible();
  await closeDialog(page, 'Reployed');
  await site.reload();
  await expect(site.getByRole('heading', { name: appHeading }).first()).toBeVisible();
  await site.close(); // leaving sends the time on page
});

test('the owner connects a custom domain that DNS proves, and the site answers on it', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, owner, workspaceUrl);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Project settings' });
  await settings.getByRole('tab', { name: 'Custom Domain' }).click();
  const section = settings.getByRole('region', { name: 'Custom Domain' });

  await section.getByLabel('Domain').fill('not a domain');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Invalid domain name. Please enter a valid domain (e.g., example.com)',
  );

  // A pasted address is saved as the bare, lower-case hostname, which the input then shows.
  const input = section.getByLabel('Domain');
  await input.fill(`  HTTPS://${HOSTNAME.toUpperCase()}/menu?ref=ad `);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Domain saved successfully')).toBeVisible();
  await expect(input).toHaveValue(HOSTNAME);
  await expect(section.getByText('DNS changes may take up to 48 hours')).toBeVisible();
  const records = section.getByRole('table', { name: 'DNS records to create' });
  const txt = records.getByRole('row').filter({ hasText: 'TXT' });
  const cname = records.getByRole('row').filter({ hasText: 'CNAME' });
  await expect(txt).toContainText('Pending');
  await expect(cname).toContainText('Pending');
  await expect(section.getByText('Pending', { exact: true }).first()).toBeVisible();

  // The records read whole, with Status in view, on a laptop and on a phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectRecordsWhole(records);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectRecordsWhole(records);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The owner creates the records at their DNS provider: our loopback DNS server now answers them.
  const cell = (row: typeof txt, n: number) => row.getByRole('cell').nth(n).locator('code');
  const txtName = (await cell(txt, 1).textContent()) ?? '';
  const txtValue = (await cell(txt, 2).textContent()) ?? '';
  const cnameTarget = (await cell(cname, 2).textContent()) ?? '';
  expect(txtName).toBe(`_kiln-challenge.${HOSTNAME}`);
  expect(txtValue).toMatch(/^kiln-verify=[0-9a-f]{32}$/);
  expect(cnameTarget).toBe(new URL(prodLink).hostname);
  dns.set([
    { type: 'TXT', name: txtName, value: txtValue },
    { type: 'CNAME', name: HOSTNAME, value: cnameTarget },
  ]);

  // The section re-checks every 30 s.
  await expect(section.getByText('Connected')).toBeVisible({ timeout: 45_000 });
  await expect(txt).toContainText('Active');
  await expect(cname).toContainText('Active');

  // A browser that resolves the custom host to this machine, as the real DNS would.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${HOSTNAME} 127.0.0.1`],
  });
  try {
    const visitor = await browser.newPage();
    await visitor.goto(`http://${HOSTNAME}:${PORT}/`);
    await expect(visitor.getByRole('heading', { name: appHeading }).first()).toBeVisible();
    await visitor.close({ runBeforeUnload: true });
  } finally {
    await browser.close();
  }
});

test('removing the custom domain asks first; Cancel or Escape keeps it', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Project settings' });
  await settings.getByRole('tab', { name: 'Custom Domain' }).click();
  const section = settings.getByRole('region', { name: 'Custom Domain' });
  const records = section.getByRole('table', { name: 'DNS records to create' });
  await expect(section.getByText('Connected')).toBeVisible();

  await section.getByRole('button', { name: `Remove ${HOSTNAME}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${HOSTNAME}?` });
  await expect(confirm).toContainText(`Your site will no longer be served at ${HOSTNAME}.`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(records).toBeVisible();
  await expect(section.getByLabel('Domain')).toHaveValue(HOSTNAME);

  // Escape on the confirmation cancels it alone: Settings stays open behind it.
  await section.getByRole('button', { name: `Remove ${HOSTNAME}` }).click();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // One press, however soon after the confirmation took the focus: a press that reaches Settings before
  // the confirmation has its Escape listener is passed on to the confirmation (ui/dialog.tsx).
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(settings).toBeVisible();
  await expect(records).toBeVisible();

  // Then the owner confirms.
  await section.getByRole('button', { name: `Remove ${HOSTNAME}` }).click();
  await confirm.getByRole('button', { name: 'Remove domain' }).click();
  await expect(page.getByText('Domain deleted successfully')).toBeVisible();
  await expect(records).toHaveCount(0);
  await expect(section.getByLabel('Domain')).toHaveValue('');

  // Reopened, the settings agree with the server: no domain.
  await page.reload();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('tab', { name: 'Custom Domain' }).click();
  await expect(section.getByLabel('Domain')).toHaveValue('');
  await expect(records).toHaveCount(0);
});

test('the owner reads the analytics of those visits', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Analytics' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Project Analytics' });
  await expect(dialog).toBeVisible();
  const views = dialog.getByText('Page Views').locator('..');
  await expect
    .poll(async () => Number((await views.textContent())?.replace(/\D/g, '') ?? 0))
    .toBeGreaterThanOrEqual(3);
  await expect(dialog.getByText('Unique Visitors')).toBeVisible();
  await expect(dialog.getByText('Average Time Spent').locator('..')).toContainText(/\d+s$/);
});
