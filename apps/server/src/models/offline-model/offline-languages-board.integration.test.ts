import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a kanban board asked for in Spanish, French, German, Portuguese or Italian is written
 * in that language (its columns, buttons, dialogs, starter cards, `<html lang>`); it builds,
 * type-checks, and a card is added and moved from its menu with the translated labels.
 */
const rig = renderRig('kiln-offline-languages-board-');

type Words = {
  first: string;
  last: string;
  addCard: string;
  title: string;
  save: string;
  actions: string;
  moveTo: string;
};

describe.concurrent('a kanban board in the language of the prompt', () => {
  it.each<[string, string, Words]>([
    [
      'es',
      'Un tablero kanban para organizar las tareas de mi equipo',
      {
        first: 'Pendiente',
        last: 'Hecho',
        addCard: 'Añadir tarjeta',
        title: 'Título',
        save: 'Guardar',
        actions: 'Acciones de',
        moveTo: 'Mover a',
      },
    ],
    [
      'fr',
      'Un tableau kanban avec les colonnes Idées, En cours et Terminé pour mon équipe',
      {
        first: 'Idées',
        last: 'Terminé',
        addCard: 'Ajouter une carte',
        title: 'Titre',
        save: 'Enregistrer',
        actions: 'Actions pour',
        moveTo: 'Déplacer vers',
      },
    ],
    [
      'de',
      'Ein Kanban-Board für die Softwareentwicklung in unserem Team',
      {
        first: 'Offen',
        last: 'Erledigt',
        addCard: 'Karte hinzufügen',
        title: 'Titel',
        save: 'Speichern',
        actions: 'Aktionen für',
        moveTo: 'Nach Erledigt verschieben',
      },
    ],
    [
      'pt',
      'Um quadro kanban para gerir os projetos da minha equipa',
      {
        first: 'Por fazer',
        last: 'Concluído',
        addCard: 'Adicionar cartão',
        title: 'Título',
        save: 'Guardar',
        actions: 'Ações para',
        moveTo: 'Mover para',
      },
    ],
    [
      'it',
      'Una bacheca kanban con le colonne Da fare, In corso e Fatto per il mio gruppo',
      {
        first: 'Da fare',
        last: 'Fatto',
        addCard: 'Aggiungi scheda',
        title: 'Titolo',
        save: 'Salva',
        actions: 'Azioni per',
        moveTo: 'Sposta in',
      },
    ],
  ])(
    '%s: %s',
    async (lang, prompt, w) => {
      const dir = await copyProject(path.join(rig.root, `board-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      const card = 'Comprar pão';
      const moveTo = w.moveTo.includes(w.last) ? w.moveTo : `${w.moveTo} ${w.last}`;
      await verify(rig.builder, rig.browser, dir, [
        {
          screenshot: `/tmp/offline-board-${lang}.png`,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            const column = (title: string) => page.getByRole('region', { name: title, exact: true });
            // The button says "Add card"; its accessible name adds the column's.
            await column(w.first).getByRole('button').filter({ hasText: w.addCard }).click();
            const dialog = page.getByRole('dialog', { name: w.addCard });
            await dialog.getByLabel(w.title).fill(card);
            await dialog.getByRole('button', { name: w.save }).click();
            await column(w.first).getByText(card).waitFor();
            await page.getByRole('button', { name: `${w.actions} ${card}` }).click();
            await page.getByRole('menuitem', { name: moveTo }).click();
            await column(w.last).getByText(card).waitFor();
            await page.reload();
            await column(w.last).getByText(card).waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-board-${lang}-phone.png`,
          act: async (page) => {
            await page.getByRole('region', { name: w.first, exact: true }).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang as 'es'].notFound.title },
      ]);
    },
    180_000,
  );
});
