/** Event programmes: a conference (talks) or a festival (performances), picked by the prompt's words. */
import type { PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import { EVENTS_DE } from './events-de';
import { EVENTS_ES } from './events-es';
import { EVENTS_FR } from './events-fr';
import { EVENTS_IT } from './events-it';
import { EVENTS_PT } from './events-pt';

export type Speaker = { name: string; role: string; topic: string };
export type Slot = { time: string; title: string; speaker: string; room: string };
export type EventKind = {
  id: 'conference' | 'festival';
  noun: string;
  peopleTitle: string;
  tagline: string;
  speakers: Speaker[];
  days: { label: string; slots: Slot[] }[];
  tickets: { name: string; price: number; description: string; features: string[]; isFeatured?: boolean }[];
  faqs: { question: string; answer: string }[];
};

const CONFERENCE: EventKind = {
  id: 'conference',
  noun: 'conference',
  peopleTitle: 'Speakers',
  tagline: 'Two days of talks, workshops and conversations with the people shaping what comes next.',
  speakers: [
    { name: 'Amara Okafor', role: 'CTO, Lumen Health', topic: 'Building products people trust' },
    {
      name: 'Daniel Weiss',
      role: 'Principal engineer, Fieldstone',
      topic: 'Scaling teams without slowing down',
    },
    {
      name: 'Priya Raman',
      role: 'Head of design, Arcadia',
      topic: 'Design systems that survive contact with reality',
    },
    { name: 'Mateo García', role: 'Founder, Tidewater', topic: 'From side project to company' },
    { name: 'Hannah Kim', role: 'Research lead, Northwind Labs', topic: 'What the data really says' },
    { name: 'Yusuf Demir', role: 'Author and advisor', topic: 'The next ten years' },
  ],
  days: [
    {
      label: 'Day 1',
      slots: [
        { time: '09:00', title: 'Registration and coffee', speaker: '', room: 'Foyer' },
        {
          time: '10:00',
          title: 'Opening keynote: The next ten years',
          speaker: 'Yusuf Demir',
          room: 'Main hall',
        },
        {
          time: '11:15',
          title: 'Building products people trust',
          speaker: 'Amara Okafor',
          room: 'Main hall',
        },
        {
          time: '13:30',
          title: 'Workshop: Design systems that survive contact with reality',
          speaker: 'Priya Raman',
          room: 'Studio B',
        },
        { time: '16:00', title: 'Panel: What we got wrong', speaker: 'All speakers', room: 'Main hall' },
        { time: '18:30', title: 'Welcome drinks', speaker: '', room: 'Rooftop' },
      ],
    },
    {
      label: 'Day 2',
      slots: [
        {
          time: '09:30',
          title: 'Scaling teams without slowing down',
          speaker: 'Daniel Weiss',
          room: 'Main hall',
        },
        { time: '11:00', title: 'What the data really says', speaker: 'Hannah Kim', room: 'Main hall' },
        { time: '13:30', title: 'From side project to company', speaker: 'Mateo García', room: 'Studio B' },
        { time: '15:00', title: 'Lightning talks', speaker: 'Community', room: 'Main hall' },
        { time: '17:00', title: 'Closing remarks', speaker: 'Organisers', room: 'Main hall' },
      ],
    },
  ],
  tickets: [
    {
      name: 'Early bird',
      price: 249,
      description: 'Limited, for those who decide early.',
      features: ['Both days', 'Lunch and coffee', 'Talk recordings'],
    },
    {
      name: 'Standard',
      price: 349,
      description: 'The full conference experience.',
      features: ['Both days', 'Workshops', 'Lunch and coffee', 'Welcome drinks'],
      isFeatured: true,
    },
    {
      name: 'Team (5)',
      price: 1490,
      description: 'Bring your team and save.',
      features: ['Five standard passes', 'Reserved seating', 'Invoice billing'],
    },
  ],
  faqs: [
    {
      question: 'Will talks be recorded?',
      answer: 'Yes. Every main-hall talk is recorded and shared with ticket holders within a week.',
    },
    {
      question: 'Is the venue accessible?',
      answer:
        'The venue is step-free throughout, with a quiet room, hearing loops and live captions in the main hall.',
    },
    {
      question: 'Can I transfer my ticket?',
      answer: 'Tickets can be transferred to a colleague for free up to 48 hours before the event.',
    },
    {
      question: 'Is there a code of conduct?',
      answer:
        'Yes. We are committed to a harassment-free event for everyone, and our team is on hand throughout.',
    },
  ],
};

const FESTIVAL: EventKind = {
  id: 'festival',
  noun: 'festival',
  peopleTitle: 'Line-up',
  tagline: 'Two days of live music, good food and long summer evenings under the lights.',
  speakers: [
    { name: 'The Night Owls', role: 'Headliner', topic: 'Saturday main stage' },
    { name: 'Lena Marquez', role: 'Singer-songwriter', topic: 'Acoustic set' },
    { name: 'Blue Hour Collective', role: 'Jazz ensemble', topic: 'Late-night session' },
    { name: 'DJ Solstice', role: 'Electronic', topic: 'Sunset set' },
    { name: 'Harbour Lights', role: 'Indie band', topic: 'Sunday main stage' },
    { name: 'Kofi Mensah Trio', role: 'Afrobeat', topic: 'Garden stage' },
  ],
  days: [
    {
      label: 'Saturday',
      slots: [
        { time: '14:00', title: 'Gates open', speaker: '', room: 'Entrance' },
        { time: '15:30', title: 'Acoustic set', speaker: 'Lena Marquez', room: 'Garden stage' },
        { time: '18:00', title: 'Sunset set', speaker: 'DJ Solstice', room: 'Main stage' },
        { time: '21:00', title: 'Headline show', speaker: 'The Night Owls', room: 'Main stage' },
      ],
    },
    {
      label: 'Sunday',
      slots: [
        { time: '13:00', title: 'Gates open', speaker: '', room: 'Entrance' },
        { time: '15:00', title: 'Garden session', speaker: 'Kofi Mensah Trio', room: 'Garden stage' },
        { time: '19:30', title: 'Main stage', speaker: 'Harbour Lights', room: 'Main stage' },
        { time: '22:00', title: 'Late-night jazz', speaker: 'Blue Hour Collective', room: 'Tent' },
      ],
    },
  ],
  tickets: [
    {
      name: 'Day pass',
      price: 59,
      description: 'Saturday or Sunday.',
      features: ['Entry for one day', 'All stages', 'Free water refills'],
    },
    {
      name: 'Weekend pass',
      price: 99,
      description: 'Both days, best value.',
      features: ['Entry both days', 'All stages', 'Fast-track entry', 'Festival tote'],
      isFeatured: true,
    },
    {
      name: 'VIP weekend',
      price: 219,
      description: 'The best seats in the house.',
      features: ['Weekend entry', 'VIP viewing deck', 'Private bar', 'Lounge access'],
    },
  ],
  faqs: [
    {
      question: 'Is there an age limit?',
      answer: 'The festival is all-ages until 8 pm; after that, under-18s must be with an adult.',
    },
    {
      question: 'Can I bring food and drink?',
      answer: 'Sealed water bottles and small snacks are welcome. Glass and alcohol are not allowed.',
    },
    {
      question: 'What happens if it rains?',
      answer: 'The festival goes ahead rain or shine. Every stage has cover nearby.',
    },
    {
      question: 'How do I get there?',
      answer:
        'Shuttle buses run every 15 minutes from the central station, and there is free bike parking at the gate.',
    },
  ],
};

const TRANSLATED_EVENTS: Record<PromptLanguage, { conference: EventKind; festival: EventKind }> = {
  es: EVENTS_ES,
  fr: EVENTS_FR,
  de: EVENTS_DE,
  pt: EVENTS_PT,
  it: EVENTS_IT,
};

/** A festival's words, in English and in the prompt languages (concierto, fête, Konzert, música...). */
const MUSIC =
  /\b(?:festival|concert|gig|music|party|gala|fair|carnival|concierto|m[úu]sica|fiesta|f[êe]te|musique|konzert|musik|party|concerto|festa|sagra)\b|\bm[úu]sica|\bmusique/i;

/** The conference or the festival, in `language` (English by default). */
export function eventKindFor(text: string, language: AppLanguage = 'en'): EventKind {
  const isFestival = MUSIC.test(text);
  if (language !== 'en') return TRANSLATED_EVENTS[language][isFestival ? 'festival' : 'conference'];
  return isFestival ? FESTIVAL : CONFERENCE;
}
