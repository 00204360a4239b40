import type { AppLanguage } from '../locale';
import type { PageKind } from './page-content';
import { PAGE_WORDS_ES_FR } from './page-translations';
import { PAGE_WORDS_DE_PT_IT } from './page-translations-more';

/** A page a request can name (`generic` is whatever else it names, kept as written). */
export type NamedPage = Exclude<PageKind, 'generic'>;

/**
 * What the pages `add a page` writes say, per language: their titles, headers and the bespoke pages'
 * words (a team, open roles, articles, a privacy notice). `{name}` is the app's name, `{email}` its
 * address: filled in here, then embedded with `lit`/`jsxText`.
 */
export type PageWords = {
  /** The page's title (its heading and its menu label) when a request names a known page. */
  titles: Record<NamedPage, string>;
  about: { eyebrow: string; title: string };
  contact: { eyebrow: string; title: string };
  pricing: { eyebrow: string; title: string; text: string };
  faq: { eyebrow: string; title: string; text: string };
  gallery: { eyebrow: string; text: string };
  reviews: { eyebrow: string; title: string; text: string };
  services: { eyebrow: string };
  team: {
    eyebrow: string;
    title: string;
    text: string;
    members: string;
    people: { name: string; role: string; bio: string }[];
  };
  careers: {
    eyebrow: string;
    title: string;
    text: string;
    openRoles: string;
    apply: string;
    /** `{role}` is the role's title, filled in by the generated page. */
    thanks: string;
    roles: { title: string; type: string; location: string; summary: string }[];
  };
  blog: { eyebrow: string; title: string; articles: string; minRead: string };
  legal: { updated: string; paragraphs: string[] };
};

const EN: PageWords = {
  titles: {
    about: 'About',
    contact: 'Contact',
    pricing: 'Pricing',
    faq: 'FAQ',
    gallery: 'Gallery',
    reviews: 'Reviews',
    services: 'Services',
    team: 'Team',
    careers: 'Careers',
    legal: 'Privacy',
    blog: 'Blog',
  },
  about: { eyebrow: 'About us', title: 'The story behind {name}' },
  contact: { eyebrow: 'Contact', title: 'We would love to hear from you' },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans for every need',
    text: 'Clear prices, no surprises, and you can change your mind anytime.',
  },
  faq: {
    eyebrow: 'Help',
    title: 'Frequently asked questions',
    text: 'Everything you need to know about {name}.',
  },
  gallery: { eyebrow: 'Gallery', text: 'A closer look at {name}.' },
  reviews: {
    eyebrow: 'Reviews',
    title: 'What our customers say',
    text: 'Real words from people who chose {name}.',
  },
  services: { eyebrow: 'What we do' },
  team: {
    eyebrow: 'Our team',
    title: 'The people behind {name}',
    text: 'A small team that cares a lot about doing things properly.',
    members: 'Team members',
    people: [
      {
        name: 'Ana Ferreira',
        role: 'Founder',
        bio: 'Started it all with a simple idea and a lot of stubbornness.',
      },
      {
        name: 'Marcus Chen',
        role: 'Operations',
        bio: 'Keeps everything running smoothly, every single day.',
      },
      {
        name: 'Leila Haddad',
        role: 'Design',
        bio: 'Cares about the details nobody notices until they are wrong.',
      },
      {
        name: 'Tom Novak',
        role: 'Customer care',
        bio: 'The friendly voice on the phone and the fast reply by email.',
      },
    ],
  },
  careers: {
    eyebrow: 'Careers',
    title: 'Work with us at {name}',
    text: 'We are a small, friendly team and we are growing. Come and help us build something good.',
    openRoles: 'Open roles',
    apply: 'Apply',
    thanks: 'Thanks for your interest in the {role} role! We will email you.',
    roles: [
      {
        title: 'Customer experience lead',
        type: 'Full-time',
        location: 'On site',
        summary: 'Shape how people feel about us, from first hello to tenth visit.',
      },
      {
        title: 'Operations coordinator',
        type: 'Full-time',
        location: 'Hybrid',
        summary: 'Keep schedules, suppliers and the team in sync.',
      },
      {
        title: 'Marketing intern',
        type: 'Part-time',
        location: 'Remote',
        summary: 'Tell our story on social media, email and the blog.',
      },
    ],
  },
  blog: { eyebrow: 'Journal', title: 'News and stories', articles: 'Articles', minRead: 'min read' },
  legal: {
    updated: 'Last updated this month.',
    paragraphs: [
      'This page explains how {name} handles the information you share with us. We collect only what we need to serve you: your name and email when you contact us or place an order, and anonymous statistics about how the site is used.',
      'We never sell your data. We share it only with the services that help us run the site (hosting, payments and email), each bound by its own privacy commitments.',
      'You can ask us at any time to see, correct or delete the information we hold about you by writing to {email}.',
    ],
  },
};

export const PAGE_WORDS: Record<AppLanguage, PageWords> = {
  en: EN,
  ...PAGE_WORDS_ES_FR,
  ...PAGE_WORDS_DE_PT_IT,
};

/** `{name}`, `{email}` filled in (a replacer function, so `$&` in a name stays as written). */
export function fill(text: string, values: { name?: string; email?: string }): string {
  return text.replace(/\{(name|email)\}/g, (whole, key: 'name' | 'email') => values[key] ?? whole);
}
