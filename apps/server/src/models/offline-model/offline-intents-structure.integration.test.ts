import { describe, expect, it } from 'vitest';
import { committed, css, editSuite, replaceIn, TIMEOUT } from './testing/edit-suite';
import { calls } from './testing/projects';

/**
 * Edit intents that change a generated app's structure (sections, pages, dark mode, the layout on
 * phones), through the real loop, then Kiln's builder, tsc and Chromium: the edit must build,
 * type-check, render clean and show.
 */
const { edit, verify } = editSuite('kiln-offline-structure-');

describe.concurrent('edit intents: sections, pages, dark mode and layout', () => {
  it(
    'add-section: a gallery whose pictures load',
    async () => {
      const { dir, turn } = await edit('landing', 'add a gallery section');
      expect(calls(turn, 'write_file').map((entry) => entry.input.path)).toContain(
        'src/components/sections/gallery-section.tsx',
      );
      await verify(dir, [
        {
          act: async (page) => {
            await page.locator('#gallery').scrollIntoViewIfNeeded();
            const loaded =
              "[...document.querySelectorAll('#gallery img')].filter((image) => image.complete && image.naturalWidth > 0).length";
            await expect.poll(() => page.evaluate(loaded)).toBe(6);
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'add-section and colours together: pricing, a newsletter and green',
    async () => {
      const { dir } = await edit('restaurant', 'add a pricing section and a newsletter, and make it green');
      await verify(dir, [
        {
          act: async (page) => {
            await page.locator('#pricing').waitFor();
            await page.locator('#newsletter').waitFor();
            expect(await css(page, '--primary')).toBe('#16a34a');
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'remove-section: the section and its menu link go',
    async () => {
      const { dir } = await edit('landing', 'remove the pricing section');
      await verify(dir, [
        {
          act: async (page) => {
            expect(await page.locator('#pricing').count()).toBe(0);
            expect(
              await page
                .getByRole('navigation', { name: 'Main' })
                .getByRole('link', { name: 'Pricing' })
                .count(),
            ).toBe(0);
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'remove-section: the footer, from the layout',
    async () => {
      const { dir } = await edit('landing', 'remove the footer');
      await verify(dir, [{ act: async (page) => expect(await page.locator('footer').count()).toBe(0) }]);
    },
    TIMEOUT,
  );

  it(
    'add-page: a page with its menu link',
    async () => {
      const { dir } = await edit('restaurant', 'add an about page');
      await verify(dir, [
        {
          act: async (page) => {
            await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
            await page.getByRole('heading', { name: 'The story behind Sakura' }).waitFor();
            expect(page.url()).toMatch(/\/about$/);
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'add-page: in a sidebar whose links have icons',
    async () => {
      const { dir } = await edit('dashboard', 'add a reports page');
      await verify(dir, [
        {
          path: '/reports',
          shows: 'Reports',
          act: async (page) => void (await page.getByRole('link', { name: 'Reports' }).first().waitFor()),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'dark-mode: a toggle that remembers the choice',
    async () => {
      const { dir } = await edit('landing', 'add dark mode');
      await verify(dir, [
        {
          act: async (page) => {
            await page.getByRole('button', { name: 'Switch to dark mode' }).click();
            expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true);
            await page.reload();
            await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
            expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true);
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'dark-mode: a toggle in an app layout',
    async () => {
      const { dir } = await edit('todo', 'add a dark mode toggle');
      await verify(dir, [
        {
          act: async (page) =>
            void (await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).waitFor()),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'dark-mode: "make it dark" switches the theme on',
    async () => {
      const { dir } = await edit('restaurant', 'make it dark');
      await verify(dir, [
        {
          act: async (page) =>
            expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'responsive: a fixed grid stacks on a phone',
    async () => {
      const { dir, turn } = await edit('landing', 'make it mobile responsive', (project) =>
        replaceIn(
          project,
          'src/components/sections/features-section.tsx',
          'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
          'grid grid-cols-3 gap-4',
        ),
      );
      expect(committed(turn)).toBe('Make the layout mobile responsive');
      await verify(dir, [
        {
          viewport: { width: 375, height: 800 },
          act: async (page) => {
            const cards = page.locator('#features li');
            const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
            expect(first?.x).toBe(second?.x);
            expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
              true,
            );
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'responsive: says so, and changes nothing, when the app already adapts',
    async () => {
      const { turn } = await edit('landing', 'make it mobile responsive');
      expect(
        calls(turn).filter((entry) => entry.name !== 'read_file' && entry.name !== 'list_files'),
      ).toEqual([]);
      expect(turn.text).toMatch(/already mobile-first/);
    },
    TIMEOUT,
  );
});
