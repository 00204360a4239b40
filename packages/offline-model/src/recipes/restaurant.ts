import type { AppSpec } from '../app-spec';
import { copyFor } from '../content';
import { MENUS_DE } from '../content/cuisines/menus-de';
import { MENUS_ES } from '../content/cuisines/menus-es';
import { MENUS_FR } from '../content/cuisines/menus-fr';
import { MENUS_IT } from '../content/cuisines/menus-it';
import { MENUS_PT } from '../content/cuisines/menus-pt';
import { type Cuisine, type CuisineTranslations, cuisineFor, translateCuisine } from '../content/menus';
import { placeIn } from '../content/places';
import { LOCALES } from '../content/types';
import { PROMPT_LANGUAGE_IDS, type PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import { capitalise } from '../text';
import { restaurantHero, signatureDishes, visitSection } from './restaurant-home';
import { menuPage, reservationsPage } from './restaurant-pages';
import { RESTAURANT_WORDS } from './restaurant-words';
import { buildSection, type SectionContext } from './sections';
import { artSvg } from './shared/art';
import { headerLink } from './shared/blocks';
import { findUsSection, MAP_PACKAGES, mapFiles, mapViewJsx } from './shared/map';
import { componentsPage } from './shared/pages';
import { lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** The menus written in each prompt language (every cuisine's). */
const MENUS: Record<PromptLanguage, CuisineTranslations> = {
  es: MENUS_ES,
  fr: MENUS_FR,
  de: MENUS_DE,
  pt: MENUS_PT,
  it: MENUS_IT,
};

function cuisineOf(spec: AppSpec): Cuisine {
  return cuisineFor(`${spec.prompt} ${spec.subject ?? ''}`);
}

/** The cuisine in `language` (in English should one's menu not be written in it). */
function cuisineIn(cuisine: Cuisine, language: AppLanguage): Cuisine {
  return language === 'en' ? cuisine : (translateCuisine(cuisine, MENUS[language]) ?? cuisine);
}

export const restaurantRecipe: Recipe = {
  id: 'restaurant',
  label: 'Restaurant website',
  defaultNames: ['Olive & Ember', 'The Copper Pot', 'Saltwater Kitchen', 'Juniper Table'],
  palette: { primary: '#b45309', accent: '#65a30d' },
  defaultNamesIn: {
    es: ['Casa Olivo', 'La Brasa', 'El Mercado', 'La Alacena'],
    fr: ['Chez Margot', 'Maison Olive', 'Chez Paulette', 'Bistrot Lumière'],
    de: ['Zur Linde', 'Gasthaus Ahorn', 'Die Tafel', 'Marktküche'],
    pt: ['O Tacho', 'Casa da Brasa', 'A Mesa', 'Tasca do Largo'],
    it: ['Da Nino', 'Osteria Bacco', 'Trattoria Gino', 'Brace & Sale'],
  },
  // Every cuisine's menu and the food copy (a restaurant's, a bakery's or a café's) are written in them.
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, palette, copy: subjectCopy, copyContext, language }) {
    const words = RESTAURANT_WORDS[language];
    const cuisine = cuisineIn(cuisineOf(spec), language);
    // A restaurant's food copy, or a bakery's or café's (as the English one is for them).
    const copy = language === 'en' ? subjectCopy : copyFor('food', copyContext, language);
    const context: SectionContext = { name: spec.name, copy, colour: palette.primary, language };
    const sections = (['features', 'gallery', 'testimonials', 'contact'] as const).map((kind) =>
      buildSection(kind, context),
    );
    const menu = cuisine.categories.map((category) => ({
      name: category.name,
      dishes: category.dishes.map((dish) => ({ ...dish, tags: dish.tags ?? [] })),
    }));
    const signature = cuisine.signature.map((name, index) => {
      const dish = cuisine.categories
        .flatMap((category) => category.dishes)
        .find((item) => item.name === name);
      return {
        name,
        description: dish?.description ?? '',
        price: dish?.price ?? 0,
        image: `/images/dish-${index + 1}.svg`,
      };
    });
    const where = spec.place ? ` ${words.in} ${spec.place}` : '';
    const tagline = `${capitalise(cuisine.label)}${where}`;
    const place = placeIn(`${spec.place ?? ''} ${spec.prompt}`);
    // In another language the visit section has the phone too, and its map speaks that language.
    const findUs =
      language === 'en'
        ? findUsSection({ name: spec.name, place, address: copy.contact.address, hours: copy.contact.hours })
        : {
            component: 'FindUs',
            path: 'src/components/sections/find-us.tsx',
            files: [
              ...mapFiles(),
              {
                path: 'src/components/sections/find-us.tsx',
                content: visitSection(copy, words, mapViewJsx(place, spec.name, 'h-80 sm:h-96', language)),
              },
            ],
          };
    return {
      description:
        language === 'en'
          ? `${spec.name} is a ${cuisine.label}${where}. See the menu, opening hours and book a table online.`
          : words.description.replace('{what}', () => tagline),
      routes: [
        { path: '/menu', component: 'Menu', file: 'src/pages/Menu.tsx' },
        { path: '/reservations', component: 'Reservations', file: 'src/pages/Reservations.tsx' },
      ],
      nav: [
        { to: '/menu', label: words.nav.menu },
        { to: '/reservations', label: words.nav.reservations },
        { to: '/#gallery', label: words.nav.gallery },
        { to: '/#contact', label: words.nav.visit },
      ],
      icon: cuisine.icon,
      layout: 'site',
      headerAction: headerLink('/reservations', words.bookATable),
      files: [
        {
          path: 'src/lib/menu.ts',
          content: `/** The menu, in one place: the menu page and the home page's signature dishes both read it. */
export type Dish = { name: string; description: string; price: number; tags: string[] };
export type MenuCategory = { name: string; dishes: Dish[] };

export const CURRENCY = ${lit(copyContext.currency)};
export const LOCALE = ${lit(language === 'en' ? 'en' : LOCALES[language])};

export const MENU: MenuCategory[] = ${lit(menu)};

export const SIGNATURE_DISHES = ${lit(signature)};

export function formatPrice(amount: number) {
${
  language === 'en'
    ? "  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }).format(amount);"
    : `  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);`
}
}

/** A booking's date (yyyy-mm-dd) the visitor's language's way. */
export function formatDate(date: string) {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }).format(new Date(\`\${date}T12:00:00\`));
}
`,
        },
        {
          path: 'src/components/restaurant/restaurant-hero.tsx',
          content: restaurantHero({ name: spec.name, tagline, copy, words }),
        },
        { path: 'src/components/restaurant/signature-dishes.tsx', content: signatureDishes(words) },
        ...sections.flatMap((section) => section.files),
        ...findUs.files,
        {
          path: 'src/pages/Index.tsx',
          content: componentsPage({
            parts: [
              { component: 'RestaurantHero', path: 'src/components/restaurant/restaurant-hero.tsx' },
              { component: 'SignatureDishes', path: 'src/components/restaurant/signature-dishes.tsx' },
              ...sections,
              findUs,
            ],
          }),
        },
        { path: 'src/pages/Menu.tsx', content: menuPage(spec.name, words) },
        {
          path: 'src/pages/Reservations.tsx',
          content: reservationsPage(spec.name, copy.contact.phone, words),
        },
        {
          path: 'public/images/hero.svg',
          content: artSvg({ colour: palette.primary, seed: 1, kind: 'plate' }),
        },
        ...signature.map((_, index) => ({
          path: `public/images/dish-${index + 1}.svg`,
          content: artSvg({ colour: palette.primary, seed: index + 2, kind: 'plate' }),
        })),
      ],
      dependencies: MAP_PACKAGES,
      highlights: [
        `a home page with opening hours, ${cuisine.signature.length} signature dishes, a gallery, reviews, a visit section and a map to find you (it works offline)`,
        `a menu page with ${menu.length} tabbed categories, prices and dietary badges`,
        'a reservations page with a date, time and party-size form that checks what is typed and confirms the booking',
      ],
      suggestions: [
        'Add a pricing section',
        'Change the primary colour to green',
        'Add dark mode',
        'Add an about page',
      ],
      nudge: {
        integration: 'mapbox',
        reason: `Turn maps on to keep ${spec.name}'s map in the Find us section, with Mapbox's street map once you add a token.`,
      },
    };
  },
};
