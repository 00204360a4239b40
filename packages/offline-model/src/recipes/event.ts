import { domainLanguages, money, someDomainLanguages } from '../content';
import { eventKindFor } from '../content/events';
import { placeIn } from '../content/places';
import { LOCALES } from '../content/types';
import { weeklyKind } from '../content/weekly-events';
import { datesLabel, extractDates, type PromptDates } from '../dates';
import type { AppLanguage } from '../locale';
import { capitalise } from '../text';
import { extractWeekly, type Weekly, weeklyLabel } from '../weekly';
import { EVENT_COPY } from './event-copy';
import { EVENT_PARTS, eventPages } from './event-pages';
import { buildSection, type SectionContext } from './sections';
import { MAP_PACKAGES, mapFiles, mapViewJsx } from './shared/map';
import { componentsPage } from './shared/pages';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** An event site: countdown hero, speakers or line-up, a tabbed schedule, venue, tickets, FAQ, registration. */
export const eventRecipe: Recipe = {
  id: 'event',
  label: 'Event website',
  defaultNames: ['Horizon Summit', 'Open Sky Festival', 'Northern Lights Conf', 'Brightwater Days'],
  palette: { primary: '#7c3aed', accent: '#f43f5e' },
  // Its programme is written in every prompt language; its footer shows its subject's contact details.
  languages: someDomainLanguages(),
  languagesFor: (spec) => domainLanguages(spec.domain),
  plan({ spec, palette, copy, copyContext, language }) {
    const t = EVENT_COPY[language];
    const text = `${spec.prompt} ${spec.subject ?? ''}`;
    const dated = eventKindFor(text, language);
    // "every Tuesday at 7pm": a weekly gathering, counting down to the next one.
    const weekly = extractWeekly(spec.prompt);
    const kind = weekly ? weeklyKind(dated, weekly, language) : dated;
    // The reply is in English: its words for what was built.
    const english = weekly ? weeklyKind(eventKindFor(text), weekly) : eventKindFor(text);
    const venue = {
      name: kind.id === 'festival' ? t.park : t.hall,
      address: spec.place ? `${t.quay}, ${spec.place}` : t.quay,
      directions: spec.place ? t.directions.replace('{city}', () => spec.place ?? '') : t.directionsNoCity,
    };
    const tiers = kind.tickets.map((ticket) => ({
      name: ticket.name,
      price: money(ticket.price, copyContext.currency, language),
      period: '',
      description: ticket.description,
      features: ticket.features,
      cta: t.getTickets,
      isFeatured: ticket.isFeatured ?? false,
    }));
    const eventCopy = {
      ...copy,
      tiers: [tiers[0], tiers[1], tiers[2]] as typeof copy.tiers,
      faqs: [kind.faqs[0], kind.faqs[1], kind.faqs[2], kind.faqs[3]] as typeof copy.faqs,
    };
    const context: SectionContext = { name: spec.name, copy: eventCopy, colour: palette.primary, language };
    const sections = (['pricing', 'faq'] as const).map((section) => buildSection(section, context));
    // "a conference about AI in healthcare": the theme, when the prompt names one.
    const theme = themeOf(spec.prompt, language);
    // The dates the prompt gives ("June 12–13"), else mid-October.
    const named = extractDates(spec.prompt) ?? DEFAULT_DATES;
    // "DevDays 2027, June 12–13": a year anywhere in the prompt is the edition's.
    const year = Number(/\b(20\d\d)\b/.exec(spec.prompt)?.[1]) || null;
    const dates = { ...named, year: named.year ?? year };
    const about = theme
      ? t.theme
          .replace('{tagline}', language === 'en' ? kind.tagline.replace(/\.$/, '') : kind.tagline)
          .replace('{theme}', () => theme)
      : kind.tagline;
    const when = weekly
      ? weeklyLabel(weekly).replace('Every', 'every').replace(' · ', ' at ')
      : `on ${datesLabel(dates)}${dates.year ? ` ${dates.year}` : ''}`;
    // Another language's line: "DevDays · Conferencia · 12–13 de junio de 2027 · Sevilla. Dos días…".
    const line = [
      spec.name,
      capitalise(kind.noun),
      weekly ? weeklyLabel(weekly, language) : datesLabel(dates, language),
    ];
    if (spec.place) line.push(spec.place);
    return {
      description:
        language === 'en'
          ? `${spec.name}: a ${kind.noun} ${when}${spec.place ? ` in ${spec.place}` : ''}. ${about}`
          : `${line.join(' · ')}. ${about}`,
      routes: [{ path: '/register', component: 'Register', file: 'src/pages/Register.tsx' }],
      nav: [
        { to: '/#speakers', label: kind.peopleTitle },
        { to: '/#schedule', label: t.schedule },
        { to: '/#venue', label: t.venue },
        { to: '/#pricing', label: t.tickets },
      ],
      icon: kind.id === 'festival' ? 'Music' : 'Mic',
      layout: 'site',
      headerAction: {
        jsx: `<Button asChild size="sm">
            <Link to="/register">${jsxText(t.register)}</Link>
          </Button>`,
        imports: [],
      },
      files: [
        {
          path: 'src/lib/event.ts',
          content: `${weekly ? nextOccurrenceSource(weekly, language) : startsAtSource(dates)}

export const EVENT = ${lit({ name: spec.name, kind: capitalise(kind.noun), about, venue }).replace(
            /\n\}$/,
            `
  startsAt: startsAt.toISOString(),
  dates: ${datesSource(dates, weekly, language)},
  confirmFor: ${weekly ? 'NEXT.format(startsAt)' : datesSource(dates, null, language)},
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
          isMusic: kind.id === 'festival',
          t,
          venueMap: mapViewJsx(
            placeIn(`${spec.place ?? ''} ${spec.prompt}`),
            venue.name,
            'h-80 rounded-2xl shadow-lg sm:h-96',
            language,
          ),
        }),
        ...mapFiles(),
        ...sections.flatMap((section) => section.files),
        { path: 'src/pages/Index.tsx', content: componentsPage({ parts: [...EVENT_PARTS, ...sections] }) },
      ],
      dependencies: MAP_PACKAGES,
      highlights: [
        weekly
          ? `a hero with "${weeklyLabel(weekly, language)}" and the next date, ${venue.name}, and a live countdown to the next one (once it starts, to the week after)`
          : `a hero with the dates, ${venue.name} and a live countdown`,
        `${kind.speakers.length} ${english.peopleTitle.toLowerCase()}, ${weekly ? "a typical week's programme" : 'a day-by-day schedule in tabs'}, the venue with directions and a map (it works offline)`,
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
function nextOccurrenceSource({ weekday, hour, minute }: Weekly, language: AppLanguage): string {
  return `/** The next one: this week's, or next week's once this week's has started. */
function nextOccurrence() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), ${hour}, ${minute}, 0);
  next.setDate(next.getDate() + ((${weekday} - now.getDay() + 7) % 7));
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 7);
  return next;
}

const startsAt = nextOccurrence();
const NEXT = new Intl.DateTimeFormat('${language === 'en' ? 'en-GB' : LOCALES[language]}', { weekday: 'long', day: 'numeric', month: 'long' });`;
}

/**
 * The app's \`EVENT.dates\` expression: "12–13 June 2027" ("12–13 de junio de 2027", "12.–13. Juni 2027"...),
 * the year the next edition's when the prompt gives none; for a weekly gathering, "Every Tuesday · 19:00
 * (next: Tuesday 16 June)".
 */
function datesSource(dates: PromptDates, weekly: Weekly | null, language: AppLanguage): string {
  const t = EVENT_COPY[language];
  if (weekly) return `\`${weeklyLabel(weekly, language)} (${t.next}: \${NEXT.format(startsAt)})\``;
  if (language === 'en') return `\`${datesLabel(dates)} \${startsAt.getFullYear()}\``;
  if (dates.year !== null) return lit(datesLabel(dates, language));
  const join = language === 'es' || language === 'pt' ? ' de ' : ' ';
  return `\`${datesLabel(dates, language)}${join}\${startsAt.getFullYear()}\``;
}

/** The theme a prompt names: "a conference about AI", "sobre la IA", "sur le logiciel libre", "über KI". */
function themeOf(prompt: string, language: AppLanguage): string | undefined {
  if (language === 'en') return /\babout\s+([^,.;!?]+)/i.exec(prompt)?.[1]?.trim();
  const match = /(?:^|\s)(?:sobre|sur|über|su)\s+([^,.;!?\d]+)/i.exec(prompt)?.[1];
  // Up to a place, a date or a weekday's phrase: "sobre software en Sevilla el 12…" is about software.
  return (
    match
      ?.split(
        /\s(?:en|à|au|in|em|no|na|a|am|um|le|les|el|los|las|del|dal|du|vom|todos|todas|tous|jeden|ogni|cada|chaque|ce|este|esta|questo)\s/i,
      )[0]
      ?.trim() || undefined
  );
}
