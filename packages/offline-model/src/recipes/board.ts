import { boardColumns } from './board-columns';
import { BOARD_CONTEXT, BOARD_LIB, CARD_DIALOG } from './board-components';
import { BOARD_CARD, BOARD_PAGE } from './board-page';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** Starter cards: the first in the first column, then one each in the next two (when there are). */
const STARTERS: [string, string, string][] = [
  ['Agree on what this board is for', 'Write the goal at the top of the first card everyone reads.', 'blue'],
  ['Gather the open pieces of work', 'One card each; a label for what kind of work it is.', 'amber'],
  ['Set a due date for the first milestone', '', 'green'],
];

/** A kanban board: columns from the prompt, cards that drag or move by keyboard, kept in the browser. */
export const boardRecipe: Recipe = {
  id: 'board',
  label: 'Kanban board',
  defaultNames: ['Flow', 'Lanes', 'Pinboard', 'Cardwise'],
  palette: { primary: '#1d4ed8', accent: '#0f766e' },
  plan({ spec }) {
    const columns = boardColumns(spec.prompt);
    const starters = STARTERS.map(([title, description, label], index) => ({
      id: `starter-${index + 1}`,
      title,
      description,
      label,
      due: '',
      column: columns[Math.min(index, columns.length - 2)]?.id ?? columns[0]?.id ?? '',
      createdAt: 1_735_689_600_000 + index * 60_000,
    }));
    const nav = [{ to: '/', label: 'Board', icon: 'SquareKanban' }];
    const names = columns.map((column) => column.title);
    const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return {
      description: `${spec.name}: a kanban board${spec.topic ? ` for ${spec.topic}` : ''}, with ${list}.`,
      routes: [],
      nav,
      icon: 'SquareKanban',
      layout: 'app',
      provider: {
        component: 'BoardProvider',
        importLine: `import { BoardProvider } from '@/components/board/board-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'SquareKanban',
            nav,
            subtitle: 'Saved in this browser',
          }),
        },
        { path: 'src/lib/board.ts', content: BOARD_LIB(lit(columns)) },
        { path: 'src/components/board/board-context.tsx', content: BOARD_CONTEXT(lit(starters)) },
        { path: 'src/components/board/card-dialog.tsx', content: CARD_DIALOG },
        { path: 'src/components/board/card-item.tsx', content: BOARD_CARD },
        {
          path: 'src/pages/Index.tsx',
          content: BOARD_PAGE(
            jsxText(spec.name),
            jsxText(
              `${spec.subject ? `For ${spec.subject}. ` : ''}Drag a card to another column, or use its menu to move it.`,
            ),
          ),
        },
      ],
      highlights: [
        `the columns ${list}, each with its count, and cards with a title, an optional description, a colour label and a due date`,
        'add a card to any column, edit it, delete it after a confirmation; move it by dragging, or from its menu ("Move to …") with the keyboard',
        'everything kept in the browser (localStorage) so it survives a reload; on phones the columns stack',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to teal',
        'Add an about page',
        'Make it mobile responsive',
      ],
    };
  },
};
