import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { CATEGORY_PICKER, CONVERTER_PAGE, HISTORY_CONTEXT, HISTORY_LIST } from './converter-components';
import { CONVERTER_COPY } from './converter-copy';
import { firstCategory, UNITS_LIB } from './converter-units';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A unit converter: six categories (currency at sample rates, said so), swap, live result, history. */
export const converterRecipe: Recipe = {
  id: 'converter',
  label: 'Unit converter',
  defaultNames: ['Metric', 'Convert', 'Measure', 'Unity'],
  palette: { primary: '#1d4ed8', accent: '#0f766e' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = CONVERTER_COPY[language];
    const first = firstCategory(spec.prompt);
    const nav = [{ to: '/', label: c.nav, icon: 'ArrowLeftRight' }];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: a unit converter for length, weight, temperature, volume, speed and currency, for ${spec.topic}.`
          : c.description(spec.name),
      routes: [],
      nav,
      icon: 'Ruler',
      layout: 'app',
      provider: {
        component: 'HistoryProvider',
        importLine: `import { HistoryProvider } from '@/components/converter/history-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'Ruler',
            nav,
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/units.ts', content: UNITS_LIB(c, lit(first)) },
        { path: 'src/components/converter/history-context.tsx', content: HISTORY_CONTEXT },
        { path: 'src/components/converter/category-picker.tsx', content: CATEGORY_PICKER(c) },
        { path: 'src/components/converter/history-list.tsx', content: HISTORY_LIST(c) },
        {
          path: 'src/pages/Index.tsx',
          content: CONVERTER_PAGE(jsxText(spec.name), jsxText(c.intro), c),
        },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with numbers in its format (decimal comma)`,
            ]),
        `length, weight, temperature, volume and speed in metric and imperial units, opening on ${first}; the result updates as you type, with a swap button`,
        'currency at fixed sample rates, labelled on screen as sample rates and not live (there is no exchange-rate feed)',
        'a history of the last ten conversions you save, kept in the browser (localStorage); a message for a value that is not a number or below absolute zero',
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
