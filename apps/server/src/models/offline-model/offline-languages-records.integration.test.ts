import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a records app asked for in Spanish, French, German, Portuguese or Italian is written
 * in that language: the schema its subject picks (a CRM, a finance tracker, an inventory, an address
 * book, an admin panel), its fields, choices and sample rows, amounts and dates in its format; it
 * builds, type-checks, and a record is added and found with the translated labels.
 */
const rig = renderRig('kiln-offline-languages-records-');

type Case = {
  /** The add button and the dialog's title. */
  add: string;
  /** The form's required fields: label and value; the first is the record's name. */
  fill: [string, string][];
  save: string;
  search: string;
  /** A sample row and how one of its values is shown (amounts and dates the language's way). */
  sample: string | RegExp;
  summary: string;
};

describe.concurrent('a records app in the language of the prompt', () => {
  it.each<[string, string, Case]>([
    [
      'es',
      'Un CRM para mi inmobiliaria',
      {
        add: 'Añadir cliente',
        fill: [['Nombre', 'Lucía Ferrer']],
        save: 'Guardar',
        search: 'Buscar clientes',
        sample: /12\.000,00\s€/,
        summary: 'Resumen',
      },
    ],
    [
      'fr',
      'Une application de suivi des dépenses pour mon foyer',
      {
        add: 'Ajouter une opération',
        fill: [
          ['Libellé', 'Boulangerie'],
          ['Date', '2026-11-20'],
          ['Montant', '12.5'],
        ],
        save: 'Enregistrer',
        search: 'Rechercher des opérations',
        sample: /86,40\s€/,
        summary: 'Synthèse',
      },
    ],
    [
      'de',
      'Eine Lagerverwaltung für meine Werkstatt',
      {
        add: 'Artikel hinzufügen',
        fill: [
          ['Name', 'Schraubenzieher'],
          ['Menge', '1500'],
        ],
        save: 'Speichern',
        search: 'Artikel durchsuchen',
        sample: /189,00\s€/,
        summary: 'Übersicht',
      },
    ],
    [
      'pt',
      'Uma agenda de contactos para a minha família',
      {
        add: 'Adicionar contacto',
        fill: [['Nome', 'Inês Carvalho']],
        save: 'Guardar',
        search: 'Pesquisar contactos',
        sample: 'Família',
        summary: 'Resumo',
      },
    ],
    [
      'it',
      'Un pannello di amministrazione per gestire gli utenti del mio sito',
      {
        add: 'Aggiungi utente',
        fill: [
          ['Nome', 'Giulia Conti'],
          ['Email', 'giulia@example.com'],
        ],
        save: 'Salva',
        search: 'Cerca utenti',
        sample: 'Amministratore',
        summary: 'Riepilogo',
      },
    ],
  ])(
    '%s: %s',
    async (lang, prompt, c) => {
      const dir = await copyProject(path.join(rig.root, `records-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      const name = c.fill[0]?.[1] ?? '';
      await verify(rig.builder, rig.browser, dir, [
        {
          screenshot: `/tmp/offline-records-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            const table = page.getByRole('table');
            await table.getByText(c.sample).first().waitFor();
            await page.getByRole('button', { name: c.add }).click();
            const dialog = page.getByRole('dialog', { name: c.add });
            for (const [label, value] of c.fill) await dialog.getByLabel(label).first().fill(value);
            await dialog.getByRole('button', { name: c.save }).click();
            await table.getByText(name).waitFor();
            await page.getByRole('searchbox', { name: c.search }).fill(name);
            await expect.poll(() => table.getByRole('row').count()).toBe(2);
            await page.reload();
            await table.getByText(name).waitFor();
            await page.getByRole('link', { name: c.summary }).first().click();
            await page.getByRole('heading', { name: c.summary }).waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-records-${lang}-phone.png`,
          act: async (page) => {
            await page.getByRole('button', { name: c.add }).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    180_000,
  );
});
