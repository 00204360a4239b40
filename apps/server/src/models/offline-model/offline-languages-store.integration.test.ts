import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: an online store asked for in Spanish, French, German, Portuguese or Italian, about a
 * subject whose copy is written in that language (a bakery, a software product), is written in it:
 * its catalogue, prices (Intl, "7,00 €"), cart, checkout form and its errors, `<html lang>`, its 404
 * page; it builds, type-checks and works.
 */
const rig = renderRig('kiln-offline-languages-store-');

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

/** The shop's words in each language (STORE_COPY), and the first product with its price and twice it. */
type Words = {
  shop: string;
  add: string;
  cart: string;
  oneMore: string;
  checkout: string;
  place: string;
  nameError: string;
  fields: [name: string, email: string, address: string, city: string, postcode: string];
  placed: string | RegExp;
  product: string;
  price: RegExp;
  double: RegExp;
};

const WORDS: Record<Lang, Words> = {
  es: {
    shop: 'Nuestros productos',
    add: 'Añadir al carrito',
    cart: 'Carrito, 1 artículo',
    oneMore: 'Aumentar la cantidad de Hogaza de masa madre',
    checkout: 'Finalizar compra',
    place: 'Hacer el pedido',
    nameError: 'Escribe tu nombre.',
    fields: ['Nombre y apellidos', 'Correo electrónico', 'Dirección', 'Ciudad', 'Código postal'],
    placed: 'Pedido anotado: 2 artículos por 14,00',
    product: 'Hogaza de masa madre',
    price: /^7,00\s€$/,
    double: /^14,00\s€$/,
  },
  fr: {
    shop: 'Nos produits',
    add: 'Ajouter au panier',
    cart: 'Panier, 1 article',
    oneMore: 'Augmenter la quantité de Pain de campagne au levain',
    checkout: 'Commander',
    place: 'Valider la commande',
    nameError: 'Indiquez votre nom.',
    fields: ['Nom complet', 'E-mail', 'Adresse', 'Ville', 'Code postal'],
    placed: /^Commande enregistrée\s:\s2 articles pour 14,00\s€\./,
    product: 'Pain de campagne au levain',
    price: /^7,00\s€$/,
    double: /^14,00\s€$/,
  },
  de: {
    shop: 'Unser Sortiment',
    add: 'In den Warenkorb',
    cart: 'Warenkorb, 1 Artikel',
    oneMore: 'Menge von Landbrot mit Sauerteig erhöhen',
    checkout: 'Zur Kasse',
    place: 'Bestellung aufgeben',
    nameError: 'Bitte geben Sie Ihren Namen ein.',
    fields: ['Vor- und Nachname', 'E-Mail', 'Straße und Hausnummer', 'Ort', 'Postleitzahl'],
    placed: 'Bestellung notiert: 2 Artikel für 14,00',
    product: 'Landbrot mit Sauerteig',
    price: /^7,00\s€$/,
    double: /^14,00\s€$/,
  },
  pt: {
    shop: 'Os nossos produtos',
    add: 'Adicionar ao carrinho',
    cart: 'Carrinho, 1 artigo',
    oneMore: 'Aumentar a quantidade de Pão rústico de massa-mãe',
    checkout: 'Finalizar compra',
    place: 'Fazer encomenda',
    nameError: 'Indique o seu nome.',
    fields: ['Nome completo', 'E-mail', 'Morada', 'Localidade', 'Código postal'],
    placed: 'Encomenda registada: 2 artigos por 14,00',
    product: 'Pão rústico de massa-mãe',
    price: /^7,00\s€$/,
    double: /^14,00\s€$/,
  },
  it: {
    shop: 'I nostri prodotti',
    add: 'Aggiungi al carrello',
    cart: 'Carrello, 1 articolo',
    oneMore: 'Aumenta la quantità di Tastiera wireless',
    checkout: 'Vai alla cassa',
    place: 'Conferma l’ordine',
    nameError: 'Inserisci il tuo nome.',
    fields: ['Nome e cognome', 'Email', 'Indirizzo', 'Città', 'CAP'],
    placed: 'Ordine registrato: 2 articoli per 178,00',
    product: 'Tastiera wireless',
    price: /^89,00\s€$/,
    double: /^178,00\s€$/,
  },
};

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

/** Adds the first product, doubles it in the cart, checks out: the form refuses empty fields, then takes them. */
async function buyOne(page: Page, lang: Lang) {
  const w = WORDS[lang];
  expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
  await page.getByRole('heading', { level: 1, name: w.shop }).waitFor();
  await page.getByText(w.price).first().waitFor();
  await page.getByRole('button', { name: new RegExp(`^${w.add}\\W+${w.product}$`) }).click();
  await page.getByRole('button', { name: w.cart }).click();
  await page.getByRole('button', { name: w.oneMore }).click();
  await page.getByTestId('cart-subtotal').filter({ hasText: w.double }).waitFor();
  await page.getByRole('link', { name: w.checkout }).click();
  await page.getByTestId('checkout-total').filter({ hasText: w.double }).waitFor();
  await page.getByRole('button', { name: w.place }).click();
  await page.getByText(w.nameError).waitFor();
  expect(await page.getByLabel(w.fields[0], { exact: true }).getAttribute('aria-invalid')).toBe('true');
  const values = ['Ana Lima', 'ana@example.com', 'Rua Augusta 12', 'Lisboa', '1100-053'];
  for (const [index, label] of w.fields.entries()) {
    await page.getByLabel(label, { exact: true }).fill(values[index] ?? '');
  }
  await page.getByRole('button', { name: w.place }).click();
  await page.getByText(w.placed).first().waitFor();
}

async function checkStore(lang: Lang, prompt: string) {
  const dir = await copyProject(path.join(rig.root, `store-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  await verify(rig.builder, rig.browser, dir, [
    {
      path: '/shop',
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-store-${lang}.png`,
      act: (page) => buyOne(page, lang),
    },
    {
      path: '/shop',
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-store-${lang}-375.png`,
      act: async (page) => {
        await expectNoHorizontalScroll(page);
        await page
          .getByRole('button', { name: new RegExp(`^${WORDS[lang].add}\\W+${WORDS[lang].product}$`) })
          .click();
        await page.getByRole('button', { name: WORDS[lang].cart }).click();
        await page.getByRole('link', { name: WORDS[lang].checkout }).click();
        await page.getByRole('button', { name: WORDS[lang].place }).waitFor();
        await expectNoHorizontalScroll(page);
      },
    },
    {
      path: '/shop',
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-store-${lang}-product-375.png`,
      act: async (page) => {
        await page.getByRole('link', { name: WORDS[lang].product, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: WORDS[lang].product }).waitFor();
        await page.getByText(WORDS[lang].price).waitFor();
        await expectNoHorizontalScroll(page);
      },
    },
    {
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-store-${lang}-home-375.png`,
      act: expectNoHorizontalScroll,
    },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

describe.concurrent('an online store in the language of the prompt', () => {
  it.each([
    ['es', 'Una tienda online para mi panadería'],
    ['fr', 'Un shop en ligne pour mon café'],
    ['de', 'Ein Onlineshop für meine Bäckerei'],
    ['pt', 'Uma loja online para a minha padaria'],
    ['it', 'Un negozio online per il mio software'],
  ] as const)('%s: %s', (lang, prompt) => checkStore(lang, prompt), 240_000);
});
