/**
 * The shape of the quiz's question banks, shared by the English ones (quiz-banks.ts) and those
 * written in each prompt language (quiz-banks-es.ts …): every language has every bank, so a missing
 * translation is a type error, and the unit tests check each has the same questions as English.
 */

export type QuizQuestion = { question: string; choices: string[]; answer: number; fact: string };
export const BANK_IDS = ['geography', 'science', 'general', 'mixed'] as const;
export type BankId = (typeof BANK_IDS)[number];
export type QuizBank = { id: BankId; title: string; questions: QuizQuestion[] };
/** One language's banks, each under its id. */
export type LanguageBanks = { [id in BankId]: QuizBank & { id: id } };

/** "Question | choice | *right choice | choice | choice | fact": one line per question, to read at a glance. */
export function bank<Id extends BankId>({
  id,
  title,
  questions,
}: {
  id: Id;
  title: string;
  questions: string[];
}): QuizBank & { id: Id } {
  return {
    id,
    title,
    questions: questions.map((line) => {
      const [question = '', ...rest] = line.split(' | ');
      const fact = rest.pop() ?? '';
      return {
        question,
        choices: rest.map((choice) => choice.replace(/^\*/, '')),
        answer: rest.findIndex((choice) => choice.startsWith('*')),
        fact,
      };
    }),
  };
}

/** A no-break space: between a number and its unit, and before French "?", "!", ":", ";" and "%". */
export const NB = '\u00a0';
