import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a notes app asked for in Spanish, French, German, Portuguese or Italian is written in
 * that language, its first note included: it builds, type-checks, and a note is written, previewed,
 * found and deleted with the translated labels.
 */
const rig = renderRig('kiln-offline-languages-notes-');

type Labels = {
  newNote: string;
  title: string;
  body: string;
  preview: string;
  list: string;
  search: string;
  deleteNote: string;
  confirm: string;
  noMatch: string;
  starter: string;
};

const LANGUAGES: [string, string, Labels][] = [
  [
    'es',
    'Una app de notas para mis ideas y recetas',
    {
      newNote: 'Nueva nota',
      title: 'Título',
      body: 'Nota (markdown)',
      preview: 'Vista previa',
      list: 'Notas',
      search: 'Buscar notas',
      deleteNote: 'Eliminar nota',
      confirm: '¿Eliminar esta nota?',
      noMatch: 'Ninguna nota coincide con «huerto».',
      starter: 'Escribir en markdown',
    },
  ],
  [
    'fr',
    'Une application de notes pour mes idées',
    {
      newNote: 'Nouvelle note',
      title: 'Titre',
      body: 'Note (markdown)',
      preview: 'Aperçu',
      list: 'Notes',
      search: 'Rechercher dans les notes',
      deleteNote: 'Supprimer la note',
      confirm: 'Supprimer cette note\u00a0?',
      noMatch: 'Aucune note ne correspond à «\u00a0huerto\u00a0».',
      starter: 'Écrire en markdown',
    },
  ],
  [
    'de',
    'Eine Notizen-App für meine Ideen im Studium',
    {
      newNote: 'Neue Notiz',
      title: 'Titel',
      body: 'Notiz (Markdown)',
      preview: 'Vorschau',
      list: 'Notizen',
      search: 'Notizen durchsuchen',
      deleteNote: 'Notiz löschen',
      confirm: 'Diese Notiz löschen?',
      noMatch: 'Keine Notiz passt zu „huerto“.',
      starter: 'Schreiben in Markdown',
    },
  ],
  [
    'pt',
    'Uma aplicação de notas para as minhas ideias',
    {
      newNote: 'Nova nota',
      title: 'Título',
      body: 'Nota (markdown)',
      preview: 'Pré-visualizar',
      list: 'Notas',
      search: 'Pesquisar notas',
      deleteNote: 'Eliminar nota',
      confirm: 'Eliminar esta nota?',
      noMatch: 'Nenhuma nota corresponde a «huerto».',
      starter: 'Escrever em markdown',
    },
  ],
  [
    'it',
    'Una app per le note con il mio diario di idee',
    {
      newNote: 'Nuova nota',
      title: 'Titolo',
      body: 'Nota (markdown)',
      preview: 'Anteprima',
      list: 'Note',
      search: 'Cerca nelle note',
      deleteNote: 'Elimina nota',
      confirm: 'Eliminare questa nota?',
      noMatch: 'Nessuna nota corrisponde a «huerto».',
      starter: 'Scrivere in markdown',
    },
  ],
];

describe.concurrent('a notes app in the language of the prompt', () => {
  it.each(LANGUAGES)(
    '%s: %s',
    async (lang, prompt, l) => {
      const dir = await copyProject(path.join(rig.root, `notes-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 900 },
          screenshot: `/tmp/offline-notes-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            const list = page.getByRole('list', { name: l.list, exact: true });
            await list.getByText(l.starter).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.getByRole('button', { name: l.newNote }).first().click();
            await page.getByLabel(l.title, { exact: true }).fill('Huerto');
            await page.getByLabel(l.body, { exact: true }).fill('# Primavera\n\n- Tomates\n- **Albahaca**');
            await page.getByRole('button', { name: l.preview, exact: true }).click();
            const preview = page.getByRole('region', { name: l.preview });
            await preview.getByRole('heading', { name: 'Primavera' }).waitFor();
            await preview.getByRole('listitem').filter({ hasText: 'Tomates' }).waitFor();
            await page.reload();
            await list.getByText('Huerto').click();
            await page.getByLabel(l.search, { exact: true }).fill('huerto');
            expect(await list.getByRole('listitem').count()).toBe(1);
            await page.getByRole('button', { name: l.deleteNote }).click();
            await page
              .getByRole('dialog', { name: l.confirm })
              .getByRole('button', { name: l.deleteNote })
              .click();
            await page.getByText(l.noMatch).waitFor();
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    120_000,
  );
});
