import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withMobileGuidelines } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { committed, css, editSuite, TIMEOUT } from './testing/edit-suite';
import { calls } from './testing/projects';

/**
 * Edit intents that change colours, words and pictures on a generated app, and the answers that change
 * nothing, through the real loop (streamText, tools on disk), then Kiln's builder, tsc and Chromium:
 * the edit must build, type-check, render clean and show.
 */
const { base, edit, verify } = editSuite('kiln-offline-intents-');

describe.concurrent('edit intents: colours, text and images, and honest answers', () => {
  it(
    'colours: "make it blue" sets the primary token',
    async () => {
      const { dir, turn } = await edit('landing', 'make it blue');
      // Tools of one step run concurrently, so the log's order within a step is not fixed.
      expect(
        calls(turn)
          .map((entry) => entry.name)
          .sort(),
      ).toEqual(['edit_file', 'read_file', 'set_commit_message', 'suggest']);
      await verify(dir, [{ act: async (page) => expect(await css(page, '--primary')).toBe('#2563eb') }]);
    },
    TIMEOUT,
  );

  it(
    'a request marked mobile-responsive: the request is acted on, not the guidelines appended to it',
    async () => {
      const { turn } = await edit('landing', withMobileGuidelines('make it blue'));
      expect(
        calls(turn)
          .map((entry) => entry.name)
          .sort(),
      ).toEqual(['edit_file', 'read_file', 'set_commit_message', 'suggest']);
      expect(committed(turn)).toMatch(/blue/i);
      expect(turn.text).not.toMatch(/guidelines|44px|tap targets/i);
    },
    TIMEOUT,
  );

  it(
    'colours: a hex primary and a named accent',
    async () => {
      const { dir, turn } = await edit(
        'restaurant',
        'Use #0ea5e9 as the primary colour and orange as the accent',
      );
      expect(committed(turn)).toMatch(/#0ea5e9/);
      await verify(dir, [
        {
          act: async (page) => {
            expect(await css(page, '--primary')).toBe('#0ea5e9');
            const background = await page.evaluate(
              'getComputedStyle(document.querySelector(\'main a[href="/reservations"]\')).backgroundColor',
            );
            expect(background).toBe('rgb(14, 165, 233)');
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    "replace-text: replace 'Get in touch' with 'Say hello'",
    async () => {
      const { dir } = await edit('landing', "replace 'Get in touch' with 'Say hello'");
      const [text] = await verify(dir, [{ shows: 'Say hello' }]);
      expect(text).not.toContain('Get in touch');
    },
    TIMEOUT,
  );

  it(
    'change-heading: the home page h1',
    async () => {
      const { dir } = await edit('landing', 'change the title to Fresh bread, every morning');
      await verify(dir, [
        {
          act: async (page) =>
            expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
              'Fresh bread, every morning',
            ),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'change-heading: the browser tab title',
    async () => {
      const { dir } = await edit('landing', 'set the browser tab title to Crumb & Co | Lisbon bakery');
      await verify(dir, [
        { act: async (page) => expect(await page.title()).toBe('Crumb & Co | Lisbon bakery') },
      ]);
    },
    TIMEOUT,
  );

  it(
    'rename-app: everywhere the name appears',
    async () => {
      const { dir } = await edit('landing', 'rename the app to Crumb Republic');
      const [text] = await verify(dir, [
        { shows: 'Crumb Republic', act: async (page) => expect(await page.title()).toBe('Crumb Republic') },
      ]);
      expect(text).not.toContain('Crumb & Co');
    },
    TIMEOUT,
  );

  it(
    'replace-image: the hero picture',
    async () => {
      const { dir } = await edit(
        'landing',
        'Replace the hero image with /images/new-photo.svg',
        async (project) => {
          await writeFile(
            path.join(project, 'public/images/new-photo.svg'),
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="tan"/></svg>',
          );
        },
      );
      await verify(dir, [
        {
          act: async (page) =>
            expect(await page.locator('#hero img').getAttribute('src')).toBe('/images/new-photo.svg'),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'anything else: an honest answer, no tool calls, nothing changed',
    async () => {
      const { dir, turn } = await edit('landing', 'Integrate Stripe payments and email me every order');
      expect(turn.log).toEqual([]);
      expect(turn.steps).toBe(1);
      expect(turn.text).toContain('ANTHROPIC_API_KEY');
      expect(turn.text).toContain('KILN_MODEL');
      const original = await readFile(path.join((await base('landing')).dir, 'src/pages/Index.tsx'), 'utf8');
      expect(await readFile(path.join(dir, 'src/pages/Index.tsx'), 'utf8')).toBe(original);
    },
    TIMEOUT,
  );

  it(
    'chat mode: answers without tools, even for a change request',
    async () => {
      const { turn } = await edit('landing', 'make it blue', undefined, 'chat');
      expect(turn.log).toEqual([]);
      expect(turn.text).toMatch(/Build/);
    },
    TIMEOUT,
  );
});
