import type { AppLanguage } from '../locale';
import { QUIZ_TRANSLATIONS } from './quiz-translations';

/**
 * Everything the quiz says, per language (issue 18 §2). `{n}`, `{total}`, `{score}`, `{best}` and
 * `{answer}` stand for what the app fills in; `locale` formats its dates and percentages (`Intl`).
 */
export type QuizCopy = {
  locale: string;
  nav: { quiz: string; scores: string };
  subtitle: string;
  description: (name: string, bank: string) => string;
  intro: string;
  questions: string;
  verdict: { perfect: string; great: string; notBad: string; keepGoing: string };
  card: {
    chooseFirst: string;
    questionOf: string;
    progress: string;
    rightAnswer: string;
    yourAnswer: string;
    correct: string;
    incorrect: string;
    seeScore: string;
    next: string;
    check: string;
  };
  summary: {
    scored: string;
    isBest: string;
    best: string;
    playAgain: string;
    review: string;
    right: string;
    wrong: string;
    nothing: string;
    answerIs: string;
  };
  scores: {
    title: string;
    one: string;
    many: string;
    clear: string;
    emptyTitle: string;
    emptyText: string;
    playNow: string;
    best: string;
    of: string;
    all: string;
  };
};

const EN: QuizCopy = {
  locale: 'en',
  nav: { quiz: 'Quiz', scores: 'Scores' },
  subtitle: 'Scores kept in this browser',
  description: (name, bank) => `${name}: a ${bank.toLowerCase()} quiz with scoring.`,
  intro: 'One question at a time; see how you did after each answer.',
  questions: '{n} questions.',
  verdict: {
    perfect: 'A perfect round!',
    great: 'Great work!',
    notBad: 'Not bad at all.',
    keepGoing: 'Keep practising: every round helps.',
  },
  card: {
    chooseFirst: 'Choose an answer first.',
    questionOf: 'Question {n} of {total}',
    progress: 'Progress',
    rightAnswer: 'Right answer',
    yourAnswer: 'Your answer',
    correct: 'Correct!',
    incorrect: 'Incorrect. The answer is {answer}.',
    seeScore: 'See your score',
    next: 'Next question',
    check: 'Check answer',
  },
  summary: {
    scored: 'You scored {score} of {total}',
    isBest: 'That is your best score.',
    best: 'Your best is {best} of {total}.',
    playAgain: 'Play again',
    review: 'Review',
    right: 'Right: you answered {answer}',
    wrong: 'Wrong: you answered {answer}',
    nothing: 'nothing',
    answerIs: 'The answer is {answer}.',
  },
  scores: {
    title: 'Scores',
    one: '{n} round played. Kept in this browser.',
    many: '{n} rounds played. Kept in this browser.',
    clear: 'Clear scores',
    emptyTitle: 'No scores yet',
    emptyText: 'Finish a round and your score is kept here.',
    playNow: 'Play now',
    best: 'Best scores',
    of: '{score} of {total}',
    all: 'All rounds',
  },
};

export const QUIZ_COPY: Record<AppLanguage, QuizCopy> = { en: EN, ...QUIZ_TRANSLATIONS };
