import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: an analytics dashboard asked for in Spanish, French, German, Portuguese or Italian is
 * written in that language: metrics, charts, tables, sample customers and products, money in euros
 * written its way (`Intl`); it builds, type-checks, searches its customers and saves its settings.
 */
const rig = renderRig('kiln-offline-languages-dashboard-');

/** Words of the English dashboard that must not be left in the others. */
const ENGLISH =
  /\b(?:Overview|Revenue|Orders|Customers|Average order|last month|Recent orders|Sales channels|Paid|Shipped|Pending|Refunded|Settings)\b/;

describe.concurrent('a dashboard in the language of the prompt', () => {
  it.each([
    {
      lang: 'es',
      prompt: 'Un panel de control de ventas para mi librería',
      title: 'Resumen de Insight Hub',
      revenue: 'Ingresos',
      customers: 'Clientes',
      search: 'Buscar clientes',
      who: 'Javier López',
      settings: 'Ajustes',
      save: 'Guardar cambios',
      saved: 'Ajustes guardados',
    },
    {
      lang: 'fr',
      prompt: 'Un tableau de bord des ventes pour ma librairie',
      title: 'Northstar : vue d’ensemble',
      revenue: 'Chiffre d’affaires',
      customers: 'Clients',
      search: 'Rechercher des clients',
      who: 'Léa Dubois',
      settings: 'Paramètres',
      save: 'Enregistrer',
      saved: 'Paramètres enregistrés',
    },
    {
      lang: 'de',
      prompt: 'Ein Dashboard mit Umsatzzahlen für meinen Buchladen',
      title: 'Pulse im Überblick',
      revenue: 'Umsatz',
      customers: 'Kunden',
      search: 'Kunden suchen',
      who: 'Lukas Müller',
      settings: 'Einstellungen',
      save: 'Änderungen speichern',
      saved: 'Einstellungen gespeichert',
    },
    {
      lang: 'pt',
      prompt: 'Um painel de vendas para a minha livraria',
      title: 'Resumo de Northstar',
      revenue: 'Receita',
      customers: 'Clientes',
      search: 'Procurar clientes',
      who: 'João Ferreira',
      settings: 'Definições',
      save: 'Guardar alterações',
      saved: 'Definições guardadas',
    },
    {
      lang: 'it',
      prompt: 'Una dashboard delle vendite per la mia libreria',
      title: 'Panoramica di Beacon',
      revenue: 'Fatturato',
      customers: 'Clienti',
      search: 'Cerca clienti',
      who: 'Marco Bianchi',
      settings: 'Impostazioni',
      save: 'Salva modifiche',
      saved: 'Impostazioni salvate',
    },
  ])(
    '$lang: $prompt',
    async ({ lang, prompt, title, revenue, customers, search, who, settings, save, saved }) => {
      const dir = await copyProject(path.join(rig.root, `dashboard-${lang}`));
      const turn = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(turn.log.filter((entry) => entry.isError)).toEqual([]);
      // The month's revenue as the app writes it: euros, the language's separators ("32.580 €").
      const money = new Intl.NumberFormat(lang === 'pt' ? 'pt-PT' : lang, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(32_580);
      const [home] = await verify(rig.builder, rig.browser, dir, [
        {
          shows: title,
          screenshot: `/tmp/offline-dashboard-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            await page.getByRole('heading', { level: 1, name: title }).waitFor();
            await page.getByText(revenue, { exact: true }).first().waitFor();
            await page.getByText(money, { exact: true }).waitFor();
          },
        },
        {
          path: '/customers',
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-dashboard-${lang}-375.png`,
          act: async (page) => {
            await page.getByRole('heading', { level: 1, name: customers }).waitFor();
            await page.getByLabel(search).fill(who.split(' ')[0]?.toLowerCase() ?? '');
            await page.getByRole('row').getByText(who).waitFor();
            expect(await page.getByRole('row').count()).toBe(2);
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        {
          path: '/settings',
          act: async (page) => {
            await page.getByRole('heading', { level: 1, name: settings }).waitFor();
            await page.getByRole('button', { name: save }).click();
            await page.getByText(saved).waitFor();
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
      expect(home).not.toMatch(ENGLISH);
    },
    180_000,
  );
});
