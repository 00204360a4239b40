import type { AppLanguage } from '../locale';
import { everyWeekday, WEEKDAYS, type Weekly } from '../weekly';
import type { EventKind, Slot } from './events';
import { WEEKLY_COPY } from './weekly-events-copy';

/**
 * A weekly gathering ("a meetup every Tuesday", "an open mic on Thursdays at 8pm"): one evening's
 * programme timed from the prompt's start, drop-in and pass prices, and answers about coming weekly,
 * in place of a dated edition's days, passes and FAQ.
 */
export function weeklyKind(kind: EventKind, weekly: Weekly, language: AppLanguage = 'en'): EventKind {
  if (language !== 'en') return translatedWeeklyKind(kind, weekly, language);
  const day = WEEKDAYS[weekly.weekday] ?? 'Tuesday';
  const part = weekly.hour < 12 ? 'morning' : weekly.hour < 17 ? 'afternoon' : 'evening';
  const at = (offset: number) => {
    const total = weekly.hour * 60 + weekly.minute + offset;
    return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const [first, second] = kind.speakers;
  const isMusic = kind.id === 'festival';
  const slots: Slot[] = isMusic
    ? [
        { time: at(0), title: 'Doors open', speaker: '', room: 'Bar' },
        { time: at(30), title: 'Opening set', speaker: second?.name ?? '', room: 'Main room' },
        { time: at(90), title: 'Headline set', speaker: first?.name ?? '', room: 'Main room' },
        { time: at(150), title: 'Late jam: bring your instrument', speaker: 'Everyone', room: 'Main room' },
      ]
    : [
        { time: at(0), title: 'Doors open, drinks and introductions', speaker: '', room: 'Foyer' },
        { time: at(30), title: 'Welcome and news', speaker: 'Organisers', room: 'Main room' },
        { time: at(40), title: first?.topic ?? 'Main talk', speaker: first?.name ?? '', room: 'Main room' },
        { time: at(85), title: 'Lightning talks', speaker: 'Community', room: 'Main room' },
        { time: at(110), title: 'Drinks and conversation', speaker: '', room: 'Foyer' },
      ];
  return {
    ...kind,
    noun: isMusic ? 'weekly night' : 'weekly meetup',
    peopleTitle: isMusic ? 'Regulars' : 'Speakers',
    tagline: isMusic
      ? `Every ${day} ${part}: live sets, a late jam and a room full of people who love music.`
      : `Every ${day} ${part}: a talk, lightning talks and good conversation with people who love what they do.`,
    days: [{ label: `Every ${day}`, slots }],
    tickets: [
      {
        name: 'Drop-in',
        price: isMusic ? 10 : 8,
        description: `One ${day}, paid at the door or here.`,
        features: [`Entry for one ${day}`, 'A drink on arrival'],
      },
      {
        name: '10-week pass',
        price: isMusic ? 80 : 60,
        description: 'Ten evenings for the price of eight.',
        features: ['Any ten weeks', 'Skip the queue', 'A drink on arrival'],
        isFeatured: true,
      },
      {
        name: 'Supporter',
        price: isMusic ? 150 : 120,
        description: 'Every week for a season, and it keeps the lights on.',
        features: [
          'Every week for six months',
          'Your name on the supporters’ wall',
          'Guest list +1 once a month',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to come every week?',
        answer: `No. Every ${day} stands on its own: come when you can, and you will always find a friendly face.`,
      },
      {
        question: 'Do I need to book?',
        answer: 'Registering helps us plan the room, but drop-ins are welcome while there is space.',
      },
      {
        question: 'What if a week is cancelled?',
        answer: 'Any change, like a holiday week off, is announced on this page by the day before.',
      },
      kind.faqs[1] ?? { question: 'Is the venue accessible?', answer: 'Yes, step-free throughout.' },
    ],
  };
}

/** `at(minutes)`: the time that many minutes after the gathering starts, "19:30". */
function startPlus(weekly: Weekly, offset: number): string {
  const total = weekly.hour * 60 + weekly.minute + offset;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** `weeklyKind` in Spanish, French, German, Portuguese or Italian (`kind` is already in that language). */
function translatedWeeklyKind(
  kind: EventKind,
  weekly: Weekly,
  language: Exclude<AppLanguage, 'en'>,
): EventKind {
  const t = WEEKLY_COPY[language];
  const every = everyWeekday(weekly.weekday, language);
  const label = `${every.charAt(0).toUpperCase()}${every.slice(1)}`;
  const part = t.parts[weekly.hour < 12 ? 0 : weekly.hour < 17 ? 1 : 2];
  const when = language === 'de' ? `${label}${part}` : `${label} ${part}`;
  const colon = language === 'fr' ? '\u00a0:' : ':';
  const at = (offset: number) => startPlus(weekly, offset);
  const [first, second] = kind.speakers;
  const isMusic = kind.id === 'festival';
  const words = isMusic ? t.music : t.talks;
  const [bar, main] = words.rooms;
  const slots: Slot[] = isMusic
    ? [
        { time: at(0), title: t.music.slots[0], speaker: '', room: bar },
        { time: at(30), title: t.music.slots[1], speaker: second?.name ?? '', room: main },
        { time: at(90), title: t.music.slots[2], speaker: first?.name ?? '', room: main },
        { time: at(150), title: t.music.slots[3], speaker: t.music.everyone, room: main },
      ]
    : [
        { time: at(0), title: t.talks.slots[0], speaker: '', room: bar },
        { time: at(30), title: t.talks.slots[1], speaker: t.talks.organisers, room: main },
        { time: at(40), title: first?.topic ?? t.talks.slots[2], speaker: first?.name ?? '', room: main },
        { time: at(85), title: t.talks.slots[3], speaker: t.talks.community, room: main },
        { time: at(110), title: t.talks.slots[4], speaker: '', room: bar },
      ];
  const prices = isMusic ? [10, 80, 150] : [8, 60, 120];
  return {
    ...kind,
    noun: words.noun,
    peopleTitle: words.people,
    tagline: `${when}${colon} ${words.tagline}`,
    days: [{ label, slots }],
    tickets: t.tickets.map((ticket, index) => ({
      ...ticket,
      price: prices[index] ?? 0,
      ...(index === 1 ? { isFeatured: true } : {}),
    })),
    faqs: [...t.faqs, kind.faqs[1] ?? t.faqs[0]],
  };
}
