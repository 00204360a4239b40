import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { CALCULATOR_LIB, CALCULATOR_PAGE, DISPLAY, KEYPAD } from './calculator-components';
import { CALCULATOR_COPY } from './calculator-copy';
import { HISTORY_CONTEXT, HISTORY_PAGE } from './calculator-history';
import { appLayout } from './shared/app-layout';
import { jsxText } from './shared/ts-literal';
import type { Recipe } from './types';

/** A calculator: a keypad that also works from the keyboard, and the history of its results. */
export const calculatorRecipe: Recipe = {
  id: 'calculator',
  label: 'Calculator',
  defaultNames: ['Tally', 'Sum', 'Abacus', 'Figures'],
  palette: { primary: '#c2410c', accent: '#0f766e' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = CALCULATOR_COPY[language];
    const nav = [
      { to: '/', label: c.nav.calculator, icon: 'Calculator' },
      { to: '/history', label: c.nav.history, icon: 'History' },
    ];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: a calculator that keeps its history, for ${spec.topic}.`
          : c.description(spec.name),
      routes: [{ path: '/history', component: 'History', file: 'src/pages/History.tsx' }],
      nav,
      icon: 'Calculator',
      layout: 'app',
      provider: {
        component: 'HistoryProvider',
        importLine: `import { HistoryProvider } from '@/components/calculator/history-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'Calculator',
            nav,
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/calculator.ts', content: CALCULATOR_LIB(c) },
        { path: 'src/components/calculator/history-context.tsx', content: HISTORY_CONTEXT },
        { path: 'src/components/calculator/keypad.tsx', content: KEYPAD(c) },
        { path: 'src/components/calculator/display.tsx', content: DISPLAY(c) },
        {
          path: 'src/pages/Index.tsx',
          content: CALCULATOR_PAGE(
            jsxText(spec.name),
            jsxText(language === 'en' && spec.topic ? `Quick sums for ${spec.topic}.` : c.intro),
            c,
          ),
        },
        { path: 'src/pages/History.tsx', content: HISTORY_PAGE(c, language) },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with its decimal comma and dates in its format`,
            ]),
        'a keypad with + − × ÷, percent, sign and delete, that works from the keyboard too (digits, operators, Enter, Backspace, Escape)',
        'no `eval`: a small state machine does the arithmetic, with twelve significant digits and "Cannot divide by zero"',
        'a history page of your results, kept in the browser (localStorage), and a sidebar that becomes a slide-out menu on phones',
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
