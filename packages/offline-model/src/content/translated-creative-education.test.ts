import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { defaultNamesFor, recipeContext } from '../recipes';
import { copyFor, domainLanguages } from '.';

describe('a creative studio’s and a school’s copy in the prompt’s language', () => {
  it.each([
    ['es', 'creative', 'una web para mi estudio de diseño'],
    ['fr', 'creative', 'Un site pour mon studio de photographie à Lyon'],
    ['de', 'creative', 'Eine Website für mein Fotostudio in Hamburg'],
    ['pt', 'creative', 'um site para o meu estúdio de fotografia'],
    ['it', 'creative', 'Un sito per il mio studio di grafica a Milano'],
    ['es', 'education', 'Una web para mi academia de inglés en Madrid'],
    ['fr', 'education', 'un site pour mon école de musique'],
    ['de', 'education', 'eine Website für meine Sprachschule'],
    ['pt', 'education', 'Um site para a minha escola de línguas em Braga'],
    ['it', 'education', 'un sito per la mia scuola di danza'],
  ])('%s: %s is a landing page about %s, written in the language', (language, domain, prompt) => {
    const spec = extractSpec(prompt, defaultNamesFor);
    expect(spec).toMatchObject({ recipe: 'landing', domain });
    const context = recipeContext(spec);
    expect(context.language).toBe(language);
    expect(context.copy.headline).not.toBe(copyFor(spec.domain, context.copyContext).headline);
  });

  it('keeps English prompts in English', () => {
    const spec = extractSpec('A website for my design studio', defaultNamesFor);
    expect(spec.domain).toBe('creative');
    expect(recipeContext(spec).language).toBe('en');
  });

  it('is written in all five languages and reads well without a place', () => {
    const context = { name: 'Lumen', place: null, topic: '', currency: 'EUR' as const };
    for (const domain of ['creative', 'education'] as const) {
      expect(domainLanguages(domain)).toEqual(['es', 'fr', 'de', 'pt', 'it']);
      for (const language of ['es', 'fr', 'de', 'pt', 'it'] as const) {
        const copy = copyFor(domain, context, language);
        expect(copy.lede).not.toMatch(/null|undefined| ,| \./);
        expect(copy.contact.address).not.toMatch(/,\s*$/);
        expect(copy.tiers[1].price).toMatch(/^\d[\d\s.]*\s€$/);
      }
    }
  });
});
