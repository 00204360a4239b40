const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "just now", "5 minutes ago", "yesterday", "3 months ago"; empty for an invalid date. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < 45 * SECOND) return 'just now';
  if (abs < 45 * MINUTE) return relative.format(Math.round(diff / MINUTE), 'minute');
  if (abs < 22 * HOUR) return relative.format(Math.round(diff / HOUR), 'hour');
  if (abs < 26 * DAY) return relative.format(Math.round(diff / DAY), 'day');
  if (abs < 320 * DAY) return relative.format(Math.round(diff / (30 * DAY)), 'month');
  return relative.format(Math.round(diff / (365 * DAY)), 'year');
}

/** "Nov 21, 2025". */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** "Nov 21, 2025, 3:04 PM", for titles and tooltips. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}
