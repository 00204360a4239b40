import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { assembleApp, defaultNamesFor } from '.';
import { STORE_COPY } from './store-copy';

function store(prompt: string) {
  const spec = extractSpec(prompt, defaultNamesFor);
  const app = assembleApp(spec);
  const file = (path: string) => app.files.find((item) => item.path === path)?.content ?? '';
  return { spec, app, file };
}

describe('the online store in the language of the prompt', () => {
  it.each([
    ['es', 'Una tienda online para mi panadería', 'es-ES'],
    ['fr', 'Une boutique en ligne pour ma boulangerie', 'fr-FR'],
    ['de', 'Ein Onlineshop für meine Bäckerei', 'de-DE'],
    ['pt', 'Uma loja online para a minha padaria', 'pt-PT'],
    ['it', 'Un negozio online per il mio software', 'it-IT'],
  ] as const)('%s: %s', (language, prompt, locale) => {
    const { spec, app, file } = store(prompt);
    expect(spec.recipe).toBe('store');
    expect(app.language).toBe(language);
    // Prices, totals and counts through Intl in the language's locale, in euros.
    expect(file('src/lib/products.ts')).toContain(`export const LOCALE = '${locale}';`);
    expect(file('src/lib/products.ts')).toContain(`export const CURRENCY = 'EUR';`);
    expect(file('src/pages/Checkout.tsx')).toContain(STORE_COPY[language].checkout.place);
    expect(file('src/components/store/cart-sheet.tsx')).not.toContain('Your cart');
  });

  it('stays English for an English prompt', () => {
    expect(store('An online store for my bakery').app.language).toBe('en');
    expect(store('An online store for my bakery').file('src/lib/products.ts')).toContain(
      "export const LOCALE = 'en-US';",
    );
  });

  it('every language says the same things', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' ? keys(inner).map((sub) => `${key}.${sub}`) : [key],
      );
    for (const copy of Object.values(STORE_COPY)) expect(keys(copy)).toEqual(keys(STORE_COPY.en));
  });
});
