import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import { PROGRESS_PAGE, TASK_FORM, TASK_ITEM, TASKS_CONTEXT, TASKS_PAGE } from './todo-components';
import type { Recipe } from './types';

const STARTERS: Record<string, [string, 'low' | 'medium' | 'high', boolean][]> = {
  food: [
    ['Order flour and butter for the weekend', 'high', false],
    ['Update the chalkboard menu', 'medium', false],
    ['Call the coffee roaster about the new blend', 'medium', true],
    ['Deep-clean the display fridge', 'low', false],
  ],
  default: [
    ['Plan the week ahead', 'high', false],
    ['Reply to Sam about the project timeline', 'medium', false],
    ['Book the dentist', 'low', true],
    ['Read two chapters of the new book', 'low', false],
  ],
};

/** A task manager: add, complete, filter and delete tasks, saved in the browser, with a progress page. */
export const todoRecipe: Recipe = {
  id: 'todo',
  label: 'Task manager',
  defaultNames: ['Tidy', 'Daybook', 'Checkmate', 'Listo'],
  palette: { primary: '#7c3aed', accent: '#0ea5e9' },
  plan({ spec }) {
    const starters = (STARTERS[spec.domain] ?? STARTERS.default ?? []).map(
      ([title, priority, isDone], index) => ({
        id: `starter-${index + 1}`,
        title,
        priority,
        isDone,
        createdAt: 1_735_689_600_000 + index * 60_000,
      }),
    );
    const nav = [
      { to: '/', label: 'Tasks', icon: 'ListTodo' },
      { to: '/progress', label: 'Progress', icon: 'ChartColumn' },
    ];
    return {
      description: `${spec.name}: a calm place for everything you need to get done${spec.topic ? `, for ${spec.topic}` : ''}.`,
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
            subtitle: 'Saved in this browser',
          }),
        },
        { path: 'src/components/tasks/tasks-context.tsx', content: TASKS_CONTEXT(lit(starters)) },
        { path: 'src/components/tasks/task-form.tsx', content: TASK_FORM },
        { path: 'src/components/tasks/task-item.tsx', content: TASK_ITEM },
        {
          path: 'src/pages/Index.tsx',
          content: TASKS_PAGE(
            jsxText(spec.name),
            jsxText(
              spec.topic
                ? `Everything to do for ${spec.topic}.`
                : 'Everything you need to do, in one calm list.',
            ),
          ),
        },
        { path: 'src/pages/Progress.tsx', content: PROGRESS_PAGE },
      ],
      highlights: [
        'adding tasks with a priority, ticking them off and deleting them, saved in the browser (localStorage) so they survive a reload',
        'All / Active / Completed filter tabs with counts, a progress bar and "clear completed"',
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
