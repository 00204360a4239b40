/**
 * A weekly gathering a prompt names ("every Tuesday", "Thursdays at 7pm", "weekly on Fridays at
 * 18:30"): the event recipe shows it as such, counting down to the next one, not as a dated edition.
 */

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
/** "at 7pm", "at 7:30 pm", "at 19:00", "from 18.30". */
const TIME = /\b(?:at|from)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:.])/i;

function weekdayOf(word: string): number {
  const prefix = word.toLowerCase().slice(0, 3);
  return WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(prefix));
}

function timeOf(prompt: string, fallbackHour: number): { hour: number; minute: number } {
  const match = TIME.exec(prompt);
  if (!match) return { hour: fallbackHour, minute: 0 };
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
  for (const pattern of RECURRING) {
    const match = pattern.exec(prompt);
    if (!match) continue;
    const weekday = weekdayOf(match[1] ?? '');
    if (weekday >= 0) return { weekday, ...timeOf(prompt, fallbackHour) };
  }
  return null;
}

/** "Every Tuesday · 19:00". */
export function weeklyLabel({ weekday, hour, minute }: Weekly): string {
  return `Every ${WEEKDAYS[weekday]} · ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
