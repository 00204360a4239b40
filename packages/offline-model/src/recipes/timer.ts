import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import { CLOCK_FACE, PRESET_PICKER, TIMER_LIB, TIMER_PAGE } from './timer-components';
import { TIMER_COPY, type TimerCopy } from './timer-copy';
import { SESSIONS_CONTEXT, SESSIONS_PAGE } from './timer-sessions';
import type { Recipe } from './types';

const pomodoro = (c: TimerCopy) => [
  { id: 'focus', label: c.presets.focus, minutes: 25 },
  { id: 'short-break', label: c.presets.shortBreak, minutes: 5 },
  { id: 'long-break', label: c.presets.longBreak, minutes: 15 },
];
const countdown = (c: TimerCopy) =>
  [1, 5, 10, 30].map((minutes) => ({ id: `${minutes}-min`, label: `${minutes} ${c.min}`, minutes }));

/** A timer: Pomodoro lengths or countdown presets, a length of your own, and the sessions finished. */
export const timerRecipe: Recipe = {
  id: 'timer',
  label: 'Timer',
  defaultNames: ['Tempo', 'Focus', 'Hourglass', 'Tick'],
  palette: { primary: '#b91c1c', accent: '#0f766e' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = TIMER_COPY[language];
    const isPomodoro = /\b(?:pomodoro|focus|study|work(?:ing)? (?:and|&) break)/i.test(spec.prompt);
    const nav = [
      { to: '/', label: c.nav.timer, icon: 'Timer' },
      { to: '/sessions', label: c.nav.sessions, icon: 'History' },
    ];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: ${isPomodoro ? 'a Pomodoro timer for focus and breaks' : 'a countdown timer'}, for ${spec.topic}.`
          : c.description[isPomodoro ? 'pomodoro' : 'countdown'](spec.name),
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
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/timer.ts', content: TIMER_LIB(lit(isPomodoro ? pomodoro(c) : countdown(c))) },
        { path: 'src/components/timer/clock-face.tsx', content: CLOCK_FACE(c) },
        { path: 'src/components/timer/preset-picker.tsx', content: PRESET_PICKER(c) },
        { path: 'src/components/timer/sessions-context.tsx', content: SESSIONS_CONTEXT },
        {
          path: 'src/pages/Index.tsx',
          content: TIMER_PAGE(
            jsxText(spec.name),
            jsxText(
              isPomodoro
                ? c.intro.pomodoro
                : language === 'en' && spec.topic
                  ? `Pick a length and start: ${spec.topic}.`
                  : c.intro.countdown,
            ),
            c,
          ),
        },
        { path: 'src/pages/Sessions.tsx', content: SESSIONS_PAGE(c, language) },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with dates in its format`,
            ]),
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
