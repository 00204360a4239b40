import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { article, capitalise } from '../text';
import { RECORD_FORM, RECORDS_CONTEXT, RECORDS_LIB } from './records-components';
import { localSchema, localText, RECORDS_COPY, schemaActions } from './records-copy';
import { RECORDS_PAGE, RECORDS_TABLE, SUMMARY_PAGE } from './records-pages';
import { schemaFor } from './records-schemas';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/**
 * Records: a CRM, an inventory, a finance tracker, an admin panel or an address book, by the prompt's
 * words (`records-schemas.ts`): a searchable, sortable table (cards on a phone), a form to add and
 * edit, delete, and a summary by category, all kept in the browser.
 */
export const recordsRecipe: Recipe = {
  id: 'records',
  label: 'Records app',
  defaultNames: ['Keeper', 'Roster', 'Ledger', 'Logbook'],
  palette: { primary: '#1d4ed8', accent: '#0f766e' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, copyContext, language }) {
    const english = schemaFor(spec.prompt);
    const schema = localSchema(english, language);
    const c = RECORDS_COPY[language];
    const text = language === 'en' ? null : localText(english, language);
    const plural = capitalise(schema.plural);
    const nav = [
      { to: '/', label: plural, icon: schema.icon },
      { to: '/summary', label: c.app.summary, icon: 'ChartPie' },
    ];
    // Prompts in the five languages mean euros unless they say dollars.
    const currency =
      language !== 'en' && copyContext.currency === 'USD' && !/\$|d[oó]lar|dollar|usd/i.test(spec.prompt)
        ? 'EUR'
        : copyContext.currency;
    const rows = schema.rows.map((row, index) => ({ id: `seed-${index + 1}`, ...row }));
    const fields = schema.fields.map(({ key, label, type, options, required }) => ({
      key,
      label,
      type,
      ...(options ? { options } : {}),
      ...(required ? { required } : {}),
    }));
    return {
      description: text
        ? c.description(spec.name, text.label, text.intro)
        : `${spec.name}: ${article(schema.label)} ${schema.label} that keeps your ${schema.plural}${spec.topic ? `, for ${spec.topic}` : ''}.`,
      routes: [{ path: '/summary', component: 'Summary', file: 'src/pages/Summary.tsx' }],
      nav,
      icon: schema.icon,
      layout: 'app',
      provider: {
        component: 'RecordsProvider',
        importLine: `import { RecordsProvider } from '@/components/records/records-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({ name: spec.name, icon: schema.icon, nav, subtitle: c.subtitle, language }),
        },
        {
          path: 'src/lib/records.ts',
          content: RECORDS_LIB(
            lit({ entity: schema.entity, plural: schema.plural, fields }),
            lit(rows),
            currency,
            { ...c.app, ...schemaActions(english, language) },
            c.locale,
          ),
        },
        { path: 'src/components/records/records-context.tsx', content: RECORDS_CONTEXT },
        { path: 'src/components/records/record-form.tsx', content: RECORD_FORM },
        { path: 'src/components/records/records-table.tsx', content: RECORDS_TABLE },
        {
          path: 'src/pages/Index.tsx',
          content: RECORDS_PAGE(
            jsxText(spec.name),
            jsxText(text ? text.intro : `Every one of your ${schema.plural} in one place.`),
          ),
        },
        { path: 'src/pages/Summary.tsx', content: SUMMARY_PAGE },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, sample records too, with dates and amounts in its format`,
            ]),
        `${english.plural} with ${english.fields.map((field) => field.label.toLowerCase()).join(', ')}: add, edit and delete them in a form, saved in the browser (localStorage)`,
        'search across every field and sort by any column; on a phone each record is a card, with no sideways scrolling',
        `a summary page by ${english.fields.find((field) => field.type === 'select')?.label.toLowerCase() ?? 'category'}, and a sidebar that becomes a slide-out menu on phones`,
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to teal',
        'Add an about page',
        'Make it mobile responsive',
      ],
      nudge: {
        integration: 'supabase',
        reason: `Keep your ${english.plural} in a database and share them with your team, instead of one browser.`,
      },
    };
  },
};
