import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { FITNESS_COPY } from './fitness-copy';
import { fitnessPages } from './fitness-pages';
import { appLayout } from './shared/app-layout';
import type { Recipe } from './types';

/** A workout tracker: log sessions, a weekly goal ring, a streak, history and a weekly chart. */
export const fitnessRecipe: Recipe = {
  id: 'fitness',
  label: 'Fitness tracker',
  defaultNames: ['Stride', 'Momentum', 'Pulse Log', 'Fitline'],
  palette: { primary: '#047857', accent: '#f97316' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = FITNESS_COPY[language];
    const nav = [
      { to: '/', label: c.nav.today, icon: 'Activity' },
      { to: '/progress', label: c.nav.progress, icon: 'ChartColumn' },
    ];
    return {
      description: c.description(spec.name),
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
          content: appLayout({ name: spec.name, icon: 'Dumbbell', nav, subtitle: c.subtitle, language }),
        },
        ...fitnessPages(spec.name, c),
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, its activities and first week of entries included, with days and dates in its format`,
            ]),
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
