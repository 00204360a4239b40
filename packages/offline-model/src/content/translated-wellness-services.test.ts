import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { defaultNamesFor, recipeContext } from '../recipes';
import { copyFor, domainLanguages, money } from '.';

describe('a wellness or services subject in the prompt’s language', () => {
  it.each([
    ['es', 'Una web para mi estudio de yoga en Valencia', 'wellness'],
    ['es', 'Una página de inicio para mi gimnasio en Madrid', 'wellness'],
    ['es', 'Una web para mi clínica de fisioterapia', 'wellness'],
    ['fr', 'Un site pour mon cabinet de kiné à Nantes', 'wellness'],
    ['fr', 'Un site pour mon centre de bien-être', 'wellness'],
    ['de', 'Eine Website für meine Physiotherapie-Praxis in Köln', 'wellness'],
    ['de', 'Eine Website für mein Fitnessstudio in Berlin', 'wellness'],
    ['pt', 'Uma página inicial para o meu ginásio em Braga', 'wellness'],
    ['it', 'Un sito per il mio centro benessere a Firenze', 'wellness'],
    ['it', 'Una pagina principale per la mia palestra a Roma', 'wellness'],
    ['es', 'Una web para mi gestoría en Valencia', 'services'],
    ['es', 'Una página web para mi empresa de fontanería en Zaragoza', 'services'],
    ['fr', 'Un site pour mon cabinet d’avocats', 'services'],
    ['fr', 'Un site pour mon entreprise de nettoyage à Lille', 'services'],
    ['de', 'Eine Website für meine Steuerberatung in Hamburg', 'services'],
    ['de', 'Eine Website für unsere Anwaltskanzlei', 'services'],
    ['pt', 'Um site para a minha agência de marketing', 'services'],
    ['pt', 'Um site para o meu escritório de advogados em Coimbra', 'services'],
    ['it', 'Una pagina principale per la mia agenzia immobiliare a Torino', 'services'],
    ['it', 'Un sito per la mia impresa di pulizie a Torino', 'services'],
  ])('%s: %s is a landing page about %s, written in the language', (language, prompt, domain) => {
    const spec = extractSpec(prompt, defaultNamesFor);
    expect(spec).toMatchObject({ recipe: 'landing', domain });
    const context = recipeContext(spec);
    expect(context.language).toBe(language);
    expect(context.copy.headline).not.toBe(copyFor(spec.domain, context.copyContext).headline);
    expect(context.copy.tiers[1].price).toBe(
      money(domain === 'wellness' ? 119 : 490, 'EUR', language as 'es'),
    );
  });

  it('is written in all five languages, and reads well without a place', () => {
    expect(domainLanguages('wellness')).toEqual(['es', 'fr', 'de', 'pt', 'it']);
    expect(domainLanguages('services')).toEqual(['es', 'fr', 'de', 'pt', 'it']);
    const context = { name: 'Lumen', place: null, topic: '', currency: 'EUR' as const };
    for (const language of ['es', 'fr', 'de', 'pt', 'it'] as const) {
      for (const domain of ['wellness', 'services'] as const) {
        const copy = copyFor(domain, context, language);
        expect(copy.lede).not.toMatch(/null|undefined| ,| \./);
        expect(copy.heroBadge).not.toMatch(/null|undefined/);
        expect(copy.contact.address).not.toMatch(/,\s*$/);
        // (German says "bei null angefangen": only undefined is a mistake here.)
        expect(copy.faqs.map((faq) => faq.answer).join(' ')).not.toMatch(/undefined/);
      }
    }
  });

  it('keeps English prompts about these subjects in English', () => {
    for (const prompt of ['A landing page for my yoga studio in Lisbon', 'A website for my law firm']) {
      expect(recipeContext(extractSpec(prompt, defaultNamesFor)).language).toBe('en');
    }
  });
});
