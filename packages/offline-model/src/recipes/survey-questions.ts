/**
 * The survey's questions besides the NPS one, by what the app is about (the spec's domain): a choice
 * that fits the business, a 1–5 rating, and a free-text comment. The sample responses seeded into a
 * new app are built from them, and marked as samples.
 */
import type { DomainId } from '../app-spec';
import type { AppLanguage } from '../locale';
import { SURVEY_QUESTION_TRANSLATIONS, type SurveySubject } from './survey-questions-translations';

export type SurveyQuestions = {
  choice: { label: string; options: string[] };
  rating: string;
  comment: string;
};

const BY_DOMAIN: Partial<Record<DomainId, Omit<SurveyQuestions, 'comment'>>> = {
  food: {
    choice: { label: 'How did you visit us?', options: ['Dine in', 'Takeaway', 'Delivery', 'Catering'] },
    rating: 'How would you rate the food and drinks?',
  },
  tech: {
    choice: {
      label: 'What do you use it for most?',
      options: ['Work', 'Personal projects', 'Study', 'Something else'],
    },
    rating: 'How easy is it to use?',
  },
  wellness: {
    choice: {
      label: 'What do you come to us for?',
      options: ['Classes', 'One-to-one sessions', 'Treatments', 'Something else'],
    },
    rating: 'How would you rate your last visit?',
  },
  retail: {
    choice: { label: 'How do you usually shop with us?', options: ['In the shop', 'Online', 'Both'] },
    rating: 'How would you rate the products?',
  },
  travel: {
    choice: {
      label: 'What was your trip for?',
      options: ['Holiday', 'Business', 'Visiting family', 'Something else'],
    },
    rating: 'How would you rate your stay?',
  },
  education: {
    choice: { label: 'How did you take part?', options: ['In person', 'Online, live', 'From the recording'] },
    rating: 'How useful was the content?',
  },
};

const GENERAL = {
  choice: {
    label: 'How did you hear about us?',
    options: ['A friend or colleague', 'A search engine', 'Social media', 'Somewhere else'],
  },
  rating: 'How satisfied are you overall?',
};

/** What a prompt in another language is about, by its own words (the spec's domain reads English ones). */
const SUBJECT_WORDS: [SurveySubject, RegExp][] = [
  [
    'education',
    /\b(?:talleres|taller|cursos?|clases?|formaci[oó]n|seminarios?|ateliers?|cours|formations?|s[ée]minaires?|kurse?|schulung|fortbildung|seminare?|workshops?|corsi|corso|lezion[ei]|formazione|laboratori|aulas?|forma[cç][aã]o|oficinas?)\b/,
  ],
  [
    'food',
    /\b(?:restaurantes?|restaurants?|cafeter[ií]a|panader[ií]a|pizzer[ií]a|boulangerie|brasserie|b[äa]ckerei|gastst[äa]tte|ristorante|trattoria|pasticceria|padaria|pastelaria|caf[eé]s?)\b|\bcaf[eé]\b/,
  ],
  [
    'wellness',
    /\b(?:gimnasio|yoga|salud|cl[ií]nica|masajes?|salle de sport|sant[ée]|fitnessstudio|praxis|gesundheit|palestra|salute|gin[aá]sio|sa[uú]de|spa)\b/,
  ],
  ['travel', /\b(?:hotel|hôtel|albergo|viajes?|voyages?|reisen?|viaggi|viagens?|turismo|tourisme)\b/],
  ['retail', /\b(?:tienda|boutique|laden|gesch[äa]ft|negozio|loja|comercio|commerce)\b/],
  ['tech', /\b(?:software|logiciel|plateforme|plataforma|piattaforma)\b/],
];

const FROM_DOMAIN: Partial<Record<DomainId, SurveySubject>> = {
  food: 'food',
  tech: 'tech',
  wellness: 'wellness',
  retail: 'retail',
  travel: 'travel',
  education: 'education',
};

export function surveyQuestions(
  domain: DomainId,
  prompt: string,
  language: AppLanguage = 'en',
): SurveyQuestions {
  if (language !== 'en') {
    const words = SURVEY_QUESTION_TRANSLATIONS[language];
    const text = prompt.toLowerCase();
    const subject =
      SUBJECT_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? FROM_DOMAIN[domain] ?? 'general';
    return { ...words.subjects[subject], comment: words.comment };
  }
  // A workshop, course or class asks how it went, whatever it was about.
  const isLearning = /\b(?:workshop|course|class|training|webinar|lecture|seminar)s?\b/i.test(prompt);
  const picked = isLearning ? BY_DOMAIN.education : BY_DOMAIN[domain];
  return { ...(picked ?? GENERAL), comment: 'What could we do better? (optional)' };
}

/** The sample answers with their comments in the app's language. */
export function sampleAnswers(language: AppLanguage): typeof SAMPLE_ANSWERS {
  if (language === 'en') return SAMPLE_ANSWERS;
  const comments = [...SURVEY_QUESTION_TRANSLATIONS[language].samples];
  return SAMPLE_ANSWERS.map((answer) => ({
    ...answer,
    comment: answer.comment ? (comments.shift() ?? '') : '',
  }));
}

/** Twelve sample answers: NPS 25 (six promoters, three passives, three detractors). */
export const SAMPLE_ANSWERS: {
  nps: number;
  choice: number;
  rating: number;
  comment: string;
  daysAgo: number;
}[] = [
  { nps: 10, choice: 0, rating: 5, comment: 'Always a good experience, thank you.', daysAgo: 1 },
  { nps: 9, choice: 1, rating: 4, comment: '', daysAgo: 1 },
  { nps: 9, choice: 0, rating: 5, comment: 'Friendly people and quick to help.', daysAgo: 2 },
  { nps: 8, choice: 2, rating: 4, comment: 'Good, though it could be a little faster.', daysAgo: 3 },
  { nps: 7, choice: 1, rating: 3, comment: '', daysAgo: 4 },
  { nps: 10, choice: 0, rating: 5, comment: 'Exactly what I was looking for.', daysAgo: 5 },
  { nps: 6, choice: 2, rating: 3, comment: 'Prices have gone up a bit lately.', daysAgo: 6 },
  { nps: 9, choice: 1, rating: 4, comment: '', daysAgo: 8 },
  { nps: 3, choice: 0, rating: 2, comment: 'I waited too long the last time.', daysAgo: 9 },
  { nps: 8, choice: 1, rating: 4, comment: '', daysAgo: 11 },
  { nps: 10, choice: 0, rating: 5, comment: '', daysAgo: 12 },
  { nps: 5, choice: 2, rating: 2, comment: 'Hard to find what I needed.', daysAgo: 14 },
];
