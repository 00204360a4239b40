import { describe, expect, it } from 'vitest';
import { boardColumns, columnsFromPrompt } from './board-columns';

describe('board columns', () => {
  it('reads the columns a prompt names, however it lists them', () => {
    expect(columnsFromPrompt('A kanban board with To do, Doing and Done columns')).toEqual([
      'To do',
      'Doing',
      'Done',
    ]);
    expect(
      columnsFromPrompt(
        'A kanban board called Flow for my team with columns Backlog, Doing, Review and Done',
      ),
    ).toEqual(['Backlog', 'Doing', 'Review', 'Done']);
    expect(columnsFromPrompt('kanban with backlog, in progress, review and done')).toEqual([
      'Backlog',
      'In progress',
      'Review',
      'Done',
    ]);
    expect(columnsFromPrompt('kanban board with columns: Ideas / Writing / Live for my blog')).toEqual([
      'Ideas',
      'Writing',
      'Live',
    ]);
  });

  it('takes no list where there is none, and falls back to columns that fit the subject', () => {
    expect(columnsFromPrompt('A kanban board for my team with a dark theme')).toBeNull();
    expect(columnsFromPrompt('A kanban board with drag-and-drop cards, labels and due dates')).toBeNull();
    expect(boardColumns('A kanban board for my team').map((column) => column.title)).toEqual([
      'To do',
      'In progress',
      'Done',
    ]);
    expect(
      boardColumns('Trello-style board for planning my content calendar').map((column) => column.id),
    ).toEqual(['ideas', 'drafting', 'scheduled', 'published']);
  });

  it('gives each column a plain id and keeps attacker text as data', () => {
    const columns = boardColumns("kanban with columns Ready', Set and Go");
    expect(columns.map((column) => column.id)).toEqual(['ready', 'set', 'go']);
    expect(columns[0]?.title).toBe("Ready'");
  });

  it('reads columns named in Spanish, French, German, Portuguese and Italian', () => {
    expect(
      columnsFromPrompt('Un tablero kanban con las columnas Pendiente, En curso y Hecho para mi equipo'),
    ).toEqual(['Pendiente', 'En curso', 'Hecho']);
    expect(
      columnsFromPrompt('Un tableau kanban avec les colonnes « À faire », « En cours » et « Terminé »'),
    ).toEqual(['À faire', 'En cours', 'Terminé']);
    expect(columnsFromPrompt('Ein Kanban-Board mit den Spalten Offen, In Arbeit und Erledigt')).toEqual([
      'Offen',
      'In Arbeit',
      'Erledigt',
    ]);
    expect(columnsFromPrompt('Um quadro kanban com as colunas Por fazer, Em curso e Concluído')).toEqual([
      'Por fazer',
      'Em curso',
      'Concluído',
    ]);
    expect(columnsFromPrompt('Una bacheca kanban con le colonne Da fare, In corso e Fatto')).toEqual([
      'Da fare',
      'In corso',
      'Fatto',
    ]);
  });

  it("falls back to columns in the app's language that fit the subject", () => {
    expect(boardColumns('Un tablero kanban para mi equipo', 'es').map((column) => column.title)).toEqual([
      'Pendiente',
      'En curso',
      'Hecho',
    ]);
    expect(
      boardColumns('Ein Kanban-Board für unsere Softwareentwicklung', 'de').map((column) => column.id),
    ).toEqual(['offen', 'in-arbeit', 'erledigt']);
    expect(boardColumns('Un tableau kanban pour le développement', 'fr').map((column) => column.id)).toEqual([
      'backlog',
      'en-cours',
      'en-revue',
      'termine',
    ]);
  });
});
