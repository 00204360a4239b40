import { expect, test } from '@playwright/test';
import { type Account, createProjectAndWait, newAccount, previewFrame, signIn } from '../support/pages';

/**
 * Issue 22 §1 and §3: the chat/preview divider drags to the right over the live preview (the preview
 * frame must not swallow the pointer mid-drag), and a visitor's rail offers Assets with a read-only
 * view of the app's pictures, under one logo.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Divider');
let workspaceUrl = '';

test('the owner’s first project builds', async ({ page }) => {
  test.setTimeout(150_000);
  ({ workspaceUrl } = await createProjectAndWait(
    page,
    owner,
    'A landing page for Lume, a candle shop in Lisbon, with a photo gallery',
  ));
});

test('the divider drags right across the preview on the Preview tab', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  // The live app is in the frame, so the drag really crosses into it.
  await expect(previewFrame(page).locator('body')).not.toBeEmpty({ timeout: 30_000 });
  const chat = page.getByRole('complementary', { name: 'Chat and versions' });
  const before = (await chat.boundingBox())?.width ?? 0;
  const handle = await page.getByRole('separator', { name: 'Resize chat panel' }).boundingBox();
  if (!handle) throw new Error('no divider');
  const y = handle.y + handle.height / 2;
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Small steps, as a hand moves: the first ones already land over the preview frame.
  for (let dx = 10; dx <= 200; dx += 10) await page.mouse.move(x + dx, y);
  await page.mouse.up();
  const after = (await chat.boundingBox())?.width ?? 0;
  expect(after - before).toBeGreaterThan(150);
  // Once the drag ends the preview takes the pointer again.
  await expect(page.locator('iframe[title="Preview"]')).toHaveCSS('pointer-events', 'auto');
});

test('a visitor’s rail has Assets and Components under one logo, and Assets is read-only', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(workspaceUrl);
  const rail = page.getByRole('navigation', { name: 'Workspace' });
  await expect(rail.getByRole('button', { name: 'Components' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('visitor-rail.png') });
  // One home logo on the page: the header's.
  await expect(page.getByRole('link', { name: /home/i })).toHaveCount(1);
  await expect(page.locator('svg[data-slot="logo-mark"]').filter({ visible: true })).toHaveCount(1);

  await rail.getByRole('button', { name: 'Assets' }).click();
  const assets = page.getByRole('region', { name: 'Assets' });
  await expect(assets).toBeVisible();
  await expect(assets.getByText('Read-only')).toBeVisible();
  await expect(assets.locator('[aria-busy="true"]')).toHaveCount(0);
  // The offline model's shop has its own pictures (public/images/…): they show, from the preview.
  const picture = assets.getByRole('img', { name: /^public\/images\// }).first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('visitor-assets.png') });
  // Nothing here changes the app: no upload, replace or generate.
  await expect(
    assets.getByRole('button', { name: /upload|replace|generate|apply|select element/i }),
  ).toHaveCount(0);
  await expect(assets.locator('input[type="file"]')).toHaveCount(0);
  // Assets toggles closed again.
  await rail.getByRole('button', { name: 'Assets' }).click();
  await expect(assets).toHaveCount(0);
  await context.close();
});

test('at 390 px the code breadcrumb keeps the file name readable; the tree opens only /src', async ({
  browser,
  page,
}, testInfo) => {
  await signIn(page, owner, workspaceUrl);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const phone = await context.newPage();
  await phone.goto(workspaceUrl);
  await phone.getByRole('tab', { name: /^Code/ }).click();
  const files = phone.getByRole('navigation', { name: 'Files' });
  await expect(files.getByRole('button', { name: 'src', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The default file (src/pages/Index.tsx) opens as a tab without opening its folder.
  await expect(phone.getByRole('tab', { name: 'Index.tsx' })).toHaveAttribute('aria-selected', 'true');
  await expect(files.getByRole('button', { name: 'pages', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await phone.keyboard.press('Control+P');
  const search = phone.getByRole('combobox', { name: 'Search files' });
  await search.fill('dropdown');
  await search.press('Enter');
  const name = phone.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"] span');
  await expect(name).toHaveText('dropdown-menu.tsx');
  await phone.screenshot({ path: testInfo.outputPath('breadcrumb-390.png') });
  // Not cut: the whole name fits in its box (the folders give way first).
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await context.close();
});

test('the diff’s fold marker draws its icons, whatever fonts the machine has', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, owner, workspaceUrl);
  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });
  await message.fill('make it blue');
  await expect(send).toBeEnabled({ timeout: 90_000 });
  await message.press('Enter');
  const log = page.getByRole('log', { name: 'Chat messages' });
  const edit = log.getByRole('button', { name: /^Edit #1 • / });
  await expect(edit).toBeVisible({ timeout: 90_000 });
  await edit.click();
  await expect(page.getByRole('heading', { name: 'Code Changes' })).toBeVisible();
  const marker = page.locator('.cm-collapsedLines').first();
  await expect(marker).toBeVisible({ timeout: 30_000 });
  await marker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('diff-fold.png') });
  // The marks either side are drawn (an SVG), not characters a font may lack (⦚ rendered as tofu).
  for (const side of ['::before', '::after']) {
    const style = await marker.evaluate((el, pseudo) => {
      const computed = getComputedStyle(el, pseudo);
      return { content: computed.content, mask: computed.maskImage || computed.webkitMaskImage };
    }, side);
    expect(style.content).toBe('""');
    expect(style.mask).toContain('data:image/svg+xml');
  }
});
