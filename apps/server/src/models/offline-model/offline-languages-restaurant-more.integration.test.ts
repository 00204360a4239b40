import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { checkLanding, type Lang } from './testing/landing-languages';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a restaurant's landing page asked for in Spanish, French, German, Portuguese or Italian
 * is written in it (not only a bakery's); a café's website has its menu in the language; a
 * restaurant's website keeps its map in every language, named in it.
 */
const rig = renderRig('kiln-offline-languages-restaurant-more-');

/** English of the restaurant copy (content/restaurant-copy.ts) that must not be left in another language. */
const ENGLISH_COPY =
  /\b(?:Now taking bookings|Seasonal cooking|Book a table|See the menu|Lunch set|Tasting menu|Private dining|Enquire|Your table is waiting|News from the kitchen|Settle in|Market-led menu|Made in house|Every diet welcome|Lunch and dinner|Days a week|Average rating)\b|\/person\b/;

/** The generated page's own files: its sections and pages (the template's components are not copy). */
async function generatedText(dir: string): Promise<string> {
  const texts: string[] = [];
  for (const folder of ['src/components/sections', 'src/pages']) {
    for (const file of await readdir(path.join(dir, folder))) {
      texts.push(await readFile(path.join(dir, folder, file), 'utf8'));
    }
  }
  return texts.join('\n');
}

describe('a restaurant’s landing page in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una landing page para mi restaurante en Sevilla',
      'Cocina de temporada, servida con mimo',
      'Sevilla',
    ],
    [
      'fr',
      'Une page d’accueil pour mon restaurant à Lyon',
      'Une cuisine de saison, servie avec soin',
      'Lyon',
    ],
    [
      'de',
      'Eine Landingpage für unser Restaurant in München',
      'Saisonal gekocht, mit Sorgfalt serviert',
      'München',
    ],
    [
      'pt',
      'Uma landing page para o meu restaurante em Lisboa',
      'Cozinha da época, servida com cuidado',
      'Lisboa',
    ],
    [
      'it',
      'Una landing page per il mio ristorante a Bologna',
      'Cucina di stagione, servita con cura',
      'Bologna',
    ],
  ] as const)(
    '%s: %s',
    async (lang, prompt, headline, place) => {
      await checkLanding(rig, { kind: 'restaurant', lang, prompt, headline, place, price: /^68\s€$/ });
      const text = await generatedText(path.join(rig.root, `restaurant-${lang}`));
      expect(text).not.toMatch(ENGLISH_COPY);
    },
    180_000,
  );
});

type SiteCase = {
  lang: Lang;
  prompt: string;
  /** The visit section's title and the map's screen-reader name. */
  findUs: string;
  map: RegExp;
  /** MapLibre's zoom-in button. */
  zoomIn: string;
  /** A menu tab, a dish on it and its price the language's way. */
  tab: string;
  dish: string;
  price: RegExp;
};

/** What a café's menu would show if it were left in English. */
const ENGLISH_MENU =
  /\b(?:Breakfast|Lunch|Sweet|Drinks|Butter croissant|Sourdough toast|Soup of the day|Lemon tart|Filter coffee|Fresh orange juice|Vegetarian|Vegan option|Find us)\b/;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

async function checkSite({ lang, prompt, findUs, map, zoomIn, tab, dish, price }: SiteCase, kind: string) {
  const dir = await copyProject(path.join(rig.root, `${kind}-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  await verify(rig.builder, rig.browser, dir, [
    {
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-restaurant-${kind}-${lang}.png`,
      act: async (page) => {
        expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
        await page.getByRole('heading', { name: findUs }).waitFor();
        const region = page.getByRole('region', { name: map });
        await region.waitFor();
        await region.scrollIntoViewIfNeeded();
        // MapLibre's zoom buttons speak the language too (where the browser can draw the map).
        await expect.poll(() => region.getAttribute('data-state')).not.toBe('loading');
        if ((await region.getAttribute('data-state')) === 'ready')
          await region.getByRole('button', { name: zoomIn }).waitFor();
        expect(await page.locator('body').textContent()).not.toMatch(ENGLISH_MENU);
      },
    },
    {
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-restaurant-${kind}-${lang}-375.png`,
      act: async (page) => {
        await page.getByRole('region', { name: map }).waitFor();
        await expectNoHorizontalScroll(page);
      },
    },
    {
      path: '/menu',
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-restaurant-${kind}-${lang}-menu-375.png`,
      act: async (page) => {
        await page.getByRole('tab', { name: tab }).click();
        const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dish }) });
        await item.getByText(price).waitFor();
        expect(await page.locator('body').textContent()).not.toMatch(ENGLISH_MENU);
        await expectNoHorizontalScroll(page);
      },
    },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

// One at a time: concurrent builds overran the builder's timeout on a shared two-core machine.
describe('a café’s website in the language of the prompt: its menu and its map', () => {
  it.each([
    {
      lang: 'de',
      prompt: 'Eine Website für mein Café in Berlin mit Speisekarte und Reservierung',
      findUs: 'So finden Sie uns',
      map: /^Karte: .+, Berlin$/,
      zoomIn: 'Vergrößern',
      tab: 'Frühstück',
      dish: 'Buttercroissant',
      price: /^3,50\s€$/,
    },
    {
      lang: 'pt',
      prompt: 'Um site para o meu café em Lisboa com a ementa',
      findUs: 'Onde estamos',
      map: /^Mapa de .+, Lisboa$/,
      zoomIn: 'Aproximar',
      tab: 'Doces',
      dish: 'Tarte de limão',
      price: /^5,50\s€$/,
    },
  ] satisfies SiteCase[])('$lang: $prompt', (c) => checkSite(c, 'cafe'), 180_000);
});

describe('a restaurant’s map in the language of the prompt', () => {
  it(
    'es: the visit section’s map is named in Spanish, at the place',
    () =>
      checkSite(
        {
          lang: 'es',
          prompt: 'Una web para mi restaurante en Sevilla',
          findUs: 'Dónde estamos',
          map: /^Mapa de La Brasa, Sevilla$/,
          zoomIn: 'Acercar',
          tab: 'Principales',
          dish: 'Pollo asado',
          price: /^22\s€$/,
        },
        'map',
      ),
    180_000,
  );
});
