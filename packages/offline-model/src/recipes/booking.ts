import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { MONTH_CALENDAR } from './booking-calendar';
import { BOOKING_COPY } from './booking-copy';
import { BOOKING_LIB, BOOKINGS_CONTEXT } from './booking-lib';
import { CANCEL_DIALOG, INDEX_PAGE, MY_BOOKINGS_PAGE } from './booking-pages';
import { servicesFor } from './booking-services';
import { DETAILS_FORM, TIME_STEP } from './booking-steps';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A booking app: services that follow the subject, a month calendar, free slots, a details form, My bookings. */
export const bookingRecipe: Recipe = {
  id: 'booking',
  label: 'Booking app',
  defaultNames: ['Slot', 'Booked', 'Agenda', 'Timely'],
  palette: { primary: '#0f766e', accent: '#7c3aed' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, copyContext, language }) {
    const c = BOOKING_COPY[language];
    const { noun, services } = servicesFor(`${spec.subject ?? ''} ${spec.prompt}`, language);
    const nav = [
      { to: '/', label: c.nav.book, icon: 'CalendarPlus' },
      { to: '/bookings', label: c.nav.myBookings, icon: 'CalendarCheck' },
    ];
    const intro =
      language === 'en' && spec.topic
        ? `Choose a service, then a free time at our ${noun}. Open Monday to Saturday.`
        : c.intro;
    // Prices in a language other than English are shown the way Spain, France, Germany, Portugal and Italy show them.
    const currency = language !== 'en' && copyContext.currency === 'USD' ? 'EUR' : copyContext.currency;
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: book a time online, ${spec.topic}.`
          : c.description(spec.name),
      routes: [{ path: '/bookings', component: 'MyBookings', file: 'src/pages/MyBookings.tsx' }],
      nav,
      icon: 'CalendarDays',
      layout: 'app',
      provider: {
        component: 'BookingsProvider',
        importLine: `import { BookingsProvider } from '@/components/booking/bookings-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'CalendarDays',
            nav,
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/booking.ts', content: BOOKING_LIB(lit(services), lit(currency), c) },
        { path: 'src/components/booking/bookings-context.tsx', content: BOOKINGS_CONTEXT },
        { path: 'src/components/booking/month-calendar.tsx', content: MONTH_CALENDAR(c) },
        { path: 'src/components/booking/time-step.tsx', content: TIME_STEP(c) },
        { path: 'src/components/booking/details-form.tsx', content: DETAILS_FORM(c) },
        { path: 'src/components/booking/cancel-dialog.tsx', content: CANCEL_DIALOG(c) },
        { path: 'src/pages/Index.tsx', content: INDEX_PAGE(jsxText(c.title(spec.name)), jsxText(intro), c) },
        { path: 'src/pages/MyBookings.tsx', content: MY_BOOKINGS_PAGE(c) },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with dates, times and prices in its format`,
            ]),
        `${services.length} services for your ${noun} (${services.map((service) => service.name).join(', ')}), each with its length and price`,
        'a month calendar from today (arrow keys move the day; past, closed and fully booked days cannot be chosen) and the free times of the day from the opening hours and the service length',
        'a details form that says what is wrong next to each field, a confirmation with a summary, and My bookings where a booking can be cancelled; bookings are kept in this browser (localStorage, no email is sent) and a booked time is no longer offered',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to purple',
        'Add an about page',
        'Make it mobile responsive',
      ],
    };
  },
};
