import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a listings site asked for in Spanish, French, German, Portuguese or Italian is written
 * in that language: its subject's fields, filters and items, every label, prices in the language's
 * format; it builds, type-checks, filters, searches, checks its form, saves, and fits a phone.
 */
const rig = renderRig('kiln-offline-languages-listings-');

type Case = {
  lang: 'es' | 'fr' | 'de' | 'pt' | 'it';
  prompt: string;
  /** A filter, a value of it, and the count after choosing it. */
  filter: [label: string, value: string, count: string];
  /** The search box, a word, the count after typing it, and the one listing it finds. */
  search: [label: string, word: string, count: string, title: string];
  price: RegExp;
  action: string;
  form: [name: string, email: string, message: string, error: string, thanks: string];
  save: [save: string, saved: string, nav: string];
};

const CASES: Case[] = [
  {
    lang: 'es',
    prompt: 'Crea un portal de empleo para desarrolladores en Madrid',
    filter: ['Modalidad', 'En remoto', '2 ofertas de empleo'],
    search: ['Buscar ofertas de empleo', 'frontend', '1 oferta de empleo', 'Desarrollador/a frontend'],
    price: /^52\.000\s€$/,
    action: 'Enviar candidatura',
    form: ['Tu nombre', 'Correo electrónico', 'Mensaje', 'Escribe tu nombre.', 'Gracias'],
    save: ['Guardar', 'Guardado', 'Favoritos'],
  },
  {
    lang: 'fr',
    prompt: 'Je veux un site d’annonces immobilières pour des appartements à Lyon',
    filter: ['Type', 'Maison', '2 logements'],
    search: ['Rechercher dans les logements', 'jardin', '1 logement', 'Maison familiale avec jardin'],
    price: /^640\s000\s€$/,
    action: 'Contacter l’agence',
    form: ['Votre nom', 'E-mail', 'Message', 'Veuillez saisir votre nom.', 'Merci'],
    save: ['Enregistrer', 'Enregistré', 'Favoris'],
  },
  {
    lang: 'de',
    prompt: 'Erstelle ein Immobilienportal für Wohnungen und Häuser in Berlin',
    filter: ['Art', 'Haus', '2 Immobilien'],
    search: ['Immobilien durchsuchen', 'Garten', '1 Immobilie', 'Familienhaus mit Garten'],
    price: /^640\.000\s€$/,
    action: 'Makler kontaktieren',
    form: ['Dein Name', 'E-Mail', 'Nachricht', 'Bitte gib deinen Namen ein.', 'Danke'],
    save: ['Merken', 'Gemerkt', 'Merkliste'],
  },
  {
    lang: 'pt',
    prompt: 'Crie uma bolsa de empregos para a minha empresa em Lisboa',
    filter: ['Regime', 'Remoto', '2 vagas'],
    search: ['Pesquisar vagas', 'frontend', '1 vaga', 'Programador frontend'],
    price: /^52\s000\s€$/,
    action: 'Candidatar-me',
    form: ['O seu nome', 'E-mail', 'Mensagem', 'Indique o seu nome.', 'Obrigado'],
    save: ['Guardar', 'Guardado', 'Favoritos'],
  },
  {
    lang: 'it',
    prompt: 'Crea un sito di ricette per la mia famiglia',
    filter: ['Dieta', 'Vegana', '2 ricette'],
    search: ['Cerca ricette', 'ceci', '1 ricetta', 'Curry di ceci'],
    price: /^3\s€$/,
    action: 'Salva la ricetta',
    form: ['Il tuo nome', 'Email', 'Messaggio', 'Inserisci il tuo nome.', 'Grazie'],
    save: ['Salva', 'Salvato', 'Preferiti'],
  },
];

describe.concurrent('a listings site in the language of the prompt', () => {
  it.each(CASES.map((c) => [c.lang, c.prompt, c] as const))(
    '%s: %s',
    async (lang, prompt, c) => {
      const dir = await copyProject(path.join(rig.root, `listings-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      const [filterLabel, filterValue, filtered] = c.filter;
      const [searchLabel, word, found, title] = c.search;
      const [nameLabel, emailLabel, messageLabel, error, thanks] = c.form;
      const [save, saved, nav] = c.save;
      await verify(rig.builder, rig.browser, dir, [
        {
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            const count = page.getByTestId('result-count');
            await page.getByLabel(filterLabel, { exact: true }).selectOption(filterValue);
            await count.getByText(filtered, { exact: true }).waitFor();
            await page.getByLabel(filterLabel, { exact: true }).selectOption('');
            await page.getByLabel(searchLabel, { exact: true }).fill(word);
            await count.getByText(found, { exact: true }).waitFor();
            await page.getByRole('link', { name: title }).click();
            await page.getByRole('heading', { name: title }).waitFor();
            await page.locator('dd').getByText(c.price).first().waitFor();
            // The action's form checks what it is given in the app's language, then keeps it.
            await page.getByRole('button', { name: c.action, exact: true }).click();
            await page.getByText(error).waitFor();
            await page.getByLabel(nameLabel, { exact: true }).fill('Rita');
            await page.getByLabel(emailLabel, { exact: true }).fill('rita@example.com');
            await page.getByLabel(messageLabel, { exact: true }).fill('Rita Lopes, rita@example.com');
            await page.getByRole('button', { name: c.action, exact: true }).click();
            await page.getByRole('status').getByText(thanks).waitFor();
            // Saved survives a reload, and the saved page lists it.
            await page.getByRole('button', { name: save, exact: true }).click();
            await page.reload();
            await page.getByRole('button', { name: saved, pressed: true }).waitFor();
            await page.getByRole('link', { name: nav }).first().click();
            await page.getByRole('heading', { name: nav }).waitFor();
            await page.getByRole('link', { name: title }).waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-listings-${lang}.png`,
          act: async (page) => {
            await page.getByTestId('result-count').getByText(/^6 /).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
      ]);
    },
    120_000,
  );
});

describe.concurrent('every listings subject in the language of the prompt', () => {
  it.each([
    [
      'de',
      'Erstelle eine Webseite für unser Tierheim mit Anzeigen für Hunde und Katzen',
      'Tierart',
      'Hund',
      '3 Tiere',
    ],
    [
      'es',
      'Quiero una web de anuncios de libros de segunda mano para mi barrio',
      'Formato',
      'Tapa dura',
      '2 libros',
    ],
    ['it', 'Crea un sito con annunci di corsi serali per la mia scuola', 'Modalità', 'Online', '3 corsi'],
    [
      'fr',
      'Je veux un site d’annonces de voitures d’occasion pour mon garage',
      'Carburant',
      'Hybride',
      '2 voitures',
    ],
    [
      'pt',
      'Quero um site de anúncios de móveis antigos para a minha loja',
      'Divisão',
      'Sala de estar',
      '3 móveis',
    ],
  ] as const)(
    '%s: %s',
    async (lang, prompt, filter, value, count) => {
      const dir = await copyProject(path.join(rig.root, `subject-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByLabel(filter, { exact: true }).selectOption(value);
            await page.getByTestId('result-count').getByText(count, { exact: true }).waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-listings-subject-${lang}.png`,
          act: async (page) => {
            await page.getByTestId('result-count').getByText(/^6 /).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
      ]);
    },
    120_000,
  );
});
