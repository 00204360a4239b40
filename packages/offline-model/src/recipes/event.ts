import { money } from '../content';
import { eventKindFor } from '../content/events';
import { placeIn } from '../content/places';
import { weeklyKind } from '../content/weekly-events';
import { datesLabel, extractDates, type PromptDates } from '../dates';
import { capitalise } from '../text';
import { extractWeekly, type Weekly, weeklyLabel } from '../weekly';
import { EVENT_PARTS, eventPages } from './event-pages';
import { buildSection, type SectionContext } from './sections';
import { MAP_PACKAGES, mapFiles, mapViewJsx } from './shared/map';
import { componentsPage } from './shared/pages';
import { lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** An event site: countdown hero, speakers or line-up, a tabbed schedule, venue, tickets, FAQ, registration. */
export const eventRecipe: Recipe = {
  id: 'event',
  label: 'Event website',
  defaultNames: ['Horizon Summit', 'Open Sky Festival', 'Northern Lights Conf', 'Brightwater Days'],
  palette: { primary: '#7c3aed', accent: '#f43f5e' },
  plan({ spec, palette, copy, copyContext }) {
    const dated = eventKindFor(`${spec.prompt} ${spec.subject ?? ''}`);
    // "every Tuesday at 7pm": a weekly gathering, counting down to the next one.
    const weekly = extractWeekly(spec.prompt);
    const kind = weekly ? weeklyKind(dated, weekly) : dated;
    const city = spec.place ?? 'the city centre';
    const venue = {
      name: kind.id === 'festival' ? 'Riverside Park' : 'The Assembly Hall',
      address: spec.place ? `Riverside Quay, ${spec.place}` : 'Riverside Quay',
      directions: `A ten-minute walk from the central station in ${city}, with bike parking at the door.`,
    };
    const tiers = kind.tickets.map((ticket) => ({
      name: ticket.name,
      price: money(ticket.price, copyContext.currency),
      period: '',
      description: ticket.description,
      features: ticket.features,
      cta: 'Get tickets',
      isFeatured: ticket.isFeatured ?? false,
    }));
    const eventCopy = {
      ...copy,
      tiers: [tiers[0], tiers[1], tiers[2]] as typeof copy.tiers,
      faqs: [kind.faqs[0], kind.faqs[1], kind.faqs[2], kind.faqs[3]] as typeof copy.faqs,
    };
    const context: SectionContext = { name: spec.name, copy: eventCopy, colour: palette.primary };
    const sections = (['pricing', 'faq'] as const).map((section) => buildSection(section, context));
    // "a conference about AI in healthcare": the theme, when the prompt names one.
    const theme = /\babout\s+([^,.;!?]+)/i.exec(spec.prompt)?.[1]?.trim();
    // The dates the prompt gives ("June 12–13"), else mid-October.
    const named = extractDates(spec.prompt) ?? DEFAULT_DATES;
    // "DevDays 2027, June 12–13": a year anywhere in the prompt is the edition's.
    const year = Number(/\b(20\d\d)\b/.exec(spec.prompt)?.[1]) || null;
    const dates = { ...named, year: named.year ?? year };
    const about = theme ? `${kind.tagline.replace(/\.$/, '')}, all about ${theme}.` : kind.tagline;
    const when = weekly
      ? weeklyLabel(weekly).replace('Every', 'every').replace(' · ', ' at ')
      : `on ${datesLabel(dates)}${dates.year ? ` ${dates.year}` : ''}`;
    return {
      description: `${spec.name}: a ${kind.noun} ${when}${spec.place ? ` in ${spec.place}` : ''}. ${about}`,
      routes: [{ path: '/register', component: 'Register', file: 'src/pages/Register.tsx' }],
      nav: [
        { to: '/#speakers', label: kind.peopleTitle },
        { to: '/#schedule', label: 'Schedule' },
        { to: '/#venue', label: 'Venue' },
        { to: '/#pricing', label: 'Tickets' },
      ],
      icon: kind.id === 'festival' ? 'Music' : 'Mic',
      layout: 'site',
      headerAction: {
        jsx: `<Button asChild size="sm">
            <Link to="/register">Register</Link>
          </Button>`,
        imports: [],
      },
      files: [
        {
          path: 'src/lib/event.ts',
          content: `${weekly ? nextOccurrenceSource(weekly) : startsAtSource(dates)}

export const EVENT = ${lit({ name: spec.name, kind: capitalise(kind.noun), about, venue }).replace(
            /\n\}$/,
            `
  startsAt: startsAt.toISOString(),
  dates: ${weekly ? `\`${weeklyLabel(weekly)} (next: \${NEXT.format(startsAt)})\`` : `\`${datesLabel(dates)} \${startsAt.getFullYear()}\``},
}`,
          )};

export const SPEAKERS = ${lit(kind.speakers)};

${
  weekly
    ? `export const WEEK = ${lit(kind.days[0])};

export const SCHEDULE = [WEEK];`
    : `export const SCHEDULE = ${lit(kind.days)};`
}

export const TICKETS = ${lit(tiers.map((tier) => tier.name))};
`,
        },
        ...eventPages({
          peopleTitle: kind.peopleTitle,
          noun: kind.noun,
          isWeekly: weekly !== null,
          venueMap: mapViewJsx(
            placeIn(`${spec.place ?? ''} ${spec.prompt}`),
            venue.name,
            'h-80 rounded-2xl shadow-lg sm:h-96',
          ),
        }),
        ...mapFiles(),
        ...sections.flatMap((section) => section.files),
        { path: 'src/pages/Index.tsx', content: componentsPage({ parts: [...EVENT_PARTS, ...sections] }) },
      ],
      dependencies: MAP_PACKAGES,
      highlights: [
        weekly
          ? `a hero with "${weeklyLabel(weekly)}" and the next date, ${venue.name}, and a live countdown to the next one (once it starts, to the week after)`
          : `a hero with the dates, ${venue.name} and a live countdown`,
        `${kind.speakers.length} ${kind.peopleTitle.toLowerCase()}, ${weekly ? "a typical week's programme" : 'a day-by-day schedule in tabs'}, the venue with directions and a map (it works offline)`,
        'ticket tiers, an FAQ, and a registration page with a form that confirms the booking',
      ],
      suggestions: [
        'Add a gallery section',
        'Change the primary colour to orange',
        'Add a newsletter section',
        'Add dark mode',
      ],
      nudge: {
        integration: 'mapbox',
        reason: `Turn maps on to keep ${venue.name}'s map in the venue section, with Mapbox's street map once you add a token.`,
      },
    };
  },
};

const DEFAULT_DATES: PromptDates = { month: 9, firstDay: 14, lastDay: 15, year: null };

/** The app's \`startsAt\`: the year the prompt gave, else the next time those dates come round. */
function startsAtSource({ month, firstDay, year }: PromptDates): string {
  if (year !== null) return `const startsAt = new Date(${year}, ${month}, ${firstDay}, 9, 0, 0);`;
  return `/** The next edition: this year, or next year once this year's has started. */
function nextEdition() {
  const now = new Date();
  const start = new Date(now.getFullYear(), ${month}, ${firstDay}, 9, 0, 0);
  if (start.getTime() < now.getTime()) start.setFullYear(start.getFullYear() + 1);
  return start;
}

const startsAt = nextEdition();`;
}

/** The app's \`startsAt\` for a weekly gathering: the next one, this week's until it has started. */
function nextOccurrenceSource({ weekday, hour, minute }: Weekly): string {
  return `/** The next one: this week's, or next week's once this week's has started. */
function nextOccurrence() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), ${hour}, ${minute}, 0);
  next.setDate(next.getDate() + ((${weekday} - now.getDay() + 7) % 7));
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 7);
  return next;
}

const startsAt = nextOccurrence();
const NEXT = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });`;
}
