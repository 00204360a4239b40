import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  type Account,
  createProjectAndWait,
  makePremiumAndReload,
  newAccount,
  previewFrame,
  waitForPhase,
} from '../support/pages';

/**
 * Issue 6, points 4 and 7, as a new user with the offline model: open the asset editor from the
 * sidebar, select a picture in the preview, upload a PNG (and see the seed's refusals for a 6 MB file
 * and a PNG renamed .mp4), search the stock library, map a photo, apply → the picture is in the page
 * and its file in the project.
 */
const owner: Account = newAccount('Assets');

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 12×8 PNG, optionally padded with a text chunk to `padTo` bytes. */
function png(padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(12, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(36, 0x90)]);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (padTo > size + 12) parts.push(pngChunk('tEXt', Buffer.alloc(padTo - size - 12, 0x61)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

test('swap a picture with the asset editor: select, upload, search, map, apply', async ({ page }) => {
  test.setTimeout(240_000);
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for "Crumb", a bakery in Porto');
  // Applying is premium (seed 001 §6); on a shared instance this account may not be the first.
  await makePremiumAndReload(page, owner.email);
  const editor = page.getByRole('region', { name: 'Asset Editor' });

  await page.getByRole('button', { name: 'Assets' }).click();
  await expect(editor.getByText('Search, upload, or generate new assets for your website')).toBeVisible();
  await editor.getByRole('button', { name: 'Select Element' }).click();
  await expect(editor.getByText('Hover and click to select')).toBeVisible();

  // Pick the first picture of the page in the preview.
  const picture = previewFrame(page).locator('img[src^="/images/"]').first();
  const originalSrc = await picture.getAttribute('src');
  await picture.click();
  await expect(editor.getByRole('tab', { name: 'Unsplash' })).toBeVisible();

  // Upload: a PNG is stored and mapped; a 6 MB file and a PNG renamed .mp4 are refused.
  await editor.getByRole('tab', { name: 'Upload' }).click();
  await editor
    .getByLabel('Upload image')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(6 * 1024 * 1024) });
  await expect(editor.getByRole('alert')).toHaveText('File size too large. Maximum file size is 5MB');
  await editor
    .getByLabel('Upload video')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: png() });
  await expect(editor.getByRole('alert')).toHaveText('Invalid file format. Please upload a valid video file');
  await editor
    .getByLabel('Upload image')
    .setInputFiles({ name: 'shopfront.png', mimeType: 'image/png', buffer: png() });
  await expect(editor.getByRole('button', { name: 'shopfront.png' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByText('1 images mapped')).toBeVisible();

  // Leaving with a mapping asks first.
  await page.getByRole('tab', { name: 'All Chat' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard Changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay Here' }).click();
  await expect(editor).toBeVisible();

  // Stock: the offline library, searched at once with Enter; mapping a photo replaces the upload.
  await editor.getByRole('tab', { name: 'Unsplash' }).click();
  await expect(editor.getByText(/^Kiln offline library: pictures drawn by Kiln/)).toBeVisible();
  const search = editor.getByRole('searchbox', { name: 'Search for images' });
  await search.fill('mountain sunset');
  await search.press('Enter');
  const photo = editor.getByRole('button', { name: 'Alpine peaks at sunset' });
  await photo.click();
  await expect(photo).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByText('1 images mapped')).toBeVisible();

  await editor.getByRole('button', { name: 'Apply 1 Images' }).click();
  await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText('Replace these images', {
    timeout: 15_000,
  });

  const newSrc = '/images/assets/kiln-nature-alpine-peaks-at-sunset.svg';
  await waitForPhase(page, webId);
  await expect(previewFrame(page).locator(`img[src="${newSrc}"]`).first()).toBeVisible({ timeout: 30_000 });
  await expect(previewFrame(page).locator(`img[src="${originalSrc}"]`)).toHaveCount(0);
  const files = await (await page.request.post('/api/web/files', { data: { webId } })).json();
  const paths = (files.data.files as { path: string }[]).map((f) => f.path);
  expect(paths).toContain(`public${newSrc}`);
});
