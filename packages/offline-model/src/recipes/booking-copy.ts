import type { AppLanguage } from '../locale';
import { BOOKING_TRANSLATIONS } from './booking-translations';

/**
 * Everything the booking app says, per language (issue 18 §2). In templates `{date}`, `{time}`,
 * `{service}` and `{name}` stand for the values the app fills in.
 */
export type BookingCopy = {
  /** The `Intl` locale of dates, times and prices. */
  locale: string;
  nav: { book: string; myBookings: string };
  subtitle: string;
  description: (name: string) => string;
  title: (name: string) => string;
  intro: string;
  steps: { service: string; time: string; details: string; done: string };
  back: string;
  free: string;
  /** "{date} at {time}" */
  at: string;
  taken: string;
  calendar: { previous: string; next: string; notAvailable: string; closed: string; fullyBooked: string };
  slots: { pickDay: string; available: string; none: string; chooseDay: string };
  form: {
    name: string;
    email: string;
    phone: string;
    note: string;
    notePlaceholder: string;
    confirm: string;
    errors: { name: string; email: string; phone: string; note: string };
  };
  done: { service: string; when: string; price: string; name: string; kept: string; another: string };
  cancel: {
    title: string;
    /** "{service} on {date} at {time}. …" */
    text: string;
    keep: string;
    confirm: string;
    /** "Booking cancelled: {service} on {date}." */
    notice: string;
  };
  mine: {
    title: string;
    intro: string;
    empty: string;
    bookTime: string;
    list: string;
    /** "For {name}" */
    forName: string;
    cancel: string;
    /** Read after "Cancel" by screen readers: " {service} on {date}" */
    which: string;
  };
};

const EN: BookingCopy = {
  locale: 'en',
  nav: { book: 'Book', myBookings: 'My bookings' },
  subtitle: 'Bookings kept in this browser',
  description: (name) => `${name}: book a time online.`,
  title: (name) => `Book at ${name}`,
  intro: 'Choose a service, then a free time. Open Monday to Saturday.',
  steps: {
    service: '1. Choose a service',
    time: '2. Pick a day and time',
    details: '3. Your details',
    done: 'You are booked',
  },
  back: 'Back',
  free: 'Free',
  at: '{date} at {time}',
  taken: 'That time was just taken. Pick another one.',
  calendar: {
    previous: 'Previous month',
    next: 'Next month',
    notAvailable: 'not available',
    closed: 'closed',
    fullyBooked: 'fully booked',
  },
  slots: {
    pickDay: 'Pick a day',
    available: 'Available times',
    none: 'No times left on this day. Try another one.',
    chooseDay: 'Choose a day in the calendar to see the free times.',
  },
  form: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone (optional)',
    note: 'Note (optional)',
    notePlaceholder: 'Anything we should know',
    confirm: 'Confirm booking',
    errors: {
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      phone: 'Enter a phone number with at least 6 digits, or leave it empty.',
      note: 'Keep the note under 500 characters.',
    },
  },
  done: {
    service: 'Service',
    when: 'When',
    price: 'Price',
    name: 'Name',
    kept: 'This booking is kept in this browser only: no email or text message is sent, so note the time down.',
    another: 'Add another',
  },
  cancel: {
    title: 'Cancel this booking?',
    text: '{service} on {date} at {time}. The time becomes free for others.',
    keep: 'Keep booking',
    confirm: 'Cancel booking',
    notice: 'Booking cancelled: {service} on {date}.',
  },
  mine: {
    title: 'My bookings',
    intro: 'Upcoming bookings made in this browser.',
    empty: 'No upcoming bookings',
    bookTime: 'Book a time',
    list: 'Upcoming bookings',
    forName: 'For {name}',
    cancel: 'Cancel',
    which: ' {service} on {date}',
  },
};

export const BOOKING_COPY: Record<AppLanguage, BookingCopy> = { en: EN, ...BOOKING_TRANSLATIONS };
