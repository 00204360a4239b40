import { describe, it } from 'vitest';
import { checkLanding } from './testing/landing-languages';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page asked for in Spanish, French, German, Portuguese or Italian about a
 * creative studio (design, photography) or a school (languages, music, dance) is written in it: its
 * headline, its sections, its contact form, `<html lang>`, its 404 page; it builds, type-checks, works
 * and does not scroll sideways at 375 px.
 */
const rig = renderRig('kiln-offline-languages-landing-ce-');

describe.concurrent('a creative studio’s landing page in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una web para mi estudio de diseño en Valencia',
      'Trabajo cuidado para marcas con algo que contar',
      'Valencia',
    ],
    [
      'fr',
      'Un site pour mon studio de photographie à Lyon',
      'Un travail soigné pour les marques qui ont une histoire à raconter',
      'Lyon',
    ],
    [
      'de',
      'Eine Website für mein Fotostudio in Hamburg',
      'Sorgfältige Gestaltung für Marken mit Geschichte',
      'Hamburg',
    ],
    [
      'pt',
      'Um site para o meu estúdio de fotografia em Coimbra',
      'Trabalho cuidado para marcas com uma história para contar',
      'Coimbra',
    ],
    [
      'it',
      'Un sito per il mio studio di grafica a Milano',
      'Lavori curati per marchi con una storia da raccontare',
      'Milano',
    ],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, { kind: 'creative', lang, prompt, headline, place, price: /^450\s€$/ }),
    180_000,
  );
});

describe.concurrent('a school’s landing page in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una web para mi academia de inglés en Madrid',
      'Se aprende haciendo, con quien ya lo hace',
      'Madrid',
    ],
    [
      'fr',
      'Un site pour mon école de musique à Bordeaux',
      'Apprendre en pratiquant, avec ceux qui pratiquent',
      'Bordeaux',
    ],
    [
      'de',
      'Eine Website für meine Sprachschule in Köln',
      'Lernen durch Tun, mit Leuten aus der Praxis',
      'Köln',
    ],
    ['pt', 'Um site para a minha escola de línguas em Braga', 'Aprende-se fazendo, com quem já faz', 'Braga'],
    [
      'it',
      'Un sito per la mia scuola di danza a Torino',
      'Si impara facendo, con chi lo fa davvero',
      'Torino',
    ],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, { kind: 'education', lang, prompt, headline, place, price: /^690\s€$/ }),
    180_000,
  );
});
