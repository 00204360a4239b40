import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { copyProject, runTurn } from './harness';
import { model, verify } from './projects';
import type { RenderRig } from './render-rig';

/**
 * What the landing-page language tests share (issue 18 §2): a page asked for in Spanish, French,
 * German, Portuguese or Italian about a subject whose copy is written in that language is written in
 * it: its headline, its prices, its contact form, `<html lang>`, its 404 page; it builds, type-checks,
 * works and fits a 375 px screen.
 */

export type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

/** The contact form's words in each language (SECTION_COPY.contact), written here by hand. */
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
  await page.getByLabel(form.message, { exact: true }).fill('Olá! Gostaria de saber mais, por favor.');
  await page.getByRole('button', { name: form.send }).click();
  await page.getByRole('status').filter({ hasText: form.sent }).waitFor();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

export type LandingCase = {
  /** The subject, for the project's folder and the screenshots' names. */
  kind: string;
  lang: Lang;
  prompt: string;
  headline: string;
  /** The place the page must show, or null when the prompt names none. */
  place: string | null;
  /** A price of the page written the language's way ("29 €", not "€29"). */
  price: RegExp;
};

/** Writes the landing page of `prompt` and checks it at 1440 and 375 px, its contact form and its 404. */
export async function checkLanding(
  rig: RenderRig,
  { kind, lang, prompt, headline, place, price }: LandingCase,
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
        await page.getByText(price).first().waitFor();
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
