import { describe, expect, it } from 'vitest';
import { pickRecipe } from '../app-spec';
import { firstPromptReply } from '../first-prompt';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { listingSchemaFor } from './listings-subjects';

describe('listings in the prompt’s language', () => {
  it.each([
    ['Crea un portal de empleo para desarrolladores', 'jobs'],
    ['Un site d’annonces immobilières pour des appartements à Lyon', 'homes'],
    ['Ein Immobilienportal für Wohnungen in Berlin', 'homes'],
    ['Uma bolsa de empregos para programadores em Lisboa', 'jobs'],
    ['Un sito di annunci di case in affitto a Milano', 'homes'],
    ['Una app de recetas para mi familia', 'recipes'],
    ['Une application de recettes pour ma famille', 'recipes'],
    ['Eine Rezepte-App für meine Familie', 'recipes'],
    ['Um site de receitas para a minha família', 'recipes'],
    ['Crea un sito di ricette per la mia famiglia', 'recipes'],
    ['Kleinanzeigen für gebrauchte Sachen in meiner Stadt', 'generic'],
    ['Anuncios de mascotas en adopción para nuestro refugio', 'pets'],
  ])('%s → a listings site of %s', (prompt, id) => {
    expect(pickRecipe(prompt)).toBe('listings');
    expect(listingSchemaFor(prompt).id).toBe(id);
  });

  it('gives every translated item every field, its own words, and filters with shared values', () => {
    for (const prompt of [
      'apartments',
      'jobs',
      'recipes',
      'used cars',
      'directory',
      'pets',
      'books',
      'courses',
      'furniture',
      'things',
    ]) {
      const english = listingSchemaFor(prompt);
      const englishTitles = english.items('Lisbon', 'EUR').map((item) => item.title);
      for (const language of PROMPT_LANGUAGE_IDS) {
        const schema = listingSchemaFor(prompt, language);
        expect(schema.id).toBe(english.id);
        expect(schema.fields.map((field) => field.key)).toEqual(english.fields.map((field) => field.key));
        expect(schema.fields.some((field, index) => field.label !== english.fields[index]?.label)).toBe(true);
        const items = schema.items('Lisboa', 'EUR');
        expect(items).toHaveLength(englishTitles.length);
        // Titles are the language's own, but for names (a car's model, "Middlemarch", a coworking space).
        if (!['cars', 'places'].includes(schema.id))
          expect(items.filter((item, index) => item.title !== englishTitles[index]).length).toBeGreaterThan(
            3,
          );
        for (const item of items) {
          expect(item.summary).toBeTruthy();
          for (const field of schema.fields) expect(item.values[field.key]).toBeTruthy();
        }
        for (const field of schema.fields.filter((field) => field.filter)) {
          const values = new Set(items.map((item) => item.values[field.key]));
          expect(values.size).toBeLessThan(items.length);
        }
      }
    }
  });

  it('formats salaries, ratings, distances and hours the language’s way', () => {
    const [job] = listingSchemaFor('jobs', 'de').items('Berlin', 'EUR');
    expect(job?.values.salary).toMatch(/^52\.000\s€ – 68\.000\s€ pro Jahr$/);
    const [thing] = listingSchemaFor('things', 'fr').items('', 'EUR');
    expect(thing?.values.rating).toBe('4,6 / 5');
    const [car] = listingSchemaFor('used cars', 'it').items('', 'EUR');
    expect(car?.values.mileage).toBe('58.000 km');
    const places = listingSchemaFor('coworking', 'es').items('', 'EUR');
    expect(places[0]?.values.hours).toBe('De 8:00 a 20:00');
    expect(places[4]?.values.hours).toBe('Abierto 24 horas');
  });

  it('writes the app in the prompt’s language, whatever its subject', () => {
    const homes = firstPromptReply('Je veux un site d’annonces immobilières pour des appartements à Lyon');
    expect(homes.text).toMatch(/^You wrote in French, so the app's text is in French/);
    const html = homes.calls.find((call) => (call.input as { path?: string }).path === 'index.html');
    expect(JSON.stringify(html?.input)).toContain('lang=\\"fr\\"');

    const pets = firstPromptReply(
      'Anuncios de mascotas en adopción para nuestro refugio, con fotos y filtros',
    );
    expect(pets.text).toMatch(/^You wrote in Spanish, so the app's text is in Spanish/);
    const lib = pets.calls.find((call) => (call.input as { path?: string }).path === 'src/lib/listings.ts');
    expect(JSON.stringify(lib?.input)).toContain('Solicitar la adopción');
  });
});
