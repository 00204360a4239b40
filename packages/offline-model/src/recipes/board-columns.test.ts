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
});
