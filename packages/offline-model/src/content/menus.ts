import { BAKERY } from './cuisines/bakery';
import { BISTRO } from './cuisines/bistro';
import { ITALIAN } from './cuisines/italian';
import { JAPANESE } from './cuisines/japanese';
import type { Currency } from './types';

/**
 * Restaurant menus by cuisine (one file each in `cuisines/`), picked by the prompt's words; prices in
 * the local currency's units.
 */

export type Dish = { name: string; description: string; price: number; tags?: string[] };
export type MenuCategory = { name: string; dishes: Dish[] };
export type Cuisine = {
  id: string;
  label: string;
  icon: string;
  categories: MenuCategory[];
  signature: [string, string, string];
};

export function cuisineFor(text: string): Cuisine {
  const lower = text.toLowerCase();
  if (
    /\b(?:bakery|bakeries|caf[eé]|coffee|pastr|brunch|breakfast|patisserie|boulangerie)/.test(lower) ||
    /\b(?:panader|pasteler|cafeter|boulang|p[âa]tisser|b[äa]cker|konditor|padaria|pastelaria|panetter|pasticcer|caff[èe])/.test(
      lower,
    )
  )
    return BAKERY;
  if (/\b(?:italian|pizza|pizzeria|pasta|trattoria|osteria)/.test(lower)) return ITALIAN;
  if (/\b(?:italiano|italiana|italien|italienne|italienisch|pizzer[ií]a)/.test(lower)) return ITALIAN;
  if (/\b(?:japanese|sushi|ramen|izakaya|japan|tokyo|kyoto|osaka)/.test(lower)) return JAPANESE;
  if (/\b(?:japon[eé]s|japonesa|japonais|japonaise|japanisch|giappones|japon)/.test(lower)) return JAPANESE;
  return BISTRO;
}

export function price(amount: number, currency: Currency): string {
  const symbol = currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : '$';
  return `${symbol}${amount % 1 === 0 ? amount : amount.toFixed(2)}`;
}

/** A cuisine in another language: its label, category names and dishes (name, description) in order. */
export type CuisineTranslation = {
  label: string;
  categories: string[];
  dishes: ReadonlyArray<readonly [string, string]>;
};

/** The cuisines written in one language, and its dietary labels. */
export type CuisineTranslations = {
  tags: Record<string, string>;
  cuisines: Partial<Record<string, CuisineTranslation>>;
};

/** `cuisine` in another language (same prices and order), or null when it is not written in it. */
export function translateCuisine(cuisine: Cuisine, translations: CuisineTranslations): Cuisine | null {
  const t = translations.cuisines[cuisine.id];
  if (!t) return null;
  const names = new Map<string, string>();
  let index = 0;
  const categories = cuisine.categories.map((category, categoryIndex) => ({
    name: t.categories[categoryIndex] ?? category.name,
    dishes: category.dishes.map((dish) => {
      const [name, description] = t.dishes[index++] ?? [dish.name, dish.description];
      names.set(dish.name, name);
      return { ...dish, name, description, tags: dish.tags?.map((tag) => translations.tags[tag] ?? tag) };
    }),
  }));
  const signature = cuisine.signature.map((name) => names.get(name) ?? name) as Cuisine['signature'];
  return { ...cuisine, label: t.label, categories, signature };
}
