import { fitnessPages } from './fitness-pages';
import { appLayout } from './shared/app-layout';
import type { Recipe } from './types';

/** A workout tracker: log sessions, a weekly goal ring, a streak, history and a weekly chart. */
export const fitnessRecipe: Recipe = {
  id: 'fitness',
  label: 'Fitness tracker',
  defaultNames: ['Stride', 'Momentum', 'Pulse Log', 'Fitline'],
  palette: { primary: '#047857', accent: '#f97316' },
  plan({ spec }) {
    const nav = [
      { to: '/', label: 'Today', icon: 'Activity' },
      { to: '/progress', label: 'Progress', icon: 'ChartColumn' },
    ];
    return {
      description: `${spec.name}: log workouts, hit your weekly goal and watch your streak grow.`,
      routes: [{ path: '/progress', component: 'Progress', file: 'src/pages/Progress.tsx' }],
      nav,
      icon: 'Dumbbell',
      layout: 'app',
      provider: {
        component: 'WorkoutsProvider',
        importLine: `import { WorkoutsProvider } from '@/components/fitness/workouts-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({ name: spec.name, icon: 'Dumbbell', nav, subtitle: 'Your training log' }),
        },
        ...fitnessPages(spec.name),
      ],
      highlights: [
        'logging workouts (activity, minutes, date, note), saved in the browser so they survive a reload',
        'a weekly goal ring (150 minutes), a day streak and a workout history with delete',
        'a progress page with a seven-day bar chart and minutes by activity',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to orange',
        'Add an about page',
        'Make it mobile responsive',
      ],
      nudge: {
        integration: 'supabase',
        reason: 'Keep workouts in your account so they sync between phone and laptop.',
      },
    };
  },
};
