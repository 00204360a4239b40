import { type PreviewToParentMessage, parsePreviewToParent } from '@kiln/contracts';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOSTS, hasChromium, received, send, startHarness } from './testing/chromium-harness';

const tag = (line: number) => `data-unique-id="src/App.tsx:${line}:4" data-file-name="src/App.tsx"`;

const APP = `<body style="margin:0;font-family:sans-serif"><main style="padding:24px">
  <h1 ${tag(3)} style="color:#111827;background-color:transparent;padding-top:8px">Fresh bread</h1>
  <p ${tag(4)}>Baked <b>every</b> morning</p>
  <button ${tag(5)} onclick="window.appClicks = (window.appClicks || 0) + 1">Order</button>
  <ul><li ${tag(7)}>Rye</li><li ${tag(7)}>Spelt</li></ul>
  <span class="from-a-library">Library text</span>
  <div style="position:relative;width:120px;height:80px"><img ${tag(10)} alt="Loaf" width="120" height="80"
    src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"><div style="position:absolute;inset:0">Caption</div></div>
</main></body>`;

type Inspected = Extract<PreviewToParentMessage, { type: 'ELEMENT_INSPECTED'; action: 'select' }>;

async function messagesOf(page: Page): Promise<PreviewToParentMessage[]> {
  return (await received(page)).flatMap((m) => {
    const parsed = parsePreviewToParent(m.data);
    return parsed ? [parsed] : [];
  });
}

async function lastOf<T extends PreviewToParentMessage['type']>(
  page: Page,
  type: T,
  count = 1,
): Promise<Extract<PreviewToParentMessage, { type: T }>> {
  let found: PreviewToParentMessage[] = [];
  await expect
    .poll(async () => {
      found = (await messagesOf(page)).filter((m) => m.type === type);
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found.at(-1) as Extract<PreviewToParentMessage, { type: T }>;
}

const selectionOf = async (page: Page, count: number) =>
  (await lastOf(page, 'ELEMENT_INSPECTED', count)) as Inspected;
const tagsOf = (message: Inspected) => message.selection.map((element) => element.tagName);

describe.skipIf(!hasChromium)('inspecting and editing in Chromium', () => {
  let harness: Harness;
  let page: Page;
  let child: Frame;

  beforeAll(async () => {
    harness = await startHarness({ '/app': APP });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('selects with click and Shift+click, keeps the app from seeing the clicks, and shows the hint', async () => {
    ({ page, child } = await harness.framedBy(HOSTS.kiln, '/app'));
    await send(page, { type: 'TOGGLE_INSPECTOR', isEnabled: true });
    const hint = child.getByText('Hover to select and edit any specific element');
    await expect
      .poll(() => hint.textContent())
      .toBe('Hover to select and edit any specific elementHold Shift to select multiple elements');

    await child.getByRole('heading').click();
    let message = await selectionOf(page, 1);
    expect(message).toMatchObject({ mode: 'inspector', isMultiSelect: false });
    expect(message.element).toMatchObject({
      tagName: 'h1',
      textContent: 'Fresh bread',
      uniqueId: 'src/App.tsx:3:4',
      filePath: 'src/App.tsx',
    });
    expect(message.element.boundingBox.width).toBeGreaterThan(0);

    await child.getByRole('button', { name: 'Order' }).click({ modifiers: ['Shift'] });
    message = await selectionOf(page, 2);
    expect(tagsOf(message)).toEqual(['h1', 'button']);
    expect(message.isMultiSelect).toBe(true);
    expect(await child.evaluate(() => (window as { appClicks?: number }).appClicks)).toBeUndefined();

    await child.getByText('Library text').click({ modifiers: ['Shift'] });
    message = await selectionOf(page, 3);
    expect(message.selection.at(-1)).toMatchObject({ tagName: 'span', uniqueId: null, filePath: null });

    await child.getByRole('heading').click({ modifiers: ['Shift'] });
    expect(tagsOf(await selectionOf(page, 4))).toEqual(['button', 'span']);

    // The workspace drops the button (a chip removed): the next Shift+click builds on what is left.
    await send(page, { type: 'SET_SELECTION', mode: 'inspector', keep: [1] });
    await child.getByRole('heading').click({ modifiers: ['Shift'] });
    expect(tagsOf(await selectionOf(page, 5))).toEqual(['span', 'h1']);

    await child.getByRole('heading').click();
    expect(tagsOf(await selectionOf(page, 6))).toEqual(['h1']);
    await child.getByRole('heading').click();
    expect(tagsOf(await selectionOf(page, 7))).toEqual([]);

    // Off again: the app gets its clicks back and the overlay goes.
    await send(page, { type: 'TOGGLE_INSPECTOR', isEnabled: false });
    await expect.poll(() => hint.count()).toBe(0);
    await child.getByRole('button', { name: 'Order' }).click();
    expect(await child.evaluate(() => (window as { appClicks?: number }).appClicks)).toBe(1);
  });

  it('keeps one element in the editor and edits it live', async () => {
    await send(page, { type: 'TOGGLE_EDITOR', isEnabled: true });
    await child.getByRole('button', { name: 'Order' }).click();
    await child.getByRole('heading').click({ modifiers: ['Shift'] });
    const message = await selectionOf(page, 9);
    expect(message.mode).toBe('editor');
    expect(tagsOf(message)).toEqual(['h1']);

    const id = 'src/App.tsx:3:4';
    await send(page, { type: 'GET_ELEMENT_STYLES', uniqueId: id });
    const styles = await lastOf(page, 'ELEMENT_STYLES_RETRIEVED');
    expect(styles.isTextOnly).toBe(true);
    expect(styles.styles).toMatchObject({
      color: '#111827',
      backgroundColor: 'transparent',
      paddingTop: '8px',
      display: 'block',
    });

    await send(page, { type: 'GET_ELEMENT_TEXT', uniqueId: id });
    expect(await lastOf(page, 'ELEMENT_TEXT_RETRIEVED')).toMatchObject({
      textContent: 'Fresh bread',
      isDynamic: false,
    });
    await send(page, { type: 'GET_ELEMENT_TEXT', uniqueId: 'src/App.tsx:7:4' });
    expect(await lastOf(page, 'ELEMENT_TEXT_RETRIEVED', 2)).toMatchObject({ isDynamic: true });
    await send(page, { type: 'GET_ELEMENT_STYLES', uniqueId: 'src/App.tsx:4:4' });
    expect(await lastOf(page, 'ELEMENT_STYLES_RETRIEVED', 2)).toMatchObject({ isTextOnly: false });

    await send(page, {
      type: 'UPDATE_ELEMENT_STYLES',
      uniqueId: id,
      styles: { color: '#dc2626', paddingTop: '' },
    });
    await send(page, { type: 'UPDATE_ELEMENT_TEXT', uniqueId: id, textContent: 'Warm bread' });
    const heading = child.getByRole('heading');
    await expect.poll(() => heading.textContent()).toBe('Warm bread');
    expect(await heading.evaluate((h) => [getComputedStyle(h).color, h.style.paddingTop])).toEqual([
      'rgb(220, 38, 38)',
      '',
    ]);
  });

  it('deletes an element and answers for one it cannot find', async () => {
    await send(page, { type: 'DELETE_ELEMENT', uniqueId: 'src/App.tsx:7:4' });
    expect(await lastOf(page, 'ELEMENT_DELETED')).toEqual({
      type: 'ELEMENT_DELETED',
      uniqueId: 'src/App.tsx:7:4',
      success: true,
    });
    await expect.poll(() => child.getByRole('listitem').first().isVisible()).toBe(false);
    await send(page, { type: 'DELETE_ELEMENT', uniqueId: 'src/Gone.tsx:1:0' });
    expect(await lastOf(page, 'ELEMENT_DELETED', 2)).toMatchObject({
      success: false,
      error: 'Element not found',
    });
  });

  it('picks the picture under the pointer in the image inspector', async () => {
    await send(page, { type: 'TOGGLE_IMAGE_INSPECTOR', isEnabled: true });
    await child.getByText('Caption').click();
    const message = await selectionOf(page, 10);
    expect(message.mode).toBe('image');
    expect(message.element).toMatchObject({ tagName: 'img', uniqueId: 'src/App.tsx:10:4' });
    await send(page, { type: 'TOGGLE_IMAGE_INSPECTOR', isEnabled: false });
  });

  it('shows the badge only when told to', async () => {
    await send(page, { type: 'TOGGLE_BRANDING', isVisible: true });
    await expect.poll(() => child.getByRole('link', { name: 'Made with Kiln' }).count()).toBe(1);
    await send(page, { type: 'TOGGLE_BRANDING', isVisible: false });
    await expect.poll(() => child.getByRole('link', { name: 'Made with Kiln' }).count()).toBe(0);
    await page.close();
  });

  it('ignores forged messages and messages from any other origin or window', async () => {
    // A stranger framing the preview sends well-formed messages: the preview's own origin check drops them.
    const stranger = await harness.framedBy(HOSTS.stranger, '/app');
    await send(stranger.page, { type: 'DELETE_ELEMENT', uniqueId: 'src/App.tsx:3:4' });
    await send(stranger.page, { type: 'TOGGLE_INSPECTOR', isEnabled: true });
    await send(stranger.page, { type: 'TOGGLE_BRANDING', isVisible: true });

    // The workspace's origin, but shapes the contract refuses.
    const workspace = await harness.framedBy(HOSTS.kiln, '/app');
    await send(workspace.page, { type: 'DELETE_ELEMENT', uniqueId: '' });
    await send(workspace.page, { type: 'UPDATE_ELEMENT_TEXT', uniqueId: 'src/App.tsx:3:4' });
    await send(workspace.page, {
      type: 'UPDATE_ELEMENT_STYLES',
      uniqueId: 'src/App.tsx:3:4',
      styles: { color: 'red;}h1{display:none' },
    });
    // The app's own scripts post to themselves with the right shape: not the workspace's window.
    await workspace.child.evaluate(() => {
      window.postMessage({ type: 'DELETE_ELEMENT', uniqueId: 'src/App.tsx:3:4' }, '*');
      window.postMessage({ type: 'TOGGLE_BRANDING', isVisible: true }, '*');
    });

    // A real message after them all is handled: the ones before it had their chance and did nothing.
    await send(workspace.page, { type: 'GET_ELEMENT_TEXT', uniqueId: 'src/App.tsx:3:4' });
    expect(await lastOf(workspace.page, 'ELEMENT_TEXT_RETRIEVED')).toMatchObject({
      textContent: 'Fresh bread',
    });
    await send(stranger.page, { type: 'GET_ELEMENT_TEXT', uniqueId: 'src/App.tsx:3:4' });

    for (const { page: parent, child: frame } of [stranger, workspace]) {
      const heading = frame.getByRole('heading');
      expect(await heading.isVisible()).toBe(true);
      expect(await heading.evaluate((h) => h.getAttribute('style'))).toBe(
        'color:#111827;background-color:transparent;padding-top:8px',
      );
      expect(await frame.getByRole('link', { name: 'Made with Kiln' }).count()).toBe(0);
      await frame.getByRole('button', { name: 'Order' }).click();
      expect(await frame.evaluate(() => (window as { appClicks?: number }).appClicks)).toBe(1);
      await parent.close();
    }
    // The stranger also heard nothing back.
    expect(await received(stranger.page).catch(() => [])).toEqual([]);
  });
});
