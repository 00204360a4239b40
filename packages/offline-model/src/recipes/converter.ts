import { CATEGORY_PICKER, CONVERTER_PAGE, HISTORY_CONTEXT, HISTORY_LIST } from './converter-components';
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
  plan({ spec }) {
    const first = firstCategory(spec.prompt);
    const nav = [{ to: '/', label: 'Converter', icon: 'ArrowLeftRight' }];
    return {
      description: `${spec.name}: a unit converter for length, weight, temperature, volume, speed and currency${spec.topic ? `, for ${spec.topic}` : ''}.`,
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
            subtitle: 'History kept in this browser',
          }),
        },
        { path: 'src/lib/units.ts', content: UNITS_LIB(lit(first)) },
        { path: 'src/components/converter/history-context.tsx', content: HISTORY_CONTEXT },
        { path: 'src/components/converter/category-picker.tsx', content: CATEGORY_PICKER },
        { path: 'src/components/converter/history-list.tsx', content: HISTORY_LIST },
        {
          path: 'src/pages/Index.tsx',
          content: CONVERTER_PAGE(
            jsxText(spec.name),
            jsxText(
              'Length, weight, temperature, volume, speed and currency. The result updates as you type.',
            ),
          ),
        },
      ],
      highlights: [
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
