import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type Account, createProjectAndWait, makePremium, newAccount, signIn } from '../support/pages';

/**
 * The workspace's web-UI gaps, as a new owner and a visitor meet them: the preview toolbar fits at
 * 768, 1024 and 1440 px; a deploy finished in another tab reaches this one over the socket
 * (`deployment:complete`), and Escape closes the result dialog; at 375 px the header's menu offers
 * what the desktop rail does; the guide's reference tables; deleting a project asks first, with the
 * focus on Cancel and Escape cancelling.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Gapper');
let workspaceUrl = '';

/** Parts of the right panel's toolbar whose rows are counted. */
function toolbarParts(page: Page): Locator[] {
  return [
    page.getByRole('tablist', { name: 'View' }),
    page.getByRole('textbox', { name: 'Preview address' }),
    page.getByRole('button', { name: 'Select Element' }),
    page.getByRole('button', { name: 'Edit', exact: true }),
    page.getByRole('radiogroup', { name: 'Device' }),
  ];
}

type Box = { x: number; y: number; width: number; height: number };

/** How many rows the boxes sit on (their vertical centres, a few pixels apart at most). */
function rowCount(boxes: Box[]): number {
  const centres = boxes.map((box) => box.y + box.height / 2).sort((a, b) => a - b);
  return centres.filter((centre, i) => i === 0 || centre - (centres[i - 1] ?? 0) > 4).length;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function ownerPage(browser: Browser, page: Page, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    storageState: await page.context().storageState(),
  });
  const next = await context.newPage();
  await next.goto(workspaceUrl);
  return { context, page: next };
}

test('the owner’s first project builds', async ({ page }) => {
  test.setTimeout(150_000);
  ({ workspaceUrl } = await createProjectAndWait(
    page,
    owner,
    'A portfolio for Ana Silva, a wedding photographer in Porto',
  ));
  // Deploying is premium; on a shared instance this account may not be the first.
  makePremium(owner.email);
});

test('the preview toolbar takes two rows at most at 768 and 1024 px, one at 1440 px', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, owner, workspaceUrl);
  for (const [width, maxRows] of [
    [768, 2],
    [1024, 2],
    [1440, 1],
  ] as const) {
    const { context, page: sized } = await ownerPage(browser, page, width, 900);
    const parts = toolbarParts(sized);
    for (const part of parts) await expect(part).toBeVisible({ timeout: 30_000 });
    const boxes = (await Promise.all(parts.map((part) => part.boundingBox()))).filter(
      (box): box is Box => box !== null,
    );
    expect(boxes).toHaveLength(parts.length);
    expect(rowCount(boxes), `rows at ${width} px`).toBeLessThanOrEqual(maxRows);
    // The address stays readable: the bar is never squeezed to its buttons.
    expect(boxes[1]?.width ?? 0, `address width at ${width} px`).toBeGreaterThan(150);
    for (const [i, box] of boxes.entries()) {
      for (const other of boxes.slice(i + 1))
        expect(overlaps(box, other), `overlap at ${width} px`).toBe(false);
    }
    // Every tab keeps its name, with or without its label on screen.
    for (const name of ['Preview', 'Code', 'Components']) {
      await expect(sized.getByRole('tab', { name })).toBeVisible();
    }
    await sized.screenshot({ path: testInfo.outputPath(`workspace-${width}.png`) });
    await context.close();
  }
});

test('a deploy finished in another tab shows here; Escape closes the result dialog', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signIn(page, owner, workspaceUrl);
  // A second tab of the same owner, listening on its own socket before the deploy starts.
  const other = await context.newPage();
  const isListening = new Promise<void>((resolve) => {
    other.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"project:status"')) resolve();
      }),
    );
  });
  await other.goto(workspaceUrl);
  await isListening;
  const otherHeader = other.getByRole('banner');
  await expect(otherHeader.getByRole('button', { name: 'Deploy' })).toBeVisible();

  // Watched from before the deploy: the toast closes by itself a few seconds after it shows.
  const otherToastShown = expect(other.getByText('Deployment completed successfully')).toBeVisible({
    timeout: 90_000,
  });

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Deploy' }).click();
  await page
    .getByRole('dialog', { name: 'Deploy', exact: true })
    .getByRole('button', { name: 'Deploy' })
    .click();
  const success = page.getByRole('dialog', { name: 'Deployed', exact: true });
  await expect(success).toBeVisible({ timeout: 90_000 });
  const prodLink = (await success.getByRole('link').first().textContent()) ?? '';
  // The call's answer and the event announce the same deploy: one toast.
  await expect(page.getByText('Deployment completed successfully')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(success).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Redeploy' })).toBeFocused();

  // The other tab learnt it from the socket alone: the toast, Redeploy, and the live link.
  await otherToastShown;
  await expect(other.getByRole('dialog', { name: 'Deployed' })).toHaveCount(0);
  await otherHeader.getByRole('button', { name: 'Redeploy' }).click();
  const popover = other.getByRole('dialog', { name: 'Deploy', exact: true });
  await expect(popover).toContainText('Your app is live');
  await expect(popover.getByRole('link', { name: prodLink })).toHaveAttribute('href', prodLink);
  await other.close();
});

test('at 375 px the header’s menu offers Supabase, Analytics, Assets and Components, like the rail', async ({
  page,
  browser,
}) => {
  await signIn(page, owner, workspaceUrl);
  const { context, page: phone } = await ownerPage(browser, page, 375, 812);
  await expect(phone.getByRole('navigation', { name: 'Workspace' })).toBeHidden();
  const menu = phone.getByRole('button', { name: 'Workspace menu' });
  await menu.click();
  await expect(phone.getByRole('menuitem')).toHaveText([
    'Supabase',
    'Analytics',
    'Assets',
    'Components',
    'Documentation',
    'Tokens',
    'Settings',
  ]);
  await phone.getByRole('menuitem', { name: 'Analytics' }).click();
  const analytics = phone.getByRole('dialog', { name: 'Project Analytics' });
  await expect(analytics.getByText('Page Views')).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(analytics).toHaveCount(0);

  await menu.click();
  await phone.getByRole('menuitem', { name: 'Assets' }).click();
  await expect(phone.getByRole('region', { name: 'Asset Editor' })).toBeVisible();

  await menu.click();
  await phone.getByRole('menuitem', { name: 'Components' }).click();
  await expect(phone.getByRole('tab', { name: 'Components' })).toHaveAttribute('aria-selected', 'true');
  await expect(phone.getByRole('heading', { name: 'Components', level: 2 })).toBeVisible();
  await context.close();
});

test('at 375 px a visitor’s menu holds Assets and Components, as their rail does', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(workspaceUrl);
  await page.getByRole('button', { name: 'Workspace menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Assets', 'Components']);
  // Seed 002 §2 (issue 22 §3): a visitor's Assets is a read-only view of the app's pictures.
  await page.getByRole('menuitem', { name: 'Assets' }).click();
  await expect(page.getByRole('region', { name: 'Assets' }).getByText('Read-only')).toBeVisible();
  await page.getByRole('button', { name: 'Close assets' }).click();
  await page.getByRole('button', { name: 'Workspace menu' }).click();
  await page.getByRole('menuitem', { name: 'Components' }).click();
  await expect(page.getByRole('heading', { name: 'Components', level: 2 })).toBeVisible();
  await context.close();
});

test('the guide’s reference tables keep their columns', async ({ page }) => {
  await page.goto('/docs');
  const tables = [
    ["The offline model's recipes", ['Recipe', 'Try', 'What it builds'], 'Landing page'],
    ['The edits the offline model understands', ['Edit', 'Try', 'What it does'], 'The fix buttons'],
    ['Model settings', ['Variable', 'Example', 'What it does'], 'ANTHROPIC_API_KEY'],
  ] as const;
  for (const [name, headers, sample] of tables) {
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('columnheader')).toHaveText([...headers]);
    await expect(table.getByRole('cell', { name: sample }).first()).toBeVisible();
  }
});

test('deleting the project asks first: Cancel has the focus, Escape keeps the project', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Project settings' });
  await settings.getByRole('tab', { name: 'General' }).click();
  await settings.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await expect(confirm).toHaveAccessibleDescription(
    '“Ana Silva”, its history and its deployments will be deleted for good. This can’t be undone.',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(settings).toBeVisible();

  await settings.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(workspaceUrl);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});
