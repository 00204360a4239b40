import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Builder, createBuilder } from '../../build';
import type { RecipeId } from './app-spec';
import {
  build,
  launchBrowser,
  makeTempDir,
  removeDir,
  STORE_NODE_MODULES,
  typeCheck,
} from './testing/harness';
import { calls, editCopy, generate, type Project, verify } from './testing/projects';

/**
 * Every edit intent on a generated app, through the real loop (streamText, tools on disk), then
 * Kiln's builder, tsc and Chromium: the edit must build, type-check, render clean and show.
 */
let builder: Builder;
let browser: Browser;
let root: string;
const bases = new Map<RecipeId, Promise<Project>>();

function base(recipe: RecipeId): Promise<Project> {
  let project = bases.get(recipe);
  if (!project) {
    project = generate(root, recipe);
    bases.set(recipe, project);
  }
  return project;
}

beforeAll(async () => {
  builder = createBuilder({ maxConcurrent: 1, timeoutMs: 60_000, nodePaths: [STORE_NODE_MODULES] });
  browser = await launchBrowser();
  root = await makeTempDir('kiln-offline-intents-');
});

afterAll(async () => {
  await browser?.close();
  await builder?.close();
  if (root) await removeDir(root);
});

const TIMEOUT = 120_000;
const FIX = 'Fix this error, think step by step.\n❌❌❌\n';

function css(page: Page, expression: string): Promise<string> {
  return page.evaluate(
    `getComputedStyle(document.documentElement).getPropertyValue(${JSON.stringify(expression)}).trim()`,
  ) as Promise<string>;
}

async function edit(
  recipe: RecipeId,
  message: string | ((dir: string) => Promise<string>),
  prepare?: (dir: string) => Promise<void>,
  mode?: 'build' | 'chat',
) {
  const result = await editCopy(root, await base(recipe), message, { prepare, mode });
  expect(result.turn.finishReasons.at(-1)).toBe('stop');
  return result;
}

async function replaceIn(dir: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(dir, file);
  const content = await readFile(full, 'utf8');
  expect(content).toContain(from);
  await writeFile(full, content.replace(from, to));
}

/** The build's own error report for a broken project, as the run would hand it to the model. */
async function buildErrors(dir: string): Promise<string> {
  const { errors } = await build(builder, `${path.basename(dir)}-broken`, dir);
  await builder.dispose(`${path.basename(dir)}-broken`);
  expect(errors).not.toBe('');
  return errors;
}

function committed(turn: Awaited<ReturnType<typeof edit>>['turn']): string | undefined {
  return calls(turn, 'set_commit_message')[0]?.input.message as string | undefined;
}

describe.concurrent('edit intents', () => {
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
      await verify(builder, browser, dir, [
        { act: async (page) => expect(await css(page, '--primary')).toBe('#2563eb') },
      ]);
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
      await verify(builder, browser, dir, [
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
      const [text] = await verify(builder, browser, dir, [{ shows: 'Say hello' }]);
      expect(text).not.toContain('Get in touch');
    },
    TIMEOUT,
  );

  it(
    'change-heading: the home page h1',
    async () => {
      const { dir } = await edit('landing', 'change the title to Fresh bread, every morning');
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
        { act: async (page) => expect(await page.title()).toBe('Crumb & Co | Lisbon bakery') },
      ]);
    },
    TIMEOUT,
  );

  it(
    'rename-app: everywhere the name appears',
    async () => {
      const { dir } = await edit('landing', 'rename the app to Crumb Republic');
      const [text] = await verify(builder, browser, dir, [
        { shows: 'Crumb Republic', act: async (page) => expect(await page.title()).toBe('Crumb Republic') },
      ]);
      expect(text).not.toContain('Crumb & Co');
    },
    TIMEOUT,
  );

  it(
    'add-section: a gallery whose pictures load',
    async () => {
      const { dir, turn } = await edit('landing', 'add a gallery section');
      expect(calls(turn, 'write_file').map((entry) => entry.input.path)).toContain(
        'src/components/sections/gallery-section.tsx',
      );
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
        { act: async (page) => expect(await page.locator('footer').count()).toBe(0) },
      ]);
    },
    TIMEOUT,
  );

  it(
    'add-page: a page with its menu link',
    async () => {
      const { dir } = await edit('restaurant', 'add an about page');
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
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
      await verify(builder, browser, dir, [
        {
          act: async (page) =>
            expect(await page.locator('#hero img').getAttribute('src')).toBe('/images/new-photo.svg'),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: an import pointing at the wrong folder is re-pointed',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        (project) =>
          replaceIn(
            project,
            'src/pages/Index.tsx',
            "'@/components/sections/faq-section'",
            "'@/components/faq-section'",
          ),
      );
      expect(calls(turn, 'edit_file').map((entry) => entry.input.path)).toEqual(['src/pages/Index.tsx']);
      await verify(builder, browser, dir, [
        { act: async (page) => void (await page.locator('#faq').waitFor()) },
      ]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a missing component is created',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        async (project) => {
          await replaceIn(
            project,
            'src/pages/Index.tsx',
            '      <HeroSection />',
            '      <HeroSection />\n      <OpeningHours />',
          );
          await replaceIn(
            project,
            'src/pages/Index.tsx',
            'import { CtaSection }',
            "import { OpeningHours } from '@/components/opening-hours';\nimport { CtaSection }",
          );
        },
      );
      expect(calls(turn, 'write_file').map((entry) => entry.input.path)).toEqual([
        'src/components/opening-hours.tsx',
      ]);
      expect(turn.text).toMatch(/placeholder/);
      await verify(builder, browser, dir, [{ shows: 'Opening Hours' }]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: an npm package missing from package.json is added',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        `${FIX}src/pages/Index.tsx:1:19: ERROR: Could not resolve "zod"\n  You can mark the path "zod" as external to exclude it from the bundle.`,
        (project) =>
          replaceIn(
            project,
            'src/pages/Index.tsx',
            'export default function Index() {',
            "import { z } from 'zod';\n\nexport const Email = z.string().email();\n\nexport default function Index() {",
          ),
      );
      expect(calls(turn, 'add_dependency').map((entry) => entry.input.name)).toEqual(['zod']);
      expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).dependencies).toHaveProperty(
        'zod',
      );
      await verify(builder, browser, dir);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a misspelt named export is aliased',
    async () => {
      const { dir } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        async (project) => {
          await replaceIn(project, 'src/pages/Index.tsx', 'import { FaqSection }', 'import { FAQSection }');
          await replaceIn(project, 'src/pages/Index.tsx', '<FaqSection />', '<FAQSection />');
        },
      );
      await verify(builder, browser, dir, [
        { act: async (page) => void (await page.locator('#faq').waitFor()) },
      ]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a JSX syntax error in a generated file is rewritten',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        (project) =>
          replaceIn(project, 'src/components/sections/features-section.tsx', '</CardHeader>', '</CardHead>'),
      );
      // Restored from the generated version: an edit of the broken region, or the whole file.
      expect(
        calls(turn)
          .filter((entry) => /_file$/.test(entry.name) && entry.name !== 'read_file')
          .map((entry) => entry.input.path),
      ).toEqual(['src/components/sections/features-section.tsx']);
      await verify(builder, browser, dir, [
        { act: async (page) => void (await page.locator('#features').waitFor()) },
      ]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a missing import found by the type check',
    async () => {
      const { dir } = await edit(
        'landing',
        async (project) => FIX + (await typeCheck(project)),
        (project) =>
          replaceIn(
            project,
            'src/components/sections/hero-section.tsx',
            "import { Badge } from '@/components/ui/badge';\n",
            '',
          ),
      );
      await verify(builder, browser, dir);
    },
    TIMEOUT,
  );

  it(
    'fix-error: says plainly when it cannot fix an error',
    async () => {
      const { turn } = await edit(
        'landing',
        `${FIX}Uncaught TypeError: Cannot read properties of undefined (reading 'map')\n    at Menu (index-4f2a.js:1:2040)`,
      );
      expect(
        calls(turn).filter((entry) => entry.name !== 'read_file' && entry.name !== 'list_files'),
      ).toEqual([]);
      expect(turn.text).toMatch(/isn't one I know how to repair offline/);
      expect(turn.text).toContain('ANTHROPIC_API_KEY');
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
