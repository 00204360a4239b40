import type { AppLanguage } from '../locale';
import { SURVEY_TRANSLATIONS } from './survey-translations';

/**
 * Everything the survey's form and results say, per language (issue 18 §2). `{n}`, `{max}` and
 * `{avg}` stand for numbers the app fills in; `locale` formats its dates and numbers (`Intl`).
 */
export type SurveyCopy = {
  locale: string;
  nav: { survey: string; results: string };
  subtitle: string;
  description: (name: string) => string;
  intro: (name: string) => string;
  nps: (name: string) => string;
  npsLow: string;
  npsHigh: string;
  ratingLabels: string[];
  errors: { nps: string; choice: string; rating: string; tooLong: string };
  errorsOne: string;
  errorsMany: string;
  commentCount: string;
  submit: string;
  thanks: string;
  saved: string;
  seeResults: string;
  answerAgain: string;
  results: {
    title: string;
    one: string;
    many: string;
    samples: string;
    kept: string;
    deleteAll: string;
    cancel: string;
    reset: string;
    emptyTitle: string;
    emptyLink: string;
    emptyRest: string;
    npsTitle: string;
    promoters: string;
    passives: string;
    detractors: string;
    scores: string;
    byScore: string;
    score: string;
    average: string;
    comments: string;
    noComments: string;
    scored: string;
    sample: string;
  };
};

const EN: SurveyCopy = {
  locale: 'en',
  nav: { survey: 'Survey', results: 'Results' },
  subtitle: 'Responses kept in this browser',
  description: (name) => `${name}: a feedback survey with an NPS question and its results.`,
  intro: (name) => `Four quick questions about ${name}. It takes about a minute.`,
  nps: (name) => `How likely are you to recommend ${name} to a friend or colleague?`,
  npsLow: 'Not at all likely',
  npsHigh: 'Extremely likely',
  ratingLabels: ['Very poor', 'Poor', 'Fair', 'Good', 'Excellent'],
  errors: {
    nps: 'Choose a score from 0 to 10.',
    choice: 'Choose one of the answers.',
    rating: 'Choose a rating from 1 to 5.',
    tooLong: 'Keep it to {max} characters (now {n}).',
  },
  errorsOne: 'One answer needs your attention; see below.',
  errorsMany: '{n} answers need your attention; see below.',
  commentCount: '{n} of {max} characters',
  submit: 'Submit response',
  thanks: 'Thank you for your feedback',
  saved: 'Your response has been saved in this browser.',
  seeResults: 'See the results',
  answerAgain: 'Answer again',
  results: {
    title: 'Results',
    one: '{n} response',
    many: '{n} responses',
    samples: ', of which {n} are sample responses',
    kept: '. Kept in this browser.',
    deleteAll: 'Delete all responses',
    cancel: 'Cancel',
    reset: 'Reset',
    emptyTitle: 'No responses yet',
    emptyLink: 'Answer the survey',
    emptyRest: 'and the results appear here.',
    npsTitle: 'Net Promoter Score',
    promoters: 'Promoters',
    passives: 'Passives',
    detractors: 'Detractors',
    scores: 'Scores from 0 to 10',
    byScore: 'Responses by score',
    score: 'score',
    average: 'Average {avg} of 5',
    comments: 'Recent comments',
    noComments: 'No comments yet.',
    scored: 'Scored {n}',
    sample: 'sample',
  },
};

export const SURVEY_COPY: Record<AppLanguage, SurveyCopy> = { en: EN, ...SURVEY_TRANSLATIONS };
