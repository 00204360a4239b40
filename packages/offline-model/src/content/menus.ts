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
  if (/\b(?:bakery|bakeries|caf[eé]|coffee|pastr|brunch|breakfast|patisserie|boulangerie)/.test(lower))
    return BAKERY;
  if (/\b(?:italian|pizza|pizzeria|pasta|trattoria|osteria)/.test(lower)) return ITALIAN;
  if (/\b(?:japanese|sushi|ramen|izakaya|japan|tokyo|kyoto|osaka)/.test(lower)) return JAPANESE;
  return BISTRO;
}

export function price(amount: number, currency: Currency): string {
  const symbol = currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : '$';
  return `${symbol}${amount % 1 === 0 ? amount : amount.toFixed(2)}`;
}
