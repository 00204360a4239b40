import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a blog (about a subject whose copy is written in the prompt's language) and a
 * portfolio asked for in Spanish, French, German, Portuguese or Italian are written in it: posts,
 * tags, reading times and dates, projects and services, `<html lang>`, the 404 page; they build,
 * type-check and work (a tag filter and a post page; a project filter and a project's dialog).
 */
const rig = renderRig('kiln-offline-languages-blog-portfolio-');

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

async function expectLang(page: Page, lang: Lang) {
  expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
}

/** The blog's words the test looks for (BLOG_COPY), and the second post of the subject's copy. */
type BlogCase = {
  prompt: string;
  latest: string;
  filter: string;
  allArticles: string;
  post: { title: string; tag: string; readingTime: string; date: string };
};

const BLOGS: Record<Lang, BlogCase> = {
  es: {
    prompt: 'Crea un blog de cocina con recetas para mi panadería',
    latest: 'Últimos artículos',
    filter: 'Filtrar por tema',
    allArticles: 'Todos los artículos',
    post: {
      title: 'Los agricultores detrás de nuestra harina',
      tag: 'Origen',
      readingTime: '5 minutos de lectura',
      date: '28 de mayo de 2025',
    },
  },
  fr: {
    prompt: 'Je veux un blog pour mon équipe sur la programmation et les logiciels',
    latest: 'Derniers articles',
    filter: 'Filtrer par thème',
    allArticles: 'Tous les articles',
    post: {
      title: 'Écrire une documentation qu’on lit vraiment',
      tag: 'Produit',
      readingTime: '5 minutes de lecture',
      date: '28 mai 2025',
    },
  },
  de: {
    prompt: 'Ein Blog für meine Bäckerei mit Rezepten',
    latest: 'Neueste Artikel',
    filter: 'Nach Thema filtern',
    allArticles: 'Alle Artikel',
    post: {
      title: 'Die Bauern hinter unserem Mehl',
      tag: 'Herkunft',
      readingTime: '5 Minuten Lesezeit',
      date: '28. Mai 2025',
    },
  },
  pt: {
    prompt: 'Quero um blog sobre software e programação para a minha equipa',
    latest: 'Artigos mais recentes',
    filter: 'Filtrar por tema',
    allArticles: 'Todos os artigos',
    post: {
      title: 'Documentação que as pessoas leem mesmo',
      tag: 'Produto',
      readingTime: '5 minutos de leitura',
      date: '28 de maio de 2025',
    },
  },
  it: {
    prompt: 'Un blog per la mia panetteria con le ricette di casa',
    latest: 'Ultimi articoli',
    filter: 'Filtra per tema',
    allArticles: 'Tutti gli articoli',
    post: {
      title: 'Gli agricoltori dietro la nostra farina',
      tag: 'Filiera',
      readingTime: '5 minuti di lettura',
      date: '28 maggio 2025',
    },
  },
};

async function checkBlog(lang: Lang) {
  const blog = BLOGS[lang];
  const dir = await copyProject(path.join(rig.root, `blog-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: blog.prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  await verify(rig.builder, rig.browser, dir, [
    {
      // The page's text once the post is open.
      shows: blog.post.title,
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-blog-${lang}.png`,
      act: async (page) => {
        await expectLang(page, lang);
        const card = page.getByRole('listitem').filter({ hasText: blog.post.title });
        await card.getByText(blog.post.readingTime, { exact: true }).waitFor();
        await card.getByText(blog.post.date, { exact: true }).waitFor();
        await page
          .getByRole('group', { name: blog.filter })
          .getByRole('button', { name: blog.post.tag, exact: true })
          .click();
        expect(await page.getByRole('main').getByRole('listitem').count()).toBe(1);
        await page.getByRole('link', { name: blog.post.title }).click();
        await page.getByRole('heading', { level: 1, name: blog.post.title }).waitFor();
        await page.getByRole('link', { name: blog.allArticles }).waitFor();
      },
    },
    {
      shows: blog.latest,
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-blog-${lang}-375.png`,
      act: expectNoHorizontalScroll,
    },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

describe.concurrent('a blog in the language of the prompt', () => {
  it.each(['es', 'fr', 'de', 'pt', 'it'] as const)('%s', (lang) => checkBlog(lang), 180_000);
});

/** The portfolio's words the test looks for (PORTFOLIO_COPY) and a category with one project. */
type PortfolioCase = {
  prompt: string;
  /** The person's name from the prompt, or null when it gives none. */
  name: string | null;
  selectedWork: string;
  filter: string;
  category: string;
  project: string;
  client: string;
  hi: RegExp;
};

const PORTFOLIOS: Record<Lang, PortfolioCase> = {
  es: {
    prompt: 'Crea un portafolio para Lucía Fernández, fotógrafa de bodas en Sevilla',
    name: 'Lucía Fernández',
    selectedWork: 'Trabajos seleccionados',
    filter: 'Filtrar por categoría',
    category: 'Bodas',
    project: 'Inés y Tomás',
    client: 'Cliente',
    hi: /^Hola, soy Lucía$/,
  },
  fr: {
    prompt: 'Je veux un portfolio pour Chloé Martin, développeuse web à Lyon',
    name: 'Chloé Martin',
    selectedWork: 'Projets choisis',
    filter: 'Filtrer par catégorie',
    category: 'Design system',
    project: 'Atlas UI',
    client: 'Client',
    hi: /^Bonjour, moi c’est Chloé$/,
  },
  de: {
    prompt: 'Ein Portfolio für meine Fotografie',
    name: null,
    selectedWork: 'Ausgewählte Arbeiten',
    filter: 'Nach Kategorie filtern',
    category: 'Hochzeiten',
    project: 'Inés & Tomás',
    client: 'Kunde',
    hi: /^Hallo, ich bin \S+$/,
  },
  pt: {
    prompt: 'Quero um portefólio para o meu trabalho de design gráfico',
    name: null,
    selectedWork: 'Trabalhos selecionados',
    filter: 'Filtrar por categoria',
    category: 'Ilustração',
    project: 'Guia de campo',
    client: 'Cliente',
    hi: /^Olá, sou \S+$/,
  },
  it: {
    prompt: 'Un portfolio per Giulia Rossi, fotografa di matrimoni e ritratti a Bologna',
    name: 'Giulia Rossi',
    selectedWork: 'Lavori scelti',
    filter: 'Filtra per categoria',
    category: 'Matrimoni',
    project: 'Inés e Tomás',
    client: 'Cliente',
    hi: /^Ciao, sono Giulia$/,
  },
};

async function checkPortfolio(lang: Lang) {
  const portfolio = PORTFOLIOS[lang];
  const dir = await copyProject(path.join(rig.root, `portfolio-${lang}`));
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: portfolio.prompt }] });
  expect(first.log.filter((entry) => entry.isError)).toEqual([]);
  await verify(rig.builder, rig.browser, dir, [
    {
      shows: portfolio.name ?? portfolio.selectedWork,
      viewport: { width: 1440, height: 900 },
      screenshot: `/tmp/offline-portfolio-${lang}.png`,
      act: async (page) => {
        await expectLang(page, lang);
        await page.getByRole('heading', { level: 2, name: portfolio.selectedWork }).waitFor();
        await page
          .getByRole('group', { name: portfolio.filter })
          .getByRole('button', { name: portfolio.category, exact: true })
          .click();
        const work = page.locator('#work').getByRole('listitem');
        expect(await work.count()).toBe(1);
        await work.getByRole('button').click();
        const dialog = page.getByRole('dialog', { name: portfolio.project });
        await dialog.getByText(portfolio.client, { exact: true }).waitFor();
      },
    },
    {
      shows: portfolio.selectedWork,
      viewport: { width: 375, height: 812 },
      screenshot: `/tmp/offline-portfolio-${lang}-375.png`,
      act: expectNoHorizontalScroll,
    },
    {
      path: '/about',
      act: async (page) => {
        await page.getByRole('heading', { level: 1, name: portfolio.hi }).waitFor();
      },
    },
    { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
  ]);
}

describe.concurrent('a portfolio in the language of the prompt', () => {
  it.each(['es', 'fr', 'de', 'pt', 'it'] as const)('%s', (lang) => checkPortfolio(lang), 180_000);
});
