import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import { CLOCK_FACE, PRESET_PICKER, TIMER_LIB, TIMER_PAGE } from './timer-components';
import { SESSIONS_CONTEXT, SESSIONS_PAGE } from './timer-sessions';
import type { Recipe } from './types';

const POMODORO = [
  { id: 'focus', label: 'Focus', minutes: 25 },
  { id: 'short-break', label: 'Short break', minutes: 5 },
  { id: 'long-break', label: 'Long break', minutes: 15 },
];
const COUNTDOWN = [1, 5, 10, 30].map((minutes) => ({
  id: `${minutes}-min`,
  label: `${minutes} min`,
  minutes,
}));

/** A timer: Pomodoro lengths or countdown presets, a length of your own, and the sessions finished. */
export const timerRecipe: Recipe = {
  id: 'timer',
  label: 'Timer',
  defaultNames: ['Tempo', 'Focus', 'Hourglass', 'Tick'],
  palette: { primary: '#b91c1c', accent: '#0f766e' },
  plan({ spec }) {
    const isPomodoro = /\b(?:pomodoro|focus|study|work(?:ing)? (?:and|&) break)/i.test(spec.prompt);
    const nav = [
      { to: '/', label: 'Timer', icon: 'Timer' },
      { to: '/sessions', label: 'Sessions', icon: 'History' },
    ];
    return {
      description: `${spec.name}: ${isPomodoro ? 'a Pomodoro timer for focus and breaks' : 'a countdown timer'}${spec.topic ? `, for ${spec.topic}` : ''}.`,
      routes: [{ path: '/sessions', component: 'Sessions', file: 'src/pages/Sessions.tsx' }],
      nav,
      icon: 'Timer',
      layout: 'app',
      provider: {
        component: 'SessionsProvider',
        importLine: `import { SessionsProvider } from '@/components/timer/sessions-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'Timer',
            nav,
            subtitle: 'Sessions kept in this browser',
          }),
        },
        { path: 'src/lib/timer.ts', content: TIMER_LIB(lit(isPomodoro ? POMODORO : COUNTDOWN)) },
        { path: 'src/components/timer/clock-face.tsx', content: CLOCK_FACE },
        { path: 'src/components/timer/preset-picker.tsx', content: PRESET_PICKER },
        { path: 'src/components/timer/sessions-context.tsx', content: SESSIONS_CONTEXT },
        {
          path: 'src/pages/Index.tsx',
          content: TIMER_PAGE(
            jsxText(spec.name),
            jsxText(
              isPomodoro
                ? 'Twenty-five minutes of focus, then a break.'
                : `Pick a length and start${spec.topic ? `: ${spec.topic}` : ''}.`,
            ),
          ),
        },
        { path: 'src/pages/Sessions.tsx', content: SESSIONS_PAGE },
      ],
      highlights: [
        isPomodoro
          ? 'Focus (25 min), short break (5) and long break (15), or a length of your own'
          : 'countdown presets (1, 5, 10 and 30 min) or a length of your own',
        'start, pause, resume and reset, a ring that empties as time runs, the time left in the tab title, and it ends on time even in a background tab',
        'a sessions page with what you finished today, kept in the browser (localStorage), and a sidebar that becomes a slide-out menu on phones',
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
