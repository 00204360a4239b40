import { describe, it } from 'vitest';
import { checkLanding } from './testing/landing-languages';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page asked for in Spanish, French, German, Portuguese or Italian about a
 * wellness subject (a yoga studio, a gym, a physiotherapy practice) or a service (a law firm, an agency,
 * a trade) is written in that language: its headline, its sections, its prices, its contact form,
 * `<html lang>`, its 404 page; it builds, type-checks, works and fits a 375 px screen.
 */
const rig = renderRig('kiln-offline-languages-landing-ws-');

describe.concurrent('a wellness landing page in the language of the prompt', () => {
  it.each([
    ['es', 'Una web para mi estudio de yoga en Valencia', 'Más fuerza, más calma, más tú', 'Valencia'],
    [
      'fr',
      'Un site pour mon studio de pilates à Lyon',
      'Plus de force, plus de calme, plus vous-même',
      'Lyon',
    ],
    [
      'de',
      'Eine Website für meine Physiotherapie-Praxis in Köln',
      'Mehr Kraft, mehr Ruhe, mehr Lebensfreude',
      'Köln',
    ],
    [
      'pt',
      'Uma página inicial para o meu ginásio em Braga',
      'Mais força, mais calma, mais bem-estar',
      'Braga',
    ],
    ['it', 'Un sito per il mio centro benessere a Firenze', 'Più forza, più calma, più benessere', 'Firenze'],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, { kind: 'wellness', lang, prompt, headline, place, price: /^119\s€$/ }),
    180_000,
  );
});

describe.concurrent('a services landing page in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una página web para mi empresa de fontanería en Zaragoza',
      'Profesionales de verdad, sin rodeos',
      'Zaragoza',
    ],
    ['fr', 'Un site pour mon cabinet d’avocats', 'Des experts à votre écoute, sans détours', null],
    ['de', 'Eine Website für meine Steuerberatung in Hamburg', 'Fachkundige Hilfe, ohne Umwege', 'Hamburg'],
    ['pt', 'Um site para a minha agência de marketing', 'Ajuda especializada, sem rodeios', null],
    [
      'it',
      'Una pagina principale per la mia agenzia immobiliare a Torino',
      'Professionisti veri, senza giri di parole',
      'Torino',
    ],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, { kind: 'services', lang, prompt, headline, place, price: /^490\s€$/ }),
    180_000,
  );
});
