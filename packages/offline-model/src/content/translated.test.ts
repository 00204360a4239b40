import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { extractForeignPlace } from '../app-spec-foreign';
import { defaultNamesFor, recipeContext } from '../recipes';
import { copyFor, currencyFor, domainLanguages, money } from '.';

describe('a subject’s copy in the prompt’s language', () => {
  it.each([
    ['es', 'Una página para mi panadería en Sevilla', 'Sevilla', 'Panadería Sevilla'],
    ['fr', 'Un site pour ma boulangerie à Lyon', 'Lyon', 'Boulangerie Lyon'],
    ['de', 'Eine Landingpage für meine Bäckerei in München', 'München', 'Bäckerei München'],
    ['pt', 'Uma página para a minha padaria em Lisboa', 'Lisboa', 'Padaria Lisboa'],
    ['it', 'Una landing page per la mia panetteria a Bologna', 'Bologna', 'Panetteria Bologna'],
  ])('%s: a bakery is a landing page about food, in its place, in euros', (language, prompt, place, name) => {
    const spec = extractSpec(prompt, defaultNamesFor);
    // "…en Sevilla" ends in a place, not a name: the bakery is named after its place.
    expect(spec).toMatchObject({ recipe: 'landing', domain: 'food', place, name });
    const context = recipeContext(spec);
    expect(context.language).toBe(language);
    expect(context.copyContext.currency).toBe('EUR');
    expect(context.copy.heroBadge).toContain(place);
    expect(context.copy.tiers[1].price).toBe(money(29, 'EUR', language as 'es'));
  });

  it.each([
    ['es', 'Una landing page para mi startup SaaS de facturación'],
    ['fr', 'Une page d’accueil pour mon logiciel SaaS de gestion de projets'],
    ['de', 'Eine Landingpage für unsere SaaS-App zur Zeiterfassung'],
    ['pt', 'Uma landing page para a minha aplicação SaaS de faturação'],
    ['it', 'Una landing page per il mio software SaaS di fatturazione'],
  ])('%s: a SaaS is a landing page about tech, written in the language', (language, prompt) => {
    const spec = extractSpec(prompt, defaultNamesFor);
    expect(spec).toMatchObject({ recipe: 'landing', domain: 'tech' });
    // "…zur Zeiterfassung", "…de facturación": no name there.
    expect(defaultNamesFor('landing')).toContain(spec.name);
    expect(recipeContext(spec).language).toBe(language);
  });

  it('writes every subject’s copy in the languages (a restaurant’s too: see translated-restaurant.test.ts)', () => {
    expect(domainLanguages('food')).toEqual(['es', 'fr', 'de', 'pt', 'it']);
    expect(domainLanguages('tech')).toEqual(['es', 'fr', 'de', 'pt', 'it']);
    expect(domainLanguages('travel')).toEqual(['es', 'fr', 'de', 'pt', 'it']);
    expect(domainLanguages('services')).toEqual(['es', 'fr', 'de', 'pt', 'it']);
  });

  it('reads well without a place', () => {
    const context = { name: 'Lumen', place: null, topic: '', currency: 'EUR' as const };
    for (const language of ['es', 'fr', 'de', 'pt', 'it'] as const) {
      const copy = copyFor('food', context, language);
      expect(copy.lede).not.toMatch(/null|undefined| ,| \./);
      expect(copy.contact.address).not.toMatch(/,\s*$/);
      expect(copyFor('tech', context, language).headline).not.toBe(copyFor('tech', context).headline);
    }
  });
});

describe('prices and places in the prompt’s language', () => {
  it('writes prices the language’s way, and English ones as before', () => {
    expect(money(29, 'EUR')).toBe('€29');
    expect(money(29, 'USD', 'en')).toBe('$29');
    expect(money(29, 'EUR', 'de')).toBe('29\u00a0€');
    expect(money(29, 'EUR', 'es')).toBe('29\u00a0€');
    expect(money(3.5, 'EUR', 'it')).toBe('3,50\u00a0€');
    expect(money(12, 'EUR', 'fr')).toMatch(/^12\s€$/);
    expect(money(12, 'EUR', 'pt')).toMatch(/^12\s€$/);
  });

  it('prices in euros in the prompt’s language unless the place says otherwise', () => {
    expect(currencyFor('una panadería', 'es')).toBe('EUR');
    expect(currencyFor('Sevilla')).toBe('EUR');
    expect(currencyFor('London', 'es')).toBe('GBP');
    expect(currencyFor('a bakery')).toBe('USD');
  });

  it('finds a place after the other languages’ prepositions', () => {
    expect(extractForeignPlace('mi panadería en Sevilla')).toBe('Sevilla');
    expect(extractForeignPlace('ma boulangerie à Lyon')).toBe('Lyon');
    expect(extractForeignPlace('a minha padaria em Lisboa')).toBe('Lisboa');
    expect(extractForeignPlace('la mia panetteria a Bologna')).toBe('Bologna');
    expect(extractForeignPlace('una página para mi panadería')).toBeNull();
  });
});
