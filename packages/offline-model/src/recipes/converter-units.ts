/**
 * The converter's units, written into the app's `src/lib/units.ts`: each unit is its size in the
 * category's base unit (metre, kilogram, litre, metre per second, US dollar); temperature has offsets.
 * Currency rates are fixed sample rates, said so on screen: there is no network and no live feed.
 */

export const CATEGORY_IDS = ['length', 'weight', 'temperature', 'volume', 'speed', 'currency'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

const CATEGORY_WORDS: [CategoryId, RegExp][] = [
  ['currency', /\b(?:currency|currencies|exchange|money)\b/],
  ['temperature', /\b(?:temperatures?|celsius|fahrenheit)\b/],
  ['volume', /\b(?:cooking|volume|litres?|liters?|cups?)\b/],
  ['weight', /\b(?:weight|mass|kilos?|pounds)\b/],
  ['speed', /\b(?:speed|pace|mph|knots?)\b/],
  ['length', /\b(?:length|distance|metres?|meters?|miles?)\b/],
];

/** The category the prompt names first ("a currency converter" opens on currency), else length. */
export function firstCategory(prompt: string): CategoryId {
  const text = prompt.toLowerCase();
  const named = CATEGORY_WORDS.map(([id, words]) => ({ id, at: text.search(words) })).filter(
    (entry) => entry.at >= 0,
  );
  return named.sort((a, b) => a.at - b.at)[0]?.id ?? 'length';
}

export const UNITS_LIB = (
  first: string,
) => `export type Unit = { id: string; name: string; symbol: string; size: number; offset?: number };
export type Category = { id: string; name: string; units: Unit[]; from: string; to: string; note?: string };

/** Sample exchange rates: units of each currency for one US dollar. Fixed, not live. */
const SAMPLE_RATES: [string, string, number][] = [
  ['USD', 'US dollars', 1],
  ['EUR', 'Euros', 0.92],
  ['GBP', 'British pounds', 0.79],
  ['JPY', 'Japanese yen', 150],
  ['CAD', 'Canadian dollars', 1.36],
  ['AUD', 'Australian dollars', 1.52],
  ['CHF', 'Swiss francs', 0.88],
];

export const CATEGORIES: Category[] = [
  {
    id: 'length',
    name: 'Length',
    from: 'km',
    to: 'mi',
    units: [
      { id: 'mm', name: 'Millimetres', symbol: 'mm', size: 0.001 },
      { id: 'cm', name: 'Centimetres', symbol: 'cm', size: 0.01 },
      { id: 'm', name: 'Metres', symbol: 'm', size: 1 },
      { id: 'km', name: 'Kilometres', symbol: 'km', size: 1000 },
      { id: 'in', name: 'Inches', symbol: 'in', size: 0.0254 },
      { id: 'ft', name: 'Feet', symbol: 'ft', size: 0.3048 },
      { id: 'yd', name: 'Yards', symbol: 'yd', size: 0.9144 },
      { id: 'mi', name: 'Miles', symbol: 'mi', size: 1609.344 },
    ],
  },
  {
    id: 'weight',
    name: 'Weight',
    from: 'kg',
    to: 'lb',
    units: [
      { id: 'g', name: 'Grams', symbol: 'g', size: 0.001 },
      { id: 'kg', name: 'Kilograms', symbol: 'kg', size: 1 },
      { id: 't', name: 'Tonnes', symbol: 't', size: 1000 },
      { id: 'oz', name: 'Ounces', symbol: 'oz', size: 0.028349523125 },
      { id: 'lb', name: 'Pounds', symbol: 'lb', size: 0.45359237 },
      { id: 'st', name: 'Stones', symbol: 'st', size: 6.35029318 },
    ],
  },
  {
    id: 'temperature',
    name: 'Temperature',
    from: 'c',
    to: 'f',
    // Kelvin = value × size + offset.
    units: [
      { id: 'c', name: 'Celsius', symbol: '°C', size: 1, offset: 273.15 },
      { id: 'f', name: 'Fahrenheit', symbol: '°F', size: 5 / 9, offset: 273.15 - (32 * 5) / 9 },
      { id: 'k', name: 'Kelvin', symbol: 'K', size: 1, offset: 0 },
    ],
  },
  {
    id: 'volume',
    name: 'Volume',
    from: 'l',
    to: 'usgal',
    units: [
      { id: 'ml', name: 'Millilitres', symbol: 'ml', size: 0.001 },
      { id: 'l', name: 'Litres', symbol: 'l', size: 1 },
      { id: 'm3', name: 'Cubic metres', symbol: 'm³', size: 1000 },
      { id: 'tsp', name: 'Teaspoons (US)', symbol: 'tsp', size: 0.00492892159375 },
      { id: 'tbsp', name: 'Tablespoons (US)', symbol: 'tbsp', size: 0.01478676478125 },
      { id: 'cup', name: 'Cups (US)', symbol: 'cup', size: 0.2365882365 },
      { id: 'floz', name: 'Fluid ounces (US)', symbol: 'fl oz', size: 0.0295735295625 },
      { id: 'pt', name: 'Pints (UK)', symbol: 'pt', size: 0.56826125 },
      { id: 'usgal', name: 'Gallons (US)', symbol: 'gal', size: 3.785411784 },
    ],
  },
  {
    id: 'speed',
    name: 'Speed',
    from: 'kmh',
    to: 'mph',
    units: [
      { id: 'ms', name: 'Metres per second', symbol: 'm/s', size: 1 },
      { id: 'kmh', name: 'Kilometres per hour', symbol: 'km/h', size: 1 / 3.6 },
      { id: 'mph', name: 'Miles per hour', symbol: 'mph', size: 0.44704 },
      { id: 'kn', name: 'Knots', symbol: 'kn', size: 1852 / 3600 },
      { id: 'fts', name: 'Feet per second', symbol: 'ft/s', size: 0.3048 },
    ],
  },
  {
    id: 'currency',
    name: 'Currency',
    from: 'USD',
    to: 'EUR',
    note: 'Sample rates, not live: fixed example rates for trying the converter. Check a live source before using real money.',
    units: SAMPLE_RATES.map(([code, name, perDollar]) => ({ id: code, name, symbol: code, size: 1 / perDollar })),
  },
];

/** The category the app opens on. */
export const FIRST_CATEGORY = ${first};

export type Conversion = { value: number } | { error: string };

export function convert(input: string, category: Category, fromId: string, toId: string): Conversion | null {
  if (input.trim() === '') return null;
  const value = Number(input.replace(',', '.'));
  if (!Number.isFinite(value)) return { error: 'Enter a number, such as 12.5.' };
  const from = category.units.find((unit) => unit.id === fromId);
  const to = category.units.find((unit) => unit.id === toId);
  if (!from || !to) return { error: 'Choose both units.' };
  const base = value * from.size + (from.offset ?? 0);
  if (category.id === 'temperature' && base < 0) return { error: 'That is below absolute zero (−273.15 °C).' };
  if (category.id !== 'temperature' && category.id !== 'currency' && value < 0) {
    return { error: \`\${category.name} cannot be negative.\` };
  }
  return { value: (base - (to.offset ?? 0)) / to.size };
}

/** Two decimals for everyday sizes, three significant digits for small ones. */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const options: Intl.NumberFormatOptions =
    Math.abs(value) >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 3 };
  return new Intl.NumberFormat('en', options).format(value);
}
`;
