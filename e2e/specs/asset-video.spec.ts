import { expect, test } from '@playwright/test';
import {
  type Account,
  createProjectAndWait,
  makePremiumAndReload,
  newAccount,
  previewFrame,
  waitForPhase,
} from '../support/pages';
import { tinyMp4 } from '../support/video';

/**
 * Seed 001 §2.4 and §4.5, a video through the asset editor, as a new user with the offline model:
 * select the hero picture in the preview, upload an MP4 on the Upload tab, Apply → the run turns the
 * picture into a <video> playing the file it copied into the project's `public/videos/assets/`, and
 * the preview serves that file as a video.
 */
const owner: Account = newAccount('Video');

test('replace a picture with an uploaded video: select, upload, apply, play', async ({ page }) => {
  test.setTimeout(240_000);
  const { webId } = await createProjectAndWait(page, owner, 'A landing page for "Crumb", a bakery in Porto');
  // Applying videos is premium (seed 001 §6); on a shared instance this account may not be the first.
  await makePremiumAndReload(page, owner.email);
  const editor = page.getByRole('region', { name: 'Asset Editor' });
  const chat = page.getByRole('log', { name: 'Chat messages' });

  await page.getByRole('button', { name: 'Assets' }).click();
  await editor.getByRole('button', { name: 'Select Element' }).click();
  await expect(editor.getByText('Hover and click to select')).toBeVisible();
  const hero = previewFrame(page).locator('img[src="/images/hero.svg"]');
  await hero.click();
  await expect(editor.getByRole('tab', { name: 'Upload' })).toBeVisible();

  await editor.getByRole('tab', { name: 'Upload' }).click();
  const video = tinyMp4();
  await editor
    .getByLabel('Upload video')
    .setInputFiles({ name: 'oven.mp4', mimeType: 'video/mp4', buffer: video });
  // Seed 001 §2.4 bottom bar, for a video: its name, Discard and Apply.
  await expect(editor.getByText('oven.mp4')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Discard' })).toBeVisible();
  await editor.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(chat).toContainText('with the video I picked in the asset editor', { timeout: 15_000 });

  await waitForPhase(page, webId);

  // The picture is now a video of the copied file, and it really plays in the preview.
  const player = previewFrame(page).locator('video[src^="/videos/assets/"]');
  await expect(player).toBeVisible({ timeout: 30_000 });
  await expect(previewFrame(page).locator('img[src="/images/hero.svg"]')).toHaveCount(0);
  const src = (await player.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/videos\/assets\/[a-f0-9]{32}\.mp4$/);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => [element.readyState >= 2, element.videoWidth]))
    .toEqual([true, 64]);
  // The run's reply names the new file (its random name masked like any token-like run, seed 000 §5)
  // and the version it made.
  const name = src.slice('/videos/assets/'.length, -'.mp4'.length);
  await expect(chat).toContainText(
    new RegExp(`I put in /videos/assets/${name.slice(0, 4)}•+\\.mp4 from the asset editor`),
  );
  await expect(chat).toContainText('Apply a new video');

  // The preview's own origin serves the copied bytes as a video.
  const frame = page.frames().find((f) => new URL(f.url()).hostname.endsWith('.preview.localhost'));
  expect(frame).toBeDefined();
  const served = await frame?.evaluate(async (path) => {
    const response = await fetch(path);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      size: bytes.length,
      box: new TextDecoder().decode(bytes.subarray(4, 8)),
    };
  }, src);
  expect(served).toEqual({ status: 200, type: 'video/mp4', size: video.length, box: 'ftyp' });

  const files = await (await page.request.post('/api/web/files', { data: { webId } })).json();
  const paths = (files.data.files as { path: string }[]).map((f) => f.path);
  expect(paths).toContain(`public${src}`);
});
