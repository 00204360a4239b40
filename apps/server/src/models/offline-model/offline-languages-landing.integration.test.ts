import { describe, it } from 'vitest';
import { checkLanding } from './testing/landing-languages';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page asked for in Spanish, French, German, Portuguese or Italian, about a
 * subject whose copy is written in that language (a bakery, a SaaS), is written in it: its headline,
 * its sections, its contact form, `<html lang>`, its 404 page; it builds, type-checks and works.
 */
const rig = renderRig('kiln-offline-languages-landing-');

describe.concurrent('a bakery’s landing page in the language of the prompt', () => {
  it.each([
    ['es', 'Una página para mi panadería en Sevilla', 'Hecho a mano, cada mañana', 'Sevilla'],
    ['fr', 'Un site pour ma boulangerie à Lyon', 'Tout est fait maison, chaque matin', 'Lyon'],
    [
      'de',
      'Eine Landingpage für meine Bäckerei in München',
      'Jeden Morgen frisch von Hand gemacht',
      'München',
    ],
    ['pt', 'Uma página para a minha padaria em Lisboa', 'Feito à mão, todas as manhãs', 'Lisboa'],
    ['it', 'Una landing page per la mia panetteria a Bologna', 'Fatto a mano, ogni mattina', 'Bologna'],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, { kind: 'food', lang, prompt, headline, place, price: /^29\s€$/ }),
    180_000,
  );
});

describe.concurrent('a SaaS landing page in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una landing page para mi startup SaaS de facturación',
      'Lanza antes, con menos tareas repetitivas',
    ],
    [
      'fr',
      'Une page d’accueil pour mon logiciel SaaS de gestion de projets',
      'Livrez plus vite, sans les tâches répétitives',
    ],
    ['de', 'Eine Landingpage für unsere SaaS-App zur Zeiterfassung', 'Schneller liefern, weniger Kleinkram'],
    [
      'pt',
      'Uma landing page para a minha aplicação SaaS de faturação',
      'Lance mais depressa, com menos trabalho repetitivo',
    ],
    [
      'it',
      'Una landing page per il mio software SaaS di fatturazione',
      'Rilascia prima, con meno lavoro ripetitivo',
    ],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline) =>
      checkLanding(rig, { kind: 'tech', lang, prompt, headline, place: null, price: /^12\s€$/ }),
    180_000,
  );
});
