/** Dates a prompt names ("June 12–13", "12-13 June 2027", "on March 3"), read for the apps that show one. */

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

const MONTH = `(${MONTHS.join('|')}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?)`;
const DAYS = String.raw`(\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:[-–—]|to|until)\s*(\d{1,2})(?:st|nd|rd|th)?)?`;
const YEAR = String.raw`(?:,?\s+(20\d\d))?`;
const MONTH_FIRST = new RegExp(String.raw`\b${MONTH}\s+${DAYS}\b${YEAR}`, 'i');
const DAY_FIRST = new RegExp(String.raw`\b${DAYS}\s+(?:of\s+)?${MONTH}\b${YEAR}`, 'i');

function monthIndex(word: string): number {
  const prefix = word.toLowerCase().replace('.', '').slice(0, 3);
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

/** "12–13 June", as the app shows it (the year is added where it is known). */
export function datesLabel({ month, firstDay, lastDay }: PromptDates): string {
  const name = MONTHS[month] ?? 'january';
  return `${lastDay ? `${firstDay}–${lastDay}` : firstDay} ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
