import { NOTES_CONTEXT, NOTES_LIST } from './notes-components';
import { MARKDOWN_LIB } from './notes-markdown';
import { NOTES_PAGE } from './notes-page';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

const WELCOME = `# Writing in markdown

Write here, then switch to **Preview** (or *Side by side* on a wide screen) to see the note as it reads.

## What works
- Headings with \`#\`, **bold** and *italic*
- Lists, numbered or not
- Links like [the markdown guide](https://commonmark.org/help/)
- \`inline code\` and code blocks

> Every note is saved in this browser as you type.`;

/** A markdown notes app: a searchable list of notes, an editor with a preview, autosaved. */
export const notesRecipe: Recipe = {
  id: 'notes',
  label: 'Notes app',
  defaultNames: ['Inkwell', 'Margin', 'Jotter', 'Quill'],
  palette: { primary: '#4338ca', accent: '#b45309' },
  plan({ spec }) {
    const starter = [
      { id: 'starter-1', title: 'Writing in markdown', body: WELCOME, updatedAt: 1_735_689_600_000 },
    ];
    const nav = [{ to: '/', label: 'Notes', icon: 'NotebookPen' }];
    return {
      description: `${spec.name}: markdown notes with a live preview${spec.topic ? `, for ${spec.topic}` : ''}, saved in the browser.`,
      routes: [],
      nav,
      icon: 'NotebookPen',
      layout: 'app',
      provider: {
        component: 'NotesProvider',
        importLine: `import { NotesProvider } from '@/components/notes/notes-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'NotebookPen',
            nav,
            subtitle: 'Notes saved in this browser',
          }),
        },
        { path: 'src/lib/markdown.tsx', content: MARKDOWN_LIB },
        { path: 'src/components/notes/notes-context.tsx', content: NOTES_CONTEXT(lit(starter)) },
        { path: 'src/components/notes/notes-list.tsx', content: NOTES_LIST },
        {
          path: 'src/pages/Index.tsx',
          content: NOTES_PAGE(
            jsxText(spec.name),
            jsxText(
              spec.topic
                ? `Notes for ${spec.topic}, written in markdown.`
                : 'Write in markdown, preview it, find it again.',
            ),
          ),
        },
      ],
      highlights: [
        'a notes list with search, newest first, a "New note" button and delete after a confirmation',
        'an editor with a title and a markdown body; Edit, Preview, or side by side on wide screens; headings, bold, italic, lists, links, inline code, code blocks and quotes, rendered by the app itself (no raw HTML)',
        'every change saved in the browser (localStorage) as you type, with a visible "Saved" time',
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
