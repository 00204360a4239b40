import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page asked for in Spanish, French, German, Portuguese or Italian, about a
 * subject whose copy is written in that language (a bakery, a SaaS), is written in it: its headline,
 * its sections, its contact form, `<html lang>`, its 404 page; it builds, type-checks and works.
 */
const rig = renderRig('kiln-offline-languages-landing-');

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
  const suffix = kind === 'food' ? '' : `-${kind}`;
  await verify(rig.builder, rig.browser, dir, [
    {
      shows: headline,
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-landing-${lang}${suffix}.png`,
      act: async (page) => {
        expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
        await page.getByRole('heading', { level: 1, name: headline }).waitFor();
        if (place) await page.getByText(place).first().waitFor();
        // Prices the language's way: "29 €", not "€29".
        await page.getByText(kind === 'food' ? /^29\s€$/ : /^12\s€$/).waitFor();
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
    (lang, prompt, headline, place) => checkLanding('food', lang, prompt, headline, place),
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
    (lang, prompt, headline) => checkLanding('tech', lang, prompt, headline, null),
    180_000,
  );
});
