import { describe, it } from 'vitest';
import { checkLanding } from './testing/landing-languages';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page for a shop (retail) or a hotel, B&B or travel agency (travel) asked
 * for in Spanish, French, German, Portuguese or Italian is written in that language: its headline,
 * its prices, its contact form, `<html lang>`, its 404 page; it builds, type-checks and fits 375 px.
 */
const rig = renderRig('kiln-offline-languages-landing-retail-travel-');

describe.concurrent('a shop’s landing page in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una landing page para mi tienda de ropa en Valencia',
      'Cosas bonitas para cada día, hechas para durar',
      'Valencia',
    ],
    [
      'fr',
      'Une page d’accueil pour ma boutique de bijoux à Lyon',
      'De beaux objets du quotidien, faits pour durer',
      'Lyon',
    ],
    [
      'de',
      'Eine Website für meinen Schmuckladen in Köln',
      'Schöne Dinge für jeden Tag, gemacht für lange',
      'Köln',
    ],
    [
      'pt',
      'Uma landing page para a minha loja de roupa em Lisboa',
      'Coisas bonitas para todos os dias, feitas para durar',
      'Lisboa',
    ],
    [
      'it',
      'Una landing page per il mio negozio di scarpe a Milano',
      'Belle cose di tutti i giorni, fatte per durare',
      'Milano',
    ],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, { kind: 'retail', lang, prompt, headline, place, price: /^5\s€$/ }),
    180_000,
  );
});

describe.concurrent('a hotel’s or a travel agency’s landing page in the language of the prompt', () => {
  it.each([
    ['es', 'Una landing page para mi agencia de viajes en Valencia', 'Valencia, sin prisas', 'Valencia'],
    ['fr', 'Une page d’accueil pour mon hôtel à Annecy', 'Annecy, sans se presser', 'Annecy'],
    ['de', 'Eine Website für mein Hotel am See', 'Entspannt reisen, wo es am schönsten ist', null],
    ['pt', 'Um site para a minha agência de viagens em Lisboa', 'Lisboa, sem pressa', 'Lisboa'],
    ['it', 'Un sito per il mio B&B in Toscana', 'Toscana, senza fretta', 'Toscana'],
  ] as const)(
    '%s: %s',
    (lang, prompt, headline, place) =>
      checkLanding(rig, {
        kind: 'travel',
        lang,
        prompt,
        headline,
        place: place,
        price: /^1[.\s\u202f]?890\s€$/,
      }),
    180_000,
  );
});
