import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import { TASK_FORM, TASK_ITEM, TASKS_CONTEXT, TASKS_PAGE } from './todo-components';
import { TODO_COPY } from './todo-copy';
import { PROGRESS_PAGE } from './todo-progress';
import type { Recipe } from './types';

/** A task manager: add, complete, filter and delete tasks, saved in the browser, with a progress page. */
export const todoRecipe: Recipe = {
  id: 'todo',
  label: 'Task manager',
  defaultNames: ['Tidy', 'Daybook', 'Checkmate', 'Listo'],
  palette: { primary: '#7c3aed', accent: '#0ea5e9' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = TODO_COPY[language];
    const starters = (spec.domain === 'food' ? c.starters.food : c.starters.default).map(
      ([title, priority, isDone], index) => ({
        id: `starter-${index + 1}`,
        title,
        priority,
        isDone,
        createdAt: 1_735_689_600_000 + index * 60_000,
      }),
    );
    const nav = [
      { to: '/', label: c.nav.tasks, icon: 'ListTodo' },
      { to: '/progress', label: c.nav.progress, icon: 'ChartColumn' },
    ];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: a calm place for everything you need to get done, for ${spec.topic}.`
          : c.description(spec.name),
      routes: [{ path: '/progress', component: 'Progress', file: 'src/pages/Progress.tsx' }],
      nav,
      icon: 'CircleCheck',
      layout: 'app',
      provider: {
        component: 'TasksProvider',
        importLine: `import { TasksProvider } from '@/components/tasks/tasks-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'CircleCheck',
            nav,
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/components/tasks/tasks-context.tsx', content: TASKS_CONTEXT(lit(starters)) },
        { path: 'src/components/tasks/task-form.tsx', content: TASK_FORM(c) },
        { path: 'src/components/tasks/task-item.tsx', content: TASK_ITEM(c) },
        {
          path: 'src/pages/Index.tsx',
          content: TASKS_PAGE(
            jsxText(spec.name),
            jsxText(language === 'en' && spec.topic ? `Everything to do for ${spec.topic}.` : c.intro),
            c,
            language,
          ),
        },
        { path: 'src/pages/Progress.tsx', content: PROGRESS_PAGE(c) },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with dates in its format`,
            ]),
        'adding tasks with a priority, ticking them off and deleting them, saved in the browser (localStorage) so they survive a reload',
        'filter tabs for all, open and completed tasks with counts, a progress bar and a button that clears the completed ones',
        'a progress page with completion by priority, and a sidebar that becomes a slide-out menu on phones',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to teal',
        'Add an about page',
        'Make it mobile responsive',
      ],
      nudge: {
        integration: 'supabase',
        reason: 'Sync tasks across devices and sign in, instead of keeping them in one browser.',
      },
    };
  },
};
