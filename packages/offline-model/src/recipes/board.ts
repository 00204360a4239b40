import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { boardColumns } from './board-columns';
import { BOARD_CONTEXT, BOARD_LIB, CARD_DIALOG } from './board-components';
import { BOARD_COPY } from './board-copy';
import { BOARD_CARD, BOARD_PAGE } from './board-page';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** The starter cards' labels: the first in the first column, then one each in the next two (when there are). */
const STARTER_LABELS = ['blue', 'amber', 'green'];

/** A kanban board: columns from the prompt, cards that drag or move by keyboard, kept in the browser. */
export const boardRecipe: Recipe = {
  id: 'board',
  label: 'Kanban board',
  defaultNames: ['Flow', 'Lanes', 'Pinboard', 'Cardwise'],
  palette: { primary: '#1d4ed8', accent: '#0f766e' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = BOARD_COPY[language];
    const columns = boardColumns(spec.prompt, language);
    const starters = c.starters.map(([title, description], index) => ({
      id: `starter-${index + 1}`,
      title,
      description,
      label: STARTER_LABELS[index] ?? 'blue',
      due: '',
      column: columns[Math.min(index, columns.length - 2)]?.id ?? columns[0]?.id ?? '',
      createdAt: 1_735_689_600_000 + index * 60_000,
    }));
    const nav = [{ to: '/', label: c.nav, icon: 'SquareKanban' }];
    const names = columns.map((column) => column.title);
    const list = `${names.slice(0, -1).join(', ')} ${c.and} ${names.at(-1)}`;
    return {
      description:
        language === 'en'
          ? `${spec.name}: a kanban board${spec.topic ? ` for ${spec.topic}` : ''}, with ${list}.`
          : c.description(spec.name, list),
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
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/board.ts', content: BOARD_LIB(lit(columns), c.app, c.locale) },
        { path: 'src/components/board/board-context.tsx', content: BOARD_CONTEXT(lit(starters)) },
        { path: 'src/components/board/card-dialog.tsx', content: CARD_DIALOG },
        { path: 'src/components/board/card-item.tsx', content: BOARD_CARD },
        {
          path: 'src/pages/Index.tsx',
          content: BOARD_PAGE(
            jsxText(spec.name),
            jsxText(language === 'en' && spec.subject ? `For ${spec.subject}. ${c.intro}` : c.intro),
          ),
        },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the board in ${PROMPT_LANGUAGES[language]}, as you wrote, with dates in its format`,
            ]),
        `the columns ${list}, each with its count, and cards with a title, an optional description, a colour label and a due date`,
        `add a card to any column, edit it, delete it after a confirmation; move it by dragging, or from its menu ("${c.app.moveTo}") with the keyboard`,
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
