import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page for a shop (retail) or a hotel, B&B or travel agency (travel) asked
 * for in Spanish, French, German, Portuguese or Italian is written in that language: its headline,
 * its prices, its contact form, `<html lang>`, its 404 page; it builds, type-checks and fits 375 px.
 */
const rig = renderRig('kiln-offline-languages-landing-retail-travel-');

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

/** The contact form's words in each language (SECTION_COPY.contact). */
const FORM: Record<Lang, { name: string; email: string; message: string; send: string; sent: string }> = {
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sent: 'Tu mensaje se ha enviado',
  },
  fr: {
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    send: 'Envoyer le message',
    sent: 'Votre message a bien été envoyé',
  },
  de: {
    name: 'Name',
    email: 'E-Mail',
    message: 'Nachricht',
    send: 'Nachricht senden',
    sent: 'Ihre Nachricht wurde gesendet',
  },
  pt: {
    name: 'Nome',
    email: 'E-mail',
    message: 'Mensagem',
    send: 'Enviar mensagem',
    sent: 'A sua mensagem foi enviada',
  },
  it: {
    name: 'Nome',
    email: 'Email',
    message: 'Messaggio',
    send: 'Invia messaggio',
    sent: 'Il tuo messaggio è stato inviato',
  },
};

/** Fills the contact form by its translated labels and sends it (the test answers Kiln's email endpoint). */
async function sendContactForm(page: Page, lang: Lang) {
  const form = FORM[lang];
  await page.route('**/api/kiln/email', (route) => route.fulfill({ status: 200, json: { ok: true } }));
  await page.getByLabel(form.name, { exact: true }).fill('Ana Lima');
  await page.getByLabel(form.email, { exact: true }).fill('ana@example.com');
  await page.getByLabel(form.message, { exact: true }).fill('Hola, ¿tenéis habitación para dos el sábado?');
  await page.getByRole('button', { name: form.send }).click();
  await page.getByRole('status').filter({ hasText: form.sent }).waitFor();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

/** A tier's price the language's way: "5 €" for a shop's membership, "1890 €" or "1.890 €" for a week away. */
const PRICE = { retail: /^5\s€$/, travel: /^1[.\s\u202f]?890\s€$/ };

async function checkLanding(
  kind: 'retail' | 'travel',
  lang: Lang,
  prompt: string,
  headline: string,
  place: string | null,
) {
  const dir = await copyProject(path.join(rig.root, `${kind}-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  await verify(rig.builder, rig.browser, dir, [
    {
      shows: headline,
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-landing-${lang}-${kind}.png`,
      act: async (page) => {
        expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
        await page.getByRole('heading', { level: 1, name: headline }).waitFor();
        if (place) await page.getByText(place).first().waitFor();
        await page.getByText(PRICE[kind]).first().waitFor();
      },
    },
    {
      shows: headline,
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-landing-${lang}-${kind}-375.png`,
      act: expectNoHorizontalScroll,
    },
    { path: '/contact', act: (page) => sendContactForm(page, lang) },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

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
    (lang, prompt, headline, place) => checkLanding('retail', lang, prompt, headline, place),
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
    (lang, prompt, headline, place) => checkLanding('travel', lang, prompt, headline, place),
    180_000,
  );
});
