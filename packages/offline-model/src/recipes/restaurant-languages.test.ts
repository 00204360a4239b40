import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { BAKERY } from '../content/cuisines/bakery';
import { BISTRO } from '../content/cuisines/bistro';
import { ITALIAN } from '../content/cuisines/italian';
import { JAPANESE } from '../content/cuisines/japanese';
import { MENUS_DE } from '../content/cuisines/menus-de';
import { MENUS_ES } from '../content/cuisines/menus-es';
import { MENUS_FR } from '../content/cuisines/menus-fr';
import { MENUS_IT } from '../content/cuisines/menus-it';
import { MENUS_PT } from '../content/cuisines/menus-pt';
import { translateCuisine } from '../content/menus';
import { placeIn } from '../content/places';
import { assembleApp, defaultNamesFor, recipeContext } from './index';
import { openingHours } from './restaurant-words';

const MENUS = { es: MENUS_ES, fr: MENUS_FR, de: MENUS_DE, pt: MENUS_PT, it: MENUS_IT };

describe('the restaurant in the prompt languages', () => {
  it.each(Object.entries(MENUS))(
    '%s: every translated cuisine has all its categories, dishes and labels',
    (_, menus) => {
      for (const cuisine of [BISTRO, ITALIAN, JAPANESE, BAKERY]) {
        const t = menus.cuisines[cuisine.id];
        expect(t, cuisine.id).toBeDefined();
        expect(t?.categories).toHaveLength(cuisine.categories.length);
        expect(t?.dishes).toHaveLength(cuisine.categories.flatMap((category) => category.dishes).length);
        const translated = translateCuisine(cuisine, menus);
        const tags = translated?.categories.flatMap((c) => c.dishes.flatMap((dish) => dish.tags ?? [])) ?? [];
        expect(tags.filter((tag) => /^(?:Vegetarian|Vegan option)$/.test(tag))).toEqual([]);
        // The signature dishes are found on the translated menu.
        const names = translated?.categories.flatMap((c) => c.dishes.map((dish) => dish.name)) ?? [];
        for (const name of translated?.signature ?? []) expect(names).toContain(name);
        // Every dish is written in the language, not left as the English one.
        const english = cuisine.categories.flatMap((c) => c.dishes.map((dish) => dish.description));
        for (const dish of translated?.categories.flatMap((c) => c.dishes) ?? [])
          expect(english).not.toContain(dish.description);
      }
    },
  );

  it('writes the opening hours with Intl’s weekday names', () => {
    expect(openingHours('es')).toMatch(/^De martes a domingo/);
    expect(openingHours('fr')).toMatch(/^Du mardi au dimanche/);
    expect(openingHours('de')).toMatch(/^Dienstag bis Sonntag/);
    expect(openingHours('pt')).toMatch(/^De terça-feira a domingo/);
    expect(openingHours('it')).toMatch(/^Dal martedì alla domenica/);
    expect(openingHours('en')).toBe('Tue–Sun, 12–3 pm & 6–11 pm');
  });

  it.each([
    ['Una web para mi restaurante en Sevilla', 'es'],
    ['Un site pour ma brasserie à Lyon', 'fr'],
    ['Eine Website für unser Gasthaus in München', 'de'],
    ['Um site para a minha tasca em Lisboa', 'pt'],
    ['Un sito per la mia trattoria a Bologna', 'it'],
    ['Una web para mi pizzería en Madrid', 'es'],
  ])('%s: a restaurant written in %s, prices in euros the language’s way', (prompt, language) => {
    const spec = extractSpec(prompt, defaultNamesFor);
    expect(spec.recipe).toBe('restaurant');
    expect(recipeContext(spec).language).toBe(language);
    const menu = assembleApp(spec).files.find((file) => file.path === 'src/lib/menu.ts')?.content ?? '';
    expect(menu).toContain("export const CURRENCY = 'EUR'");
    expect(menu).toContain('minimumFractionDigits: digits');
  });

  it('writes a café’s menu in the language, with a café’s copy, and its map in the language', () => {
    const spec = extractSpec(
      'Eine Website für mein Café in Berlin mit Speisekarte und Reservierung',
      defaultNamesFor,
    );
    expect(spec.recipe).toBe('restaurant');
    expect(recipeContext(spec).language).toBe('de');
    const app = assembleApp(spec);
    const file = (path: string) => app.files.find((f) => f.path === path)?.content ?? '';
    expect(file('src/lib/menu.ts')).toContain("'Buttercroissant'");
    expect(file('src/lib/menu.ts')).not.toContain('Butter croissant');
    expect(file('src/components/restaurant/restaurant-hero.tsx')).toContain('Bäckerei und Café in Berlin');
    expect(file('src/components/sections/find-us.tsx')).toContain("regionLabel={'Karte: ");
    expect(file('src/components/map/map-view.tsx')).toContain('export function MapView');
    expect(app.plan.highlights[0]).toContain('a map to find you');
    expect(app.plan.highlights.join(' ')).not.toContain('English');
  });

  it('puts the map in the visit section in every language, at the place as the language writes it', () => {
    const spec = extractSpec('Una web para mi restaurante en Sevilla', defaultNamesFor);
    const findUs = assembleApp(spec).files.find((f) => f.path === 'src/components/sections/find-us.tsx');
    expect(findUs?.content).toContain(`regionLabel={'Mapa de ${spec.name}, Sevilla'}`);
    expect(findUs?.content).toContain('center={[-5.9845, 37.3891]}');
    expect(findUs?.content).toContain('Dónde estamos');
    expect(placeIn('unser Café in Munchen')?.name).toBe('München');
  });

  it('keeps the signature dishes on the menu, with their prices (a café’s too)', () => {
    for (const cuisine of [BISTRO, ITALIAN, JAPANESE, BAKERY]) {
      const names = cuisine.categories.flatMap((c) => c.dishes.map((dish) => dish.name));
      for (const name of cuisine.signature) expect(names).toContain(name);
    }
  });
});
