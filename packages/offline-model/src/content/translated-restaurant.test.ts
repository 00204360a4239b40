import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { defaultNamesFor, recipeContext } from '../recipes';
import { copyFor, money } from '.';
import { isBakeryOrCafe } from './food';
import { restaurantCopy } from './restaurant-copy';

/** Words of the English restaurant copy that must not be left in another language's. */
const ENGLISH =
  /\b(?:Now taking bookings|Seasonal cooking|Book a table|See the menu|Lunch set|Tasting menu|Private dining|Enquire|Your table is waiting|News from the kitchen|Settle in|Enjoy|walk-ins|car park|Days a week|Seats)\b|\/person\b/;

describe('a restaurant’s copy in the prompt’s language', () => {
  it.each([
    ['es', 'Una landing page para mi restaurante en Sevilla', 'Cocina de temporada, servida con mimo'],
    ['fr', 'Une page d’accueil pour mon restaurant à Lyon', 'Une cuisine de saison, servie avec soin'],
    ['de', 'Eine Landingpage für unser Restaurant in München', 'Saisonal gekocht, mit Sorgfalt serviert'],
    ['pt', 'Uma landing page para o meu restaurante em Lisboa', 'Cozinha da época, servida com cuidado'],
    ['it', 'Una landing page per il mio ristorante a Bologna', 'Cucina di stagione, servita con cura'],
  ])(
    '%s: a restaurant’s landing page is about food, written in the language',
    (language, prompt, headline) => {
      const spec = extractSpec(prompt, defaultNamesFor);
      expect(spec).toMatchObject({ recipe: 'landing', domain: 'food' });
      const { copy, language: written } = recipeContext(spec);
      expect(written).toBe(language);
      expect(copy.headline).toBe(headline);
      expect(copy.tiers[1]).toMatchObject({ price: money(68, 'EUR', language as 'es'), isFeatured: true });
      expect(copy.contact.hours).not.toMatch(/7:00|7 h/);
      const text = JSON.stringify({ ...copy, products: [], posts: [] });
      expect(text).not.toMatch(ENGLISH);
      // As many features, steps, reviews, offers, questions and figures as the English copy.
      const english = { ...copy, ...restaurantCopy({ name: 'X', place: null, topic: 'x', currency: 'EUR' }) };
      for (const key of ['features', 'steps', 'testimonials', 'tiers', 'faqs', 'stats', 'gallery'] as const)
        expect(copy[key]).toHaveLength(english[key].length);
    },
  );

  it('keeps a bakery’s and a café’s copy for them, and a restaurant’s for a restaurant', () => {
    const context = { name: 'Lumen', place: null, topic: '', currency: 'EUR' as const };
    expect(isBakeryOrCafe({ ...context, prompt: 'Una página para mi panadería' })).toBe(true);
    expect(isBakeryOrCafe({ ...context, prompt: 'Eine Website für mein Café' })).toBe(true);
    expect(isBakeryOrCafe({ ...context, prompt: 'Una página para mi restaurante' })).toBe(false);
    expect(isBakeryOrCafe({ ...context, prompt: 'Un site pour ma brasserie' })).toBe(false);
    // No prompt and no topic: the bakery's, as in English.
    expect(isBakeryOrCafe(context)).toBe(true);
    expect(copyFor('food', { ...context, prompt: 'Una web para mi restaurante' }, 'es').headline).toBe(
      'Cocina de temporada, servida con mimo',
    );
    expect(copyFor('food', { ...context, prompt: 'Una web para mi panadería' }, 'es').headline).toBe(
      'Hecho a mano, cada mañana',
    );
  });

  it('reads well without a place', () => {
    const context = {
      name: 'Lumen',
      place: null,
      topic: '',
      currency: 'EUR' as const,
      prompt: 'restaurante',
    };
    for (const language of ['es', 'fr', 'de', 'pt', 'it'] as const) {
      const copy = copyFor('food', context, language);
      expect(copy.lede).not.toMatch(/null|undefined| ,| \./);
      expect(copy.contact.address).not.toMatch(/,\s*$/);
    }
  });
});
