/**
 * Dates a prompt names ("June 12–13", "12-13 June 2027", "on March 3", and in the prompt languages "12 y 13
 * de junio", "les 12 et 13 juin", "am 12. und 13. Juni", "12 e 13 de junho", "dal 12 al 13 giugno"), read
 * for the apps that show one.
 */
import { LOCALES } from './content/types';
import type { AppLanguage } from './locale';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

export type PromptDates = {
  /** 0 for January. */
  month: number;
  firstDay: number;
  /** The last day of a range ("12–13"); null for a single day. */
  lastDay: number | null;
  /** The year when the prompt gives one; null means the next time that date comes round. */
  year: number | null;
};

/** The months in Spanish, French, German, Portuguese and Italian, each with its index. */
const FOREIGN_MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['enero', 'janvier', 'januar', 'jänner', 'janeiro', 'gennaio'],
    ['febrero', 'février', 'fevrier', 'februar', 'fevereiro', 'febbraio'],
    ['marzo', 'mars', 'märz', 'maerz', 'março', 'marco'],
    ['abril', 'avril', 'aprile'],
    ['mayo', 'mai', 'maio', 'maggio'],
    ['junio', 'juin', 'juni', 'junho', 'giugno'],
    ['julio', 'juillet', 'juli', 'julho', 'luglio'],
    ['agosto', 'août', 'aout'],
    ['septiembre', 'setiembre', 'septembre', 'setembro', 'settembre'],
    ['octubre', 'octobre', 'oktober', 'outubro', 'ottobre'],
    ['noviembre', 'novembre', 'novembro'],
    ['diciembre', 'décembre', 'decembre', 'dezember', 'dezembro', 'dicembre'],
  ].flatMap((words, index) => words.map((word) => [word, index])),
);

const MONTH = `(${[...Object.keys(FOREIGN_MONTHS), ...MONTHS].join('|')}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?)`;
/** "12–13", "12th to 13th", "12 y 13", "12 et 13", "12. und 13.", "12 al 13", "12 a 13". */
const DAYS = String.raw`(\d{1,2})(?:st|nd|rd|th|\.)?(?:\s*(?:[-–—]|to|until|y|et|und|bis|e|al|au|a)\s*(\d{1,2})(?:st|nd|rd|th|\.)?)?`;
const YEAR = String.raw`(?:,?\s+(?:de\s+|del\s+)?(20\d\d))?`;
const MONTH_FIRST = new RegExp(String.raw`\b${MONTH}\s+${DAYS}(?![\d:])${YEAR}`, 'i');
const DAY_FIRST = new RegExp(String.raw`\b${DAYS}\s+(?:of\s+|de\s+)?${MONTH}(?![\p{L}])${YEAR}`, 'iu');

function monthIndex(word: string): number {
  const lower = word.toLowerCase().replace('.', '');
  const foreign = FOREIGN_MONTHS[lower];
  if (foreign !== undefined) return foreign;
  const prefix = lower.slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(prefix));
}

function checked(month: number, first: number, last: number | null, year: number | null): PromptDates | null {
  if (month < 0 || first < 1 || first > 31) return null;
  const lastDay = last !== null && last > first && last <= 31 ? last : null;
  return { month, firstDay: first, lastDay, year };
}

export function extractDates(prompt: string): PromptDates | null {
  const monthFirst = MONTH_FIRST.exec(prompt);
  if (monthFirst) {
    const [, month = '', first = '', last, year] = monthFirst;
    return checked(monthIndex(month), Number(first), last ? Number(last) : null, year ? Number(year) : null);
  }
  const dayFirst = DAY_FIRST.exec(prompt);
  if (dayFirst) {
    const [, first = '', last, month = '', year] = dayFirst;
    return checked(monthIndex(month), Number(first), last ? Number(last) : null, year ? Number(year) : null);
  }
  return null;
}

/**
 * "12–13 June", as the app shows it (the year is added where it is known); in another language, the
 * language's way through Intl: "12–13 de junio", "12–13 juin", "12.–13. Juni" (with the year when given).
 */
export function datesLabel(dates: PromptDates, language: AppLanguage = 'en'): string {
  const { month, firstDay, lastDay, year } = dates;
  if (language !== 'en') {
    const start = new Date(year ?? 2001, month, firstDay);
    if (language === 'it') {
      // Italian's ranges pad their days through Intl ("03–05 agosto"): written out, month name from Intl.
      const monthName = new Intl.DateTimeFormat(LOCALES.it, { month: 'long' }).format(start);
      return `${lastDay ? `${firstDay}–${lastDay}` : firstDay} ${monthName}${year !== null ? ` ${year}` : ''}`;
    }
    const format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      ...(year !== null ? { year: 'numeric' } : {}),
    });
    return lastDay ? format.formatRange(start, new Date(year ?? 2001, month, lastDay)) : format.format(start);
  }
  const name = MONTHS[month] ?? 'january';
  return `${lastDay ? `${firstDay}–${lastDay}` : firstDay} ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
