import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { type Check, editCopy, model, type Project, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: edits on an app written in Spanish or German write that language too. A page added
 * (asked for in the app's language or in English), a map and a dark-mode toggle, through the real
 * loop, then Kiln's builder, tsc and Chromium: each builds, type-checks, renders clean and shows its
 * words in the app's language, found by role and name, with no English words of its own.
 */
const rig = renderRig('kiln-offline-intents-languages-');

const APPS = {
  es: 'Una página para mi panadería en Sevilla',
  de: 'Eine Landingpage für meine Bäckerei in München',
} as const;
type Lang = keyof typeof APPS;

const bases = new Map<Lang, Promise<Project>>();

/** The first prompt's app, generated once per language. */
function base(lang: Lang): Promise<Project> {
  let project = bases.get(lang);
  if (!project) {
    project = (async () => {
      const dir = await copyProject(path.join(rig.root, `${lang}-base`));
      const prompt = APPS[lang];
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      return {
        dir,
        first,
        messages: [
          { role: 'user' as const, content: prompt },
          { role: 'assistant' as const, content: first.text },
        ],
      };
    })();
    bases.set(lang, project);
  }
  return project;
}

async function edit(lang: Lang, message: string, checks: Check[]): Promise<string[]> {
  const { dir, turn } = await editCopy(rig.root, await base(lang), message);
  expect(turn.finishReasons.at(-1)).toBe('stop');
  expect(turn.log.filter((entry) => entry.isError)).toEqual([]);
  return verify(rig.builder, rig.browser, dir, checks);
}

/** The edits' own English words, which must not show on a Spanish or German app. */
const ENGLISH =
  /\b(?:About us|The story behind|Find us|Visit|Switch to (?:light|dark) mode|Map of|Zoom (?:in|out)|Team members|Open roles|Apply)\b/;

async function lang(page: Page): Promise<string> {
  return (await page.evaluate('document.documentElement.lang')) as string;
}

const PAGES = [
  ['es', 'Añade una página Sobre nosotros', 'Sobre nosotros', /^La historia de /, /\/sobre-nosotros$/],
  ['es', 'Add an about page', 'Sobre nosotros', /^La historia de /, /\/sobre-nosotros$/],
  ['de', 'Füge eine Über-uns-Seite hinzu', 'Über uns', /^Die Geschichte von /, /\/uber-uns$/],
  ['de', 'Add a team page', 'Team', /^Die Menschen hinter /, /\/team$/],
] as const;

describe.concurrent('edits on an app written in Spanish or German', () => {
  it.each(PAGES)(
    '%s: add-page "%s"',
    async (language, message, link, heading, url) => {
      const texts = await edit(language, message, [
        {
          screenshot: `/tmp/offline-intents-page-${language}.png`,
          act: async (page) => {
            expect(await lang(page)).toBe(language);
            await page
              .getByRole('navigation', { name: SHARED_COPY[language].mainNav })
              .getByRole('link', { name: link })
              .click();
            await page.getByRole('heading', { level: 1, name: heading }).waitFor();
            expect(page.url()).toMatch(url);
          },
        },
      ]);
      expect(texts.join('\n')).not.toMatch(ENGLISH);
    },
    180_000,
  );

  it.each([
    ['es', 'añade un mapa', 'Dónde estamos', 'Visítanos', /^Mapa de /, 'Acercar'],
    ['de', 'Füge eine Karte hinzu', 'So finden Sie uns', 'Besuchen Sie uns', /^Karte: /, 'Vergrößern'],
  ] as const)(
    '%s: add-map "%s"',
    async (language, message, heading, eyebrow, region, zoomIn) => {
      const texts = await edit(language, message, [
        {
          screenshot: `/tmp/offline-intents-map-${language}.png`,
          act: async (page) => {
            const section = page.locator('#find-us');
            await section.scrollIntoViewIfNeeded();
            await page.getByRole('heading', { level: 2, name: heading }).waitFor();
            await section.getByText(eyebrow, { exact: true }).waitFor();
            const map = page.getByRole('region', { name: region });
            await map.waitFor();
            await page
              .locator('[data-state="ready"]')
              .or(page.locator('[data-state="failed"]'))
              .waitFor({ timeout: 8000 });
            // MapLibre's zoom buttons speak the app's language too.
            expect(await map.getAttribute('data-state')).toBe('ready');
            await map.getByRole('button', { name: zoomIn }).waitFor();
            expect(await map.getByRole('button', { name: /Zoom (?:in|out)/ }).count()).toBe(0);
          },
        },
      ]);
      expect(texts.join('\n')).not.toMatch(ENGLISH);
    },
    180_000,
  );

  it.each([
    ['es', 'añade el modo oscuro', 'Cambiar a modo oscuro', 'Cambiar a modo claro'],
    ['de', 'dunkler Modus bitte', 'Zum dunklen Modus wechseln', 'Zum hellen Modus wechseln'],
    ['de', 'add dark mode', 'Zum dunklen Modus wechseln', 'Zum hellen Modus wechseln'],
  ] as const)(
    '%s: dark-mode "%s"',
    async (language, message, toDark, toLight) => {
      const texts = await edit(language, message, [
        {
          act: async (page) => {
            await page.getByRole('button', { name: toDark }).click();
            expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true);
            await page.reload();
            await page.getByRole('button', { name: toLight }).waitFor();
            expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true);
            expect(await page.getByRole('button', { name: /Switch to/ }).count()).toBe(0);
          },
        },
      ]);
      expect(texts.join('\n')).not.toMatch(ENGLISH);
    },
    180_000,
  );
});
