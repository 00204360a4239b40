import type { AppLanguage } from '../../locale';
import { SECTION_TRANSLATIONS } from './section-translations';

/**
 * What a website's sections say around the subject's own copy (headings, form labels, what a button
 * announces), per language. `{name}` is the site's name, `{tier}` a pricing tier's, `{person}` the
 * name a visitor typed: placeholders the generated code fills in, never prompt text spliced into code.
 */
export type SectionCopy = {
  features: { eyebrow: string; title: string; text: string };
  steps: { eyebrow: string; title: string };
  statsTitle: string;
  testimonials: { eyebrow: string; title: string };
  pricing: { eyebrow: string; title: string; text: string; popular: string; chosen: string };
  faq: { eyebrow: string; title: string; writeTo: string };
  contact: {
    eyebrow: string;
    title: string;
    text: string;
    email: string;
    phone: string;
    address: string;
    hours: string;
    name: string;
    message: string;
    messagePlaceholder: string;
    sending: string;
    send: string;
    sent: string;
    notSent: string;
    tryAgain: string;
    thanks: string;
    thanksPerson: string;
  };
  newsletter: { emailLabel: string; emailPlaceholder: string; subscribe: string; subscribed: string };
  gallery: { eyebrow: string; title: string };
  ai: {
    eyebrow: string;
    /** The text the summary section starts with, about the site. */
    sample: string;
    couldNotAnswer: string;
    summaryTitle: string;
    summaryText: string;
    textLabel: string;
    summarising: string;
    summary: string;
    /** `{model}` is the model's name, filled in by the app. */
    answeredBy: string;
    askTitle: string;
    askText: string;
    conversation: string;
    askEmpty: string;
    thinking: string;
    messageLabel: string;
    messagePlaceholder: string;
    send: string;
  };
};

const EN: SectionCopy = {
  features: {
    eyebrow: 'Why {name}',
    title: 'The details make the difference',
    text: 'Everything we do is designed around one idea: it should simply be better than you expected.',
  },
  steps: { eyebrow: 'How it works', title: 'Up and running in three steps' },
  statsTitle: 'In numbers',
  testimonials: { eyebrow: 'Kind words', title: 'What people are saying' },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple, honest pricing',
    text: 'No hidden fees. Change or cancel whenever you like.',
    popular: 'Most popular',
    chosen: '{tier}: we will be in touch shortly.',
  },
  faq: { eyebrow: 'FAQ', title: 'Questions, answered', writeTo: 'Something else on your mind? Write to' },
  contact: {
    eyebrow: 'Contact',
    title: 'Get in touch',
    text: 'Questions, bookings or just saying hello: send us a message and a real person will answer.',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    hours: 'Hours',
    name: 'Name',
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    sending: 'Sending…',
    send: 'Send message',
    sent: 'Your message was sent. Thank you!',
    notSent: 'Your message could not be sent.',
    tryAgain: 'Please try again, or write to us by email.',
    thanks: 'Thanks! We will reply within one working day.',
    thanksPerson: 'Thanks, {person}! We will reply within one working day.',
  },
  newsletter: {
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribed: 'You are subscribed. See you in your inbox!',
  },
  gallery: { eyebrow: 'Gallery', title: 'A look inside {name}' },
  ai: {
    eyebrow: 'AI',
    sample:
      '{name} started with a simple idea: make something people come back to. ' +
      'Every week we listen to what our visitors ask for and change one thing. ' +
      'Some weeks that is a small fix, other weeks a whole new feature. ' +
      'The people who use {name} shape what it becomes. ' +
      'We publish what we changed and why, so nobody has to guess. ' +
      'If you have an idea, tell us: the best ones came from you.',
    couldNotAnswer: 'The AI could not answer. Please try again.',
    summaryTitle: 'Summarise with AI',
    summaryText: 'Paste any text and get its gist in a few sentences.',
    textLabel: 'Text to summarise',
    summarising: 'Summarising…',
    summary: 'Summary',
    answeredBy: 'Answered by {model}',
    askTitle: 'Ask {name}',
    askText: 'Questions answered by AI, right here.',
    conversation: 'Conversation',
    askEmpty: 'Ask anything to start the conversation.',
    thinking: 'Thinking',
    messageLabel: 'Your message',
    messagePlaceholder: 'Type a message…',
    send: 'Send',
  },
};

export const SECTION_COPY: Record<AppLanguage, SectionCopy> = { en: EN, ...SECTION_TRANSLATIONS };

/** `text` with `{name}` made the site's name (a generation-time placeholder). */
export function named(text: string, name: string): string {
  return text.replaceAll('{name}', () => name);
}
