import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a landing page asked for in Spanish, French, German, Portuguese or Italian about a
 * wellness subject (a yoga studio, a gym, a physiotherapy practice) or a service (a law firm, an agency,
 * a trade) is written in that language: its headline, its sections, its prices, its contact form,
 * `<html lang>`, its 404 page; it builds, type-checks, works and fits a 375 px screen.
 */
const rig = renderRig('kiln-offline-languages-landing-ws-');

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
  await page.getByLabel(form.message, { exact: true }).fill('Olá! Gostaria de marcar uma primeira conversa.');
  await page.getByRole('button', { name: form.send }).click();
  await page.getByRole('status').filter({ hasText: form.sent }).waitFor();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

async function checkLanding(
  kind: 'wellness' | 'services',
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
        // Prices the language's way: "119 €" a month at the studio, "490 €" for the standard service.
        await page.getByText(kind === 'wellness' ? /^119\s€$/ : /^490\s€$/).waitFor();
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
    (lang, prompt, headline, place) => checkLanding('wellness', lang, prompt, headline, place),
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
    (lang, prompt, headline, place) => checkLanding('services', lang, prompt, headline, place),
    180_000,
  );
});
