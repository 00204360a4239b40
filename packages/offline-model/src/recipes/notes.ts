import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { NOTES_CONTEXT, NOTES_LIST } from './notes-components';
import { NOTES_COPY } from './notes-copy';
import { MARKDOWN_LIB } from './notes-markdown';
import { NOTES_PAGE } from './notes-page';
import { WELCOME_NOTE } from './notes-translations';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A markdown notes app: a searchable list of notes, an editor with a preview, autosaved. */
export const notesRecipe: Recipe = {
  id: 'notes',
  label: 'Notes app',
  defaultNames: ['Inkwell', 'Margin', 'Jotter', 'Quill'],
  palette: { primary: '#4338ca', accent: '#b45309' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = NOTES_COPY[language];
    const welcome = WELCOME_NOTE[language];
    const starter = [{ id: 'starter-1', ...welcome, updatedAt: 1_735_689_600_000 }];
    const nav = [{ to: '/', label: c.nav, icon: 'NotebookPen' }];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: markdown notes with a live preview, for ${spec.topic}, saved in the browser.`
          : c.description(spec.name),
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
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/markdown.tsx', content: MARKDOWN_LIB },
        { path: 'src/components/notes/notes-context.tsx', content: NOTES_CONTEXT(lit(starter)) },
        { path: 'src/components/notes/notes-list.tsx', content: NOTES_LIST(c) },
        {
          path: 'src/pages/Index.tsx',
          content: NOTES_PAGE(
            jsxText(spec.name),
            jsxText(
              language === 'en' && spec.topic ? `Notes for ${spec.topic}, written in markdown.` : c.intro,
            ),
            c,
          ),
        },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, its first note included, with dates in its format`,
            ]),
        `a notes list with search, newest first, a "${c.newNote}" button and delete after a confirmation`,
        `an editor with a title and a markdown body; ${language === 'en' ? 'Edit, Preview, or side by side' : `"${c.modes.edit}", "${c.modes.preview}", or "${c.modes.split}"`} on wide screens; headings, bold, italic, lists, links, inline code, code blocks and quotes, rendered by the app itself (no raw HTML)`,
        `every change saved in the browser (localStorage) as you type, with a visible "${language === 'en' ? 'Saved' : c.saved.replace(/[\s\u00a0]*:?\s*\{time\}/, '')}" time`,
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
