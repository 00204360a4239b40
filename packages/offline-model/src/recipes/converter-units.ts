import type { ConverterCopy } from './converter-copy';
import { lit } from './shared/ts-literal';

/**
 * The converter's units, written into the app's `src/lib/units.ts`: each unit is its size in the
 * category's base unit (metre, kilogram, litre, metre per second, US dollar); temperature has offsets.
 * Currency rates are fixed sample rates, said so on screen: there is no network and no live feed.
 */

export const CATEGORY_IDS = ['length', 'weight', 'temperature', 'volume', 'speed', 'currency'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

const CATEGORY_WORDS: [CategoryId, RegExp][] = [
  [
    'currency',
    /\b(?:currency|currencies|exchange|money|divisas?|monedas?|devises?|w[äa]hrung(?:en)?|moedas?|valut[ae])\b/,
  ],
  [
    'temperature',
    /\b(?:temperatures?|celsius|fahrenheit|temperaturas?|temp[ée]ratures?|temperatur(?:en)?|temperature)\b/,
  ],
  [
    'volume',
    /\b(?:cooking|volume|litres?|liters?|cups?|cocina|cuisine|kochen|culin[áa]ria|cucina|volumen)\b/,
  ],
  ['weight', /\b(?:weight|mass|kilos?|pounds|peso|poids|gewicht)\b/],
  ['speed', /\b(?:speed|pace|mph|knots?|velocidad|vitesse|geschwindigkeit|velocidade|velocit[àa])\b/],
  [
    'length',
    /\b(?:length|distance|metres?|meters?|miles?|longitud|distancia|longueur|l[äa]nge|comprimento|lunghezza)\b/,
  ],
];

/** The category the prompt names first ("a currency converter" opens on currency), else length. */
export function firstCategory(prompt: string): CategoryId {
  const text = prompt.toLowerCase();
  const named = CATEGORY_WORDS.map(([id, words]) => ({ id, at: text.search(words) })).filter(
    (entry) => entry.at >= 0,
  );
  return named.sort((a, b) => a.at - b.at)[0]?.id ?? 'length';
}

/** Each category's units: id, symbol, size in the base unit, and (temperature) the offset to kelvin. */
const UNITS: [CategoryId, string, string, [string, string, number, number?][]][] = [
  [
    'length',
    'km',
    'mi',
    [
      ['mm', 'mm', 0.001],
      ['cm', 'cm', 0.01],
      ['m', 'm', 1],
      ['km', 'km', 1000],
      ['in', 'in', 0.0254],
      ['ft', 'ft', 0.3048],
      ['yd', 'yd', 0.9144],
      ['mi', 'mi', 1609.344],
    ],
  ],
  [
    'weight',
    'kg',
    'lb',
    [
      ['g', 'g', 0.001],
      ['kg', 'kg', 1],
      ['t', 't', 1000],
      ['oz', 'oz', 0.028349523125],
      ['lb', 'lb', 0.45359237],
      ['st', 'st', 6.35029318],
    ],
  ],
  [
    'temperature',
    'c',
    'f',
    [
      ['c', '°C', 1, 273.15],
      ['f', '°F', 5 / 9, 273.15 - (32 * 5) / 9],
      ['k', 'K', 1, 0],
    ],
  ],
  [
    'volume',
    'l',
    'usgal',
    [
      ['ml', 'ml', 0.001],
      ['l', 'l', 1],
      ['m3', 'm³', 1000],
      ['tsp', 'tsp', 0.00492892159375],
      ['tbsp', 'tbsp', 0.01478676478125],
      ['cup', 'cup', 0.2365882365],
      ['floz', 'fl oz', 0.0295735295625],
      ['pt', 'pt', 0.56826125],
      ['usgal', 'gal', 3.785411784],
    ],
  ],
  [
    'speed',
    'kmh',
    'mph',
    [
      ['ms', 'm/s', 1],
      ['kmh', 'km/h', 1 / 3.6],
      ['mph', 'mph', 0.44704],
      ['kn', 'kn', 1852 / 3600],
      ['fts', 'ft/s', 0.3048],
    ],
  ],
];

/** Sample exchange rates: units of each currency for one US dollar. Fixed, not live. */
const SAMPLE_RATES: [string, number][] = [
  ['USD', 1],
  ['EUR', 0.92],
  ['GBP', 0.79],
  ['JPY', 150],
  ['CAD', 1.36],
  ['AUD', 1.52],
  ['CHF', 0.88],
];

/** The categories as the app's data, in its language. */
export function categories(c: ConverterCopy) {
  const { names, symbols } = c.units;
  const kitchen: Record<string, string> = symbols;
  return [
    ...UNITS.map(([id, from, to, units]) => ({
      id,
      name: c.categories[id],
      from,
      to,
      units: units.map(([unit, symbol, size, offset]) => ({
        id: unit,
        name: names[unit] ?? unit,
        symbol: kitchen[unit] ?? symbol,
        size,
        offset,
      })),
    })),
    {
      id: 'currency',
      name: c.categories.currency,
      from: 'USD',
      to: 'EUR',
      note: c.sampleNote,
      units: SAMPLE_RATES.map(([code, perDollar]) => ({
        id: code,
        name: names[code] ?? code,
        symbol: code,
        size: 1 / perDollar,
      })),
    },
  ];
}

export const UNITS_LIB = (
  c: ConverterCopy,
  first: string,
) => `export type Unit = { id: string; name: string; symbol: string; size: number; offset?: number };
export type Category = { id: string; name: string; units: Unit[]; from: string; to: string; note?: string };

/**
 * Each unit is its size in the category's base unit (metre, kilogram, litre, metre per second, US
 * dollar); a temperature is in kelvin as value × size + offset. Currency rates are fixed samples.
 */
export const CATEGORIES: Category[] = ${lit(categories(c))};

/** The category the app opens on. */
export const FIRST_CATEGORY = ${first};

export type Conversion = { value: number } | { error: string };

export function convert(input: string, category: Category, fromId: string, toId: string): Conversion | null {
  if (input.trim() === '') return null;
  const value = Number(input.replace(',', '.'));
  if (!Number.isFinite(value)) return { error: ${lit(c.errors.number)} };
  const from = category.units.find((unit) => unit.id === fromId);
  const to = category.units.find((unit) => unit.id === toId);
  if (!from || !to) return { error: ${lit(c.errors.units)} };
  const base = value * from.size + (from.offset ?? 0);
  if (category.id === 'temperature' && base < 0) return { error: ${lit(c.errors.absoluteZero)} };
  if (category.id !== 'temperature' && category.id !== 'currency' && value < 0) {
    return { error: ${lit(c.errors.negative)}.replace('{x}', () => category.name) };
  }
  return { value: (base - (to.offset ?? 0)) / to.size };
}

/** The decimal separator on screen; a value may be typed with a point or a comma. */
export const DECIMAL: string = ${lit(c.decimal)};

/** A number as typed, shown with the screen's decimal separator. */
export function shownInput(input: string): string {
  return DECIMAL === '.' ? input : input.replace('.', DECIMAL);
}

/** Two decimals for everyday sizes, three significant digits for small ones. */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const options: Intl.NumberFormatOptions =
    Math.abs(value) >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 3 };
  return new Intl.NumberFormat(${lit(c.locale)}, options).format(value);
}
`;
