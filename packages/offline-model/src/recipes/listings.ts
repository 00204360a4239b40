import { noteSuffix, takeAsked } from '../counts';
import { capitalise } from '../text';
import { CATALOGUE_PAGE, LISTING_CARD, LISTINGS_LIB, SAVED_CONTEXT } from './listings-components';
import { DETAIL_PAGE, SAVED_PAGE } from './listings-pages';
import { listingSchemaFor } from './listings-schemas';
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
  plan({ spec, palette, copyContext }) {
    const schema = listingSchemaFor(spec.prompt);
    const plural = capitalise(schema.plural);
    const icon = ICONS[schema.id];
    const nav = [
      { to: '/', label: plural, icon },
      { to: '/saved', label: 'Saved', icon: 'Heart' },
    ];
    const taken = takeAsked(
      spec.prompt,
      `${schema.plural}|${schema.noun}|listings?|items?`,
      schema.items(spec.place ?? ''),
    );
    const items = taken.items.map((item, index) => ({
      id: String(index + 1),
      ...item,
      image: `/images/listing-${index + 1}.svg`,
    }));
    const fields = schema.fields.map(({ key, label, filter }) => ({ key, label, filter }));
    const filters = schema.fields.filter((field) => field.filter).map((field) => field.label.toLowerCase());
    const where = spec.place ? ` in ${spec.place}` : '';
    return {
      description: `${spec.name}: ${schema.plural}${where} to search, filter and save${spec.topic ? `, for ${spec.topic}` : ''}.`,
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
          content: appLayout({ name: spec.name, icon, nav, subtitle: 'Saved items stay in this browser' }),
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
            copyContext.currency,
          ),
        },
        { path: 'src/components/listings/saved-context.tsx', content: SAVED_CONTEXT },
        { path: 'src/components/listings/listing-card.tsx', content: LISTING_CARD },
        {
          path: 'src/pages/Index.tsx',
          content: CATALOGUE_PAGE(
            jsxText(spec.name),
            jsxText(
              `${plural}${where}: search, filter by ${filters.join(', ')}, and save the ones you like.`,
            ),
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
        `${items.length} sample ${schema.plural}${where} with ${[schema.priceLabel, ...schema.fields.map((field) => field.label)].map((label) => label.toLowerCase()).join(', ')}${noteSuffix(taken.note('src/lib/listings.ts') ?? genericNote(schema.id, spec.topic))}`,
        `a catalogue with search, filters (${filters.join(', ')}), sort, a result count and a grid of cards (one column on phones)`,
        `a page per ${schema.noun} with its picture, every detail and a “${schema.action}” form that checks what you type and keeps your message in the browser`,
        'save any listing: saved ones stay in the browser (localStorage), on a Saved page and as a filter',
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
