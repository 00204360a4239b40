import { describe, expect, it } from 'vitest';
import { pickRecipe } from '../app-spec';
import { firstPromptReply } from '../first-prompt';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { listingLanguages, listingSchemaFor } from './listings-subjects';

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

  it('writes homes, jobs, recipes and things for sale in every language, other subjects in English', () => {
    for (const prompt of ['pisos en alquiler', 'offres d’emploi', 'Rezepte', 'anúncios'])
      expect(listingLanguages(prompt)).toEqual(PROMPT_LANGUAGE_IDS);
    for (const prompt of ['mascotas', 'livres', 'Möbel', 'cursos', 'voitures', 'coworking'])
      expect(listingLanguages(prompt)).toEqual([]);
  });

  it('gives every translated item every field, its own words, and filters with shared values', () => {
    for (const prompt of ['apartments', 'jobs', 'recipes', 'things']) {
      const english = listingSchemaFor(prompt);
      const englishTitles = english.items('Lisbon', 'EUR').map((item) => item.title);
      for (const language of PROMPT_LANGUAGE_IDS) {
        const schema = listingSchemaFor(prompt, language);
        expect(schema.id).toBe(english.id);
        expect(schema.fields.map((field) => field.key)).toEqual(english.fields.map((field) => field.key));
        expect(schema.fields.some((field, index) => field.label !== english.fields[index]?.label)).toBe(true);
        const items = schema.items('Lisboa', 'EUR');
        expect(items).toHaveLength(englishTitles.length);
        for (const [index, item] of items.entries()) {
          expect(item.title).not.toBe(englishTitles[index]);
          for (const field of schema.fields) expect(item.values[field.key]).toBeTruthy();
        }
        for (const field of schema.fields.filter((field) => field.filter)) {
          const values = new Set(items.map((item) => item.values[field.key]));
          expect(values.size).toBeLessThan(items.length);
        }
      }
    }
  });

  it('formats salaries and ratings the language’s way', () => {
    const [job] = listingSchemaFor('jobs', 'de').items('Berlin', 'EUR');
    expect(job?.values.salary).toMatch(/^52\.000\s€ – 68\.000\s€ pro Jahr$/);
    const [thing] = listingSchemaFor('things', 'fr').items('', 'EUR');
    expect(thing?.values.rating).toBe('4,6 / 5');
  });

  it('writes the app in the prompt’s language, or says the subject is in English only', () => {
    const homes = firstPromptReply('Je veux un site d’annonces immobilières pour des appartements à Lyon');
    expect(homes.text).toMatch(/^You wrote in French, so the app's text is in French/);
    const html = homes.calls.find((call) => (call.input as { path?: string }).path === 'index.html');
    expect(JSON.stringify(html?.input)).toContain('lang=\\"fr\\"');

    const pets = firstPromptReply(
      'Anuncios de mascotas en adopción para nuestro refugio, con fotos y filtros',
    );
    expect(pets.text).toMatch(
      /^You wrote in Spanish, but the built-in offline model writes a listings site about this subject in English only \(its .*listings site of homes, jobs, recipes or things for sale in Spanish too\)/,
    );
  });
});
