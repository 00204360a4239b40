import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { defaultNamesFor, recipeContext } from '../recipes';
import { copyFor } from '.';

describe('a shop’s or a travel company’s landing page in the prompt’s language', () => {
  it.each([
    ['es', 'una landing page para mi tienda de ropa', 'retail'],
    ['fr', 'une page d’accueil pour ma boutique de bijoux', 'retail'],
    ['de', 'Eine Landingpage für meinen Blumenladen in Köln', 'retail'],
    ['pt', 'Uma landing page para a minha loja de roupa em Lisboa', 'retail'],
    ['it', 'Una landing page per il mio negozio di scarpe a Milano', 'retail'],
    ['es', 'Una landing page para mi agencia de viajes en Valencia', 'travel'],
    ['fr', 'Une page d’accueil pour mon hôtel à Annecy', 'travel'],
    ['de', 'eine Website für mein Hotel am See', 'travel'],
    ['pt', 'um site para a minha agência de viagens', 'travel'],
    ['it', 'un sito per il mio B&B in Toscana', 'travel'],
  ])('%s: “%s” is a landing page about %s, written in the language', (language, prompt, domain) => {
    const spec = extractSpec(prompt, defaultNamesFor);
    expect(spec).toMatchObject({ recipe: 'landing', domain });
    // "…Hotel am See": "See" is a lake, not the hotel's name.
    expect(defaultNamesFor('landing')).toContain(spec.name);
    const context = recipeContext(spec);
    expect(context.language).toBe(language);
    expect(context.copyContext.currency).toBe('EUR');
    expect(context.copy.headline).not.toBe(copyFor(domain as 'retail', context.copyContext).headline);
  });

  it('reads well with and without a place, and sells plants to a plant shop', () => {
    for (const language of ['es', 'fr', 'de', 'pt', 'it'] as const) {
      for (const place of [null, 'Lisboa']) {
        const context = { name: 'Lumen', place, topic: '', currency: 'EUR' as const };
        for (const domain of ['retail', 'travel'] as const) {
          const copy = copyFor(domain, context, language);
          expect(JSON.stringify(copy)).not.toMatch(/\bnull\b|undefined|\$| ,| \./);
          expect(copy.products.length).toBeGreaterThan(4);
        }
      }
      const plants = copyFor(
        'retail',
        { name: 'Verde', place: null, topic: 'plantas', currency: 'EUR' },
        language,
      );
      expect(plants.products[0]?.name).toBe('Monstera deliciosa');
    }
  });
});
