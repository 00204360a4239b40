/**
 * A weekly gathering a prompt names ("every Tuesday", "Thursdays at 7pm", "weekly on Fridays at
 * 18:30", and "todos los martes", "tous les mardis", "jeden Dienstag", "todas as terças", "ogni
 * martedì"): the event recipe shows it as such, counting down to the next one, not as a dated edition.
 */
import { LOCALES } from './content/types';
import type { AppLanguage } from './locale';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type Weekly = {
  /** 0 for Sunday, as `Date.getDay()`. */
  weekday: number;
  hour: number;
  minute: number;
};

const DAY = `(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?`;
/** "every Tuesday", "each Tuesday", "weekly on Tuesday(s)", "on Tuesdays", "Tuesday nights". */
const RECURRING = [
  new RegExp(String.raw`\b(?:every|each)\s+${DAY}\b`, 'i'),
  new RegExp(String.raw`\bweekly\b[^.!?]{0,30}?\bon\s+${DAY}s?\b`, 'i'),
  new RegExp(String.raw`\b(?:on\s+)?${DAY}s\b(?!['’])`, 'i'),
  new RegExp(String.raw`\b${DAY}\s+(?:nights|evenings|mornings)\b`, 'i'),
];
/** Weekdays in Spanish, French, German, Portuguese and Italian, Sunday first. */
const FOREIGN_DAYS = [
  'domingos?|dimanches?|sonntags?|domenica|domeniche',
  'lunes|lundis?|montags?|segundas?(?:-feiras?)?|luned[iì]',
  'martes|mardis?|dienstags?|ter[çc]as?(?:-feiras?)?|marted[iì]',
  'mi[ée]rcoles|mercredis?|mittwochs?|quartas?(?:-feiras?)?|mercoled[iì]',
  'jueves|jeudis?|donnerstags?|quintas?(?:-feiras?)?|gioved[iì]',
  'viernes|vendredis?|freitags?|sextas?(?:-feiras?)?|venerd[iì]',
  's[áa]bados?|samedis?|samstags?|sonnabends?|sabato|sabati',
];
const FOREIGN_DAY = `(${FOREIGN_DAYS.join('|')})`;
/** "todos los martes", "cada martes", "tous les mardis", "chaque mardi", "jeden Dienstag", "dienstags", "todas as terças", "às terças", "ogni martedì", "tutti i martedì". */
const FOREIGN_RECURRING = [
  new RegExp(
    String.raw`(?:^|[\s,(])(?:todos los|todas las|cada|los|tous les|chaque|jeden|immer|todas as|todos os|às|aos|ogni|tutti i|tutte le)\s+${FOREIGN_DAY}(?![\p{L}])`,
    'iu',
  ),
  /\b(sonntags|montags|dienstags|mittwochs|donnerstags|freitags|samstags)\b/i,
];
/** "at 7pm", "at 7:30 pm", "at 19:00", "from 18.30". */
const TIME = /\b(?:at|from)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:.])/i;
/** "a las 19:00", "à 19h30", "à 19 h", "um 19 Uhr", "ab 18:30", "às 19h", "alle 19", "alle ore 21". */
const FOREIGN_TIME =
  /(?:^|\s)(?:a las|desde las|à|dès|um|ab|às|a partir das|alle|alle ore|dalle)\s+(\d{1,2})(?:\s*(?:[:.]|h\s*)(\d{2}))?(?:\s*(?:h|uhr))?(?![\d:.])(\s+(?:de la (?:tarde|noche)|du soir|abends|da (?:tarde|noite)|di sera))?/i;

function weekdayOf(word: string): number {
  const lower = word.toLowerCase();
  const foreign = FOREIGN_DAYS.findIndex((days) => new RegExp(`^(?:${days})$`, 'i').test(lower));
  if (foreign >= 0) return foreign;
  const prefix = lower.slice(0, 3);
  return WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(prefix));
}

function timeOf(prompt: string, fallbackHour: number): { hour: number; minute: number } {
  const match = TIME.exec(prompt);
  if (!match) {
    const foreign = FOREIGN_TIME.exec(prompt);
    if (!foreign) return { hour: fallbackHour, minute: 0 };
    const [, h = '', m, later] = foreign;
    const hour = Number(h) + (later && Number(h) < 12 ? 12 : 0);
    const minute = m ? Number(m) : 0;
    return hour > 23 || minute > 59 ? { hour: fallbackHour, minute: 0 } : { hour, minute };
  }
  const [, h = '', m, half] = match;
  let hour = Number(h);
  const minute = m ? Number(m) : 0;
  const isPm = half?.toLowerCase().startsWith('p');
  if (half && (hour < 1 || hour > 12)) return { hour: fallbackHour, minute: 0 };
  if (isPm && hour < 12) hour += 12;
  if (half && !isPm && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return { hour: fallbackHour, minute: 0 };
  return { hour, minute };
}

/** The weekly slot the prompt asks for; null when it names no recurring weekday. */
export function extractWeekly(prompt: string, fallbackHour = 19): Weekly | null {
  for (const pattern of [...RECURRING, ...FOREIGN_RECURRING]) {
    const match = pattern.exec(prompt);
    if (!match) continue;
    const weekday = weekdayOf(match[1] ?? '');
    if (weekday >= 0) return { weekday, ...timeOf(prompt, fallbackHour) };
  }
  return null;
}

/** A weekday's name in `language`, through Intl ("martes", "mardi", "Dienstag", "terça-feira", "martedì"). */
export function weekdayName(weekday: number, language: AppLanguage): string {
  if (language === 'en') return WEEKDAYS[weekday] ?? 'Tuesday';
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long' }).format(
    new Date(2023, 0, 1 + weekday),
  );
}

/** "Every Tuesday", "todos los martes", "tous les mardis", "jeden Dienstag", "todas as terças-feiras", "ogni martedì". */
export function everyWeekday(weekday: number, language: AppLanguage): string {
  const name = weekdayName(weekday, language);
  const weekend = weekday === 0 || weekday === 6;
  switch (language) {
    case 'es':
      return weekend ? `todos los ${name}s` : `todos los ${name}`;
    case 'fr':
      return `tous les ${name}s`;
    case 'de':
      return `jeden ${name}`;
    case 'pt':
      return weekend ? `todos os ${name}s` : `todas as ${name.replace(/-feira$/, 's-feiras')}`;
    case 'it':
      return `ogni ${name}`;
    default:
      return `Every ${name}`;
  }
}

/** "Every Tuesday · 19:00" ("Todos los martes · 19:00"...). */
export function weeklyLabel({ weekday, hour, minute }: Weekly, language: AppLanguage = 'en'): string {
  const every = everyWeekday(weekday, language);
  return `${every.charAt(0).toUpperCase()}${every.slice(1)} · ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
