import { noteSuffix, takeAsked } from '../counts';
import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import type { AppLanguage } from '../locale';
import { capitalise } from '../text';
import { CATALOGUE_PAGE, LISTING_CARD, LISTINGS_LIB, SAVED_CONTEXT } from './listings-components';
import { LISTINGS_COPY } from './listings-copy';
import { DETAIL_PAGE, SAVED_PAGE } from './listings-pages';
import type { ListingSchema } from './listings-schemas';
import { listingSchemaFor } from './listings-subjects';
import { appLayout } from './shared/app-layout';
import { type ArtKind, artSvg } from './shared/art';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

const ICONS = {
  homes: 'Building2',
  jobs: 'Briefcase',
  recipes: 'ChefHat',
  cars: 'Car',
  places: 'MapPin',
  pets: 'PawPrint',
  books: 'BookOpen',
  courses: 'GraduationCap',
  furniture: 'Armchair',
  generic: 'LayoutGrid',
} as const;
const ART: Record<keyof typeof ICONS, ArtKind> = {
  homes: 'landscape',
  jobs: 'abstract',
  recipes: 'plate',
  cars: 'object',
  places: 'frame',
  pets: 'landscape',
  books: 'abstract',
  courses: 'abstract',
  furniture: 'object',
  generic: 'object',
};

/**
 * Listings: homes, jobs, recipes or anything else by the prompt's words (`listings-schemas.ts`): a
 * catalogue with search, filters, sort and a count, a page per listing with its picture and a form
 * for its primary action, and saved listings kept in the browser.
 */
export const listingsRecipe: Recipe = {
  id: 'listings',
  label: 'Listings site',
  defaultNames: ['Finder', 'Atlas', 'Showcase', 'Catalogue'],
  palette: { primary: '#0f766e', accent: '#b45309' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, palette, copyContext, language }) {
    const c = LISTINGS_COPY[language];
    const schema = listingSchemaFor(spec.prompt, language);
    const plural = capitalise(schema.plural);
    const icon = ICONS[schema.id];
    const nav = [
      { to: '/', label: plural, icon },
      { to: '/saved', label: c.savedNav, icon: 'Heart' },
    ];
    const place = language === 'en' ? spec.place : (spec.place ?? placeIn(spec.prompt));
    // The five languages' locales are in Europe: their prices are in euros unless the prompt's place says pounds.
    const currency = language === 'en' || copyContext.currency !== 'USD' ? copyContext.currency : 'EUR';
    const taken = takeAsked(
      spec.prompt,
      `${escapeRegExp(schema.plural)}|${escapeRegExp(schema.noun)}|listings?|items?`,
      schema.items(place ?? '', currency),
    );
    const items = taken.items.map((item, index) => ({
      id: String(index + 1),
      ...item,
      image: `/images/listing-${index + 1}.svg`,
    }));
    const fields = schema.fields.map(({ key, label, filter }) => ({ key, label, filter }));
    const filters = schema.fields
      .filter((field) => field.filter)
      .map((field) => (language === 'de' ? field.label : field.label.toLowerCase()));
    const where = place ? ` in ${place}` : '';
    // The reply is in English: it names the subject's fields as the English schema does.
    const english = language === 'en' ? schema : listingSchemaFor(spec.prompt);
    const englishFilters = english.fields
      .filter((field) => field.filter)
      .map((field) => field.label.toLowerCase());
    const said = place ? c.where(place) : '';
    return {
      description:
        language === 'en'
          ? `${spec.name}: ${schema.plural}${where} to search, filter and save${spec.topic ? `, for ${spec.topic}` : ''}.`
          : c.description(spec.name, schema.plural, said),
      routes: [
        { path: '/listings/:id', component: 'Listing', file: 'src/pages/Listing.tsx' },
        { path: '/saved', component: 'Saved', file: 'src/pages/Saved.tsx' },
      ],
      nav,
      icon,
      layout: 'app',
      provider: {
        component: 'SavedProvider',
        importLine: `import { SavedProvider } from '@/components/listings/saved-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({ name: spec.name, icon, nav, subtitle: c.subtitle, language }),
        },
        {
          path: 'src/lib/listings.ts',
          content: LISTINGS_LIB(
            lit({
              noun: schema.noun,
              plural: schema.plural,
              priceLabel: schema.priceLabel,
              action: schema.action,
              fields,
            }),
            lit(items),
            currency,
            lit(pageCopy(c, schema)),
            c.locale,
          ),
        },
        { path: 'src/components/listings/saved-context.tsx', content: SAVED_CONTEXT },
        { path: 'src/components/listings/listing-card.tsx', content: LISTING_CARD },
        {
          path: 'src/pages/Index.tsx',
          content: CATALOGUE_PAGE(
            jsxText(spec.name),
            jsxText(c.intro(schema.plural, said, listOf(filters, language))),
          ),
        },
        { path: 'src/pages/Listing.tsx', content: DETAIL_PAGE },
        { path: 'src/pages/Saved.tsx', content: SAVED_PAGE },
        ...items.map((_, index) => ({
          path: `public/images/listing-${index + 1}.svg`,
          content: artSvg({ colour: palette.primary, seed: index + 1, kind: ART[schema.id] }),
        })),
      ],
      highlights: [
        `${items.length} sample ${english.plural}${where} with ${[english.priceLabel, ...english.fields.map((field) => field.label)].map((label) => label.toLowerCase()).join(', ')}${noteSuffix(taken.note('src/lib/listings.ts') ?? genericNote(schema.id, language === 'en' ? spec.topic : ''))}`,
        `a catalogue with search, filters (${englishFilters.join(', ')}), sort, a result count and a grid of cards (one column on phones)`,
        `a page per ${english.noun} with its picture, every detail and a “${schema.action}” form that checks what you type and keeps your message in the browser`,
        `save any listing: saved ones stay in the browser (localStorage), on a ${language === 'en' ? 'Saved' : `“${c.savedNav}”`} page and as a filter`,
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with prices in its format`,
            ]),
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to navy',
        'Add an about page',
        'Make it mobile responsive',
      ],
    };
  },
};

/**
 * What a general marketplace's sample items are when the prompt's subject has no schema of its own
 * ("vintage guitars"): said in the reply, never passed off as the subject's.
 */
function genericNote(id: string, topic: string): string | null {
  if (id !== 'generic' || !topic) return null;
  return `the sample listings are everyday second-hand items (a bike, a table, headphones), not ${topic}: replace them with yours in src/lib/listings.ts`;
}

/** The words of the pages besides the subject's own, said with its plural and price label. */
function pageCopy(c: (typeof LISTINGS_COPY)[AppLanguage], schema: ListingSchema) {
  const price = schema.sortLabel ?? schema.priceLabel;
  return {
    locale: c.locale,
    save: c.save,
    saved: c.saved,
    search: c.search(schema.plural),
    any: c.any,
    sortBy: c.sortBy,
    featured: c.featured,
    lowToHigh: c.lowToHigh(price),
    highToLow: c.highToLow(price),
    byName: c.byName,
    onlySaved: c.onlySaved,
    noMatch: c.noMatch(schema.plural),
    yourName: c.yourName,
    email: c.email,
    message: c.message,
    errors: c.errors,
    thanks: c.thanks,
    notFound: c.notFound,
    gone: c.gone(schema.noun),
    backToAll: c.backToAll(schema.plural),
    allLink: c.allLink(schema.plural),
    savedHeading: c.savedHeading(schema.plural),
    savedIntro: c.savedIntro,
    nothingSaved: c.nothingSaved,
    browse: c.browse(schema.plural),
  };
}

/** "type, bedrooms, neighbourhood" in English as before; "tipo, dormitorios y barrio" in the others. */
function listOf(words: string[], language: AppLanguage): string {
  if (language === 'en') return words.join(', ');
  return new Intl.ListFormat(LISTINGS_COPY[language].locale, { type: 'conjunction' }).format(words);
}

/** A city a prompt in another language names: "en Madrid", "à Lyon", "em Lisboa", "a Milano". */
function placeIn(prompt: string): string | null {
  return (
    /(?<!\p{L})(?:en|à|em|no|na|in|a)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u.exec(
      prompt,
    )?.[1] ?? null
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
