import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page asked for in Spanish, French, German, Portuguese or Italian about a
 * creative studio (design, photography) or a school (languages, music, dance) is written in it: its
 * headline, its sections, its contact form, `<html lang>`, its 404 page; it builds, type-checks, works
 * and does not scroll sideways at 375 px.
 */
const rig = renderRig('kiln-offline-languages-landing-ce-');

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
  await page.getByLabel(form.message, { exact: true }).fill('Olá! Uma encomenda para sábado, por favor.');
  await page.getByRole('button', { name: form.send }).click();
  await page.getByRole('status').filter({ hasText: form.sent }).waitFor();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

async function checkLanding(
  kind: string,
  lang: Lang,
  prompt: string,
  headline: string,
  place: string | null,
) {
  const dir = await copyProject(path.join(rig.root, `${kind}-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  const suffix = `-${kind}`;
  await verify(rig.builder, rig.browser, dir, [
    {
      shows: headline,
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-landing-${lang}${suffix}.png`,
      act: async (page) => {
        expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
        await page.getByRole('heading', { level: 1, name: headline }).waitFor();
        if (place) await page.getByText(place).first().waitFor();
        // Prices the language's way: "450 €", not "€450".
        await page.getByText(kind === 'creative' ? /^450\s€$/ : /^690\s€$/).waitFor();
      },
    },
    {
      shows: headline,
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-landing-${lang}${suffix}-375.png`,
      act: expectNoHorizontalScroll,
    },
    { path: '/contact', act: (page) => sendContactForm(page, lang) },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

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
    (lang, prompt, headline, place) => checkLanding('creative', lang, prompt, headline, place),
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
    (lang, prompt, headline, place) => checkLanding('education', lang, prompt, headline, place),
    180_000,
  );
});
