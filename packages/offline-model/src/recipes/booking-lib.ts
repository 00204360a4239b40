/** The booking app's library (services, opening hours, slots, dates), its bookings store and its month calendar. */

import type { BookingCopy } from './booking-copy';
import { storedListContext } from './shared/stored-list';
import { lit } from './shared/ts-literal';

export const BOOKING_LIB = (services: string, currency: string, c: BookingCopy) => `export type Service = {
  id: string;
  name: string;
  minutes: number;
  price: number;
  description: string;
};

export type Booking = {
  id: string;
  serviceId: string;
  serviceName: string;
  minutes: number;
  price: number;
  /** The day, as YYYY-MM-DD in local time. */
  date: string;
  /** Minutes after midnight. */
  start: number;
  name: string;
  email: string;
  phone: string;
  note: string;
  createdAt: number;
};

export const SERVICES: Service[] = ${services};

const CURRENCY = ${currency};
export const LOCALE = ${lit(c.locale)};

/** Opening hours by weekday (0 is Sunday), in minutes after midnight; null when closed. */
export const HOURS: ReadonlyArray<readonly [number, number] | null> = [
  null,
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 20 * 60],
  [9 * 60, 18 * 60],
  [10 * 60, 16 * 60],
];

/** Slots start every half hour; a day can be booked up to this many days ahead. */
export const SLOT_STEP = 30;
export const DAYS_AHEAD = 60;

export function price(amount: number) {
  if (amount === 0) return ${lit(c.free)};
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(amount);
}

export function duration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return rest + ' min';
  return rest === 0 ? hours + ' h' : hours + ' h ' + rest + ' min';
}

export function dayKey(date: Date) {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return date.getFullYear() + '-' + month + '-' + day;
}

export function fromKey(key: string) {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function startOfToday() {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function addDays(date: Date, days: number) {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export const fullDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full' });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' });

export function clock(minutes: number) {
  return timeFormat.format(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

/** A sentence with its {placeholders} filled in. */
export function fill(template: string, values: Record<string, string>) {
  return template.replace(/\\{(\\w+)\\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The day and time of a booking, in words. */
export function when(date: string, start: number) {
  return fill(${lit(c.at)}, { date: fullDate.format(fromKey(date)), time: clock(start) });
}

/** What a status line says once a booking is cancelled. */
export function cancelledNotice(booking: Booking) {
  return fill(${lit(c.cancel.notice)}, { service: booking.serviceName, date: fullDate.format(fromKey(booking.date)) });
}

export function startsAt(booking: Pick<Booking, 'date' | 'start'>) {
  const date = fromKey(booking.date);
  date.setMinutes(booking.start);
  return date;
}

/** The start times left on a day for a service: within opening hours, not past, not overlapping a booking. */
export function slotsFor(date: Date, service: Service, bookings: Booking[], now = new Date()): number[] {
  const hours = HOURS[date.getDay()];
  if (!hours) return [];
  const key = dayKey(date);
  const taken = bookings.filter((booking) => booking.date === key);
  const nowMinutes = key === dayKey(now) ? now.getHours() * 60 + now.getMinutes() : -1;
  if (key < dayKey(now)) return [];
  const slots: number[] = [];
  for (let start = hours[0]; start + service.minutes <= hours[1]; start += SLOT_STEP) {
    if (start <= nowMinutes) continue;
    const overlaps = taken.some((booking) => start < booking.start + booking.minutes && booking.start < start + service.minutes);
    if (!overlaps) slots.push(start);
  }
  return slots;
}
`;

export const BOOKINGS_CONTEXT = storedListContext({
  name: 'Bookings',
  item: 'Booking',
  itemType: '',
  imports: `import type { Booking } from '@/lib/booking';\n`,
  list: 'bookings',
  storageKey: 'booking-bookings',
  actions: [
    {
      name: 'add',
      type: `(draft: Omit<Booking, 'id' | 'createdAt'>) => Booking`,
      code: '(draft) => {\n        const booking = { ...draft, id: newId(), createdAt: Date.now() };\n        setList((current) => [...current, booking]);\n        return booking;\n      }',
    },
    {
      name: 'cancel',
      type: '(id: string) => void',
      code: '(id) => setList((current) => current.filter((booking) => booking.id !== id))',
    },
  ],
});
