import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: an event site asked for in Spanish, French, German, Portuguese or Italian (about software,
 * a subject whose copy is written in those languages) is written in it: `<html lang>`, its dates the
 * language's way ("12–13 de junio de 2027", "Ogni martedì · 19:00"), its registration form's labels,
 * validation and confirmation, its 404 page; it builds, type-checks and fits 375 px.
 */
const rig = renderRig('kiln-offline-languages-event-');

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

/** The registration page's words in each language (EVENT_COPY.form) and the hero's button. */
const FORM: Record<
  Lang,
  {
    registerNow: string;
    name: string;
    email: string;
    submit: string;
    nameMissing: string;
    emailInvalid: string;
    seeYou: string;
  }
> = {
  es: {
    registerNow: 'Inscríbete ya',
    name: 'Nombre y apellidos',
    email: 'Correo electrónico',
    submit: 'Completar la inscripción',
    nameMissing: 'Escribe tu nombre.',
    emailInvalid: 'Escribe un correo electrónico válido.',
    seeYou: '¡Nos vemos allí, Ana Lima!',
  },
  fr: {
    registerNow: 'Je m’inscris',
    name: 'Nom complet',
    email: 'E-mail',
    submit: 'Valider l’inscription',
    nameMissing: 'Indiquez votre nom.',
    emailInvalid: 'Indiquez une adresse e-mail valide.',
    seeYou: 'À bientôt, Ana Lima !',
  },
  de: {
    registerNow: 'Jetzt anmelden',
    name: 'Vollständiger Name',
    email: 'E-Mail',
    submit: 'Anmeldung abschließen',
    nameMissing: 'Bitte geben Sie Ihren Namen ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    seeYou: 'Bis bald, Ana Lima!',
  },
  pt: {
    registerNow: 'Inscreva-se já',
    name: 'Nome completo',
    email: 'E-mail',
    submit: 'Concluir inscrição',
    nameMissing: 'Escreva o seu nome.',
    emailInvalid: 'Escreva um endereço de e-mail válido.',
    seeYou: 'Até lá, Ana Lima!',
  },
  it: {
    registerNow: 'Iscriviti ora',
    name: 'Nome e cognome',
    email: 'Email',
    submit: 'Completa l’iscrizione',
    nameMissing: 'Inserisci il tuo nome.',
    emailInvalid: 'Inserisci un indirizzo email valido.',
    seeYou: 'Ci vediamo lì, Ana Lima!',
  },
};

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

/** Sends the form empty, then with a bad address, then right: each time the language's words. */
async function register(page: Page, lang: Lang) {
  const form = FORM[lang];
  const submit = page.getByRole('button', { name: form.submit });
  await submit.click();
  await page.getByRole('alert').filter({ hasText: form.nameMissing }).waitFor();
  await page.getByLabel(form.name, { exact: true }).fill('Ana Lima');
  await page.getByLabel(form.email, { exact: true }).fill('ana@');
  await submit.click();
  await page.getByRole('alert').filter({ hasText: form.emailInvalid }).waitFor();
  expect(await page.getByText(form.nameMissing).count()).toBe(0);
  await page.getByLabel(form.email, { exact: true }).fill('ana@example.com');
  await submit.click();
  await page.getByText(form.seeYou).waitFor();
}

async function checkEvent(lang: Lang, prompt: string, dates: string) {
  const dir = await copyProject(path.join(rig.root, `event-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  await verify(rig.builder, rig.browser, dir, [
    {
      shows: dates,
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-event-${lang}.png`,
      act: async (page) => {
        expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
        await page.getByRole('link', { name: FORM[lang].registerNow }).waitFor();
        await page.getByText(dates).first().waitFor();
      },
    },
    {
      shows: dates,
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-event-${lang}-375.png`,
      act: expectNoHorizontalScroll,
    },
    {
      path: '/register',
      viewport: { width: 375, height: 812 },
      act: async (page) => {
        await register(page, lang);
        await expectNoHorizontalScroll(page);
      },
    },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

describe.concurrent('an event site in the language of the prompt', () => {
  it.each([
    [
      'es',
      'Una web para nuestra conferencia de software, el 12 y 13 de junio de 2027 en Sevilla',
      '12–13 de junio de 2027',
    ],
    [
      'fr',
      'Un site pour notre conférence sur le logiciel libre, les 12 et 13 juin 2027 à Lyon',
      '12–13 juin 2027',
    ],
    [
      'de',
      'Eine Website für unsere Software-Konferenz am 12. und 13. Juni 2027 in München',
      '12.–13. Juni 2027',
    ],
    [
      'pt',
      'Um site para o nosso encontro de programadores de software todas as terças às 19h em Lisboa',
      'Todas as terças-feiras · 19:00',
    ],
    [
      'it',
      'Un sito per il nostro incontro sul software ogni martedì alle 19 a Bologna',
      'Ogni martedì · 19:00',
    ],
  ] as const)('%s: %s', (lang, prompt, dates) => checkEvent(lang, prompt, dates), 240_000);
});
