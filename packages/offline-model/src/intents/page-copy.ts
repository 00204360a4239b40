/** What the bespoke pages `add a page` writes say: a team, open roles and a privacy notice. */

export const TEAM = [
  {
    name: 'Ana Ferreira',
    role: 'Founder',
    bio: 'Started it all with a simple idea and a lot of stubbornness.',
  },
  { name: 'Marcus Chen', role: 'Operations', bio: 'Keeps everything running smoothly, every single day.' },
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
];

export const ROLES = [
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
];

export function legalParagraphs(name: string, email: string): string[] {
  return [
    `This page explains how ${name} handles the information you share with us. We collect only what we need to serve you: your name and email when you contact us or place an order, and anonymous statistics about how the site is used.`,
    'We never sell your data. We share it only with the services that help us run the site (hosting, payments and email), each bound by its own privacy commitments.',
    `You can ask us at any time to see, correct or delete the information we hold about you by writing to ${email}.`,
  ];
}
