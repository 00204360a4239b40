import { expect, type Request, test } from '@playwright/test';
import { type Account, createProjectAndWait, newAccount, previewFrame, signIn } from '../support/pages';

/**
 * Issue 16 §3, as a new owner meets maps with the offline model and no network: a restaurant app's
 * Find us section draws a real MapLibre map (the bundled world, no tile server), the preview asks
 * nothing of any other origin, and the Mapbox dialog turns maps on and takes a token, refusing what
 * is not one.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Maps');
let workspaceUrl = '';
// Shaped like a Mapbox public token; not a real one.
const PUBLIC = 'pk.eyJ1Ijoia2lsbi1lMmUiLCJhIjoiY2s5OTk5OTkifQ.E2eTokenSignature_abcd';

test('a restaurant app shows a rendered map with no request off the preview origin', async ({ page }) => {
  test.setTimeout(180_000);
  const previewRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) previewRequests.push(request);
  });
  ({ workspaceUrl } = await createProjectAndWait(
    page,
    owner,
    'A restaurant website with our menu for Sakura, a sushi bar in Kyoto',
  ));
  const preview = previewFrame(page);
  const map = preview.getByRole('region', { name: 'Map of Sakura, Kyoto' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const canvas = map.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  // The country layers drew: the canvas holds more than its background colour.
  const colours = await canvas.evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(source, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add(data.slice(i, i + 4).join());
    return seen.size;
  });
  expect(colours).toBeGreaterThan(2);
  await expect(map.locator('.maplibregl-marker')).toBeVisible();

  const src = await page.locator('iframe[title="Preview"]').getAttribute('src');
  const previewOrigin = new URL(src ?? '', page.url()).origin;
  const foreign = previewRequests
    .map((request) => request.url())
    .filter((url) => !/^(?:blob|data):/.test(url) && new URL(url).origin !== previewOrigin);
  expect(foreign).toEqual([]);
});

test('the Mapbox dialog turns maps on and takes a token, refusing what is not one', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, owner, workspaceUrl);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Mapbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mapbox' });
  await expect(dialog.getByText("No token: the app's map draws the offline world map.")).toBeVisible();
  await expect(dialog.getByText(/The app has Kiln's map/)).toBeVisible();

  const maps = dialog.getByRole('switch', { name: 'Maps in this app' });
  await maps.click();
  await expect(maps).toBeChecked({ timeout: 60_000 });

  const input = dialog.getByLabel('Add a token for this project');
  await input.fill('sk-not-a-mapbox-token');
  await dialog.getByRole('button', { name: 'Save token' }).click();
  await expect(dialog.getByText(/That is not a Mapbox access token/)).toBeVisible();

  await input.fill(PUBLIC);
  await dialog.getByRole('button', { name: 'Save token' }).click();
  await expect(dialog.getByText('Public token')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByText(`••••${PUBLIC.slice(-4)}`)).toBeVisible();
  await expect(dialog.getByText(/drawing Mapbox's streets/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText("No token: the app's map draws the offline world map.")).toBeVisible({
    timeout: 90_000,
  });
});
