import { describe, expect, it } from 'vitest';
import { firstPromptReply } from '../first-prompt';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { BANK_IDS } from './quiz-bank';
import { EN_BANKS, pickBank, QUIZ_BANKS } from './quiz-banks';

const reply = (prompt: string) => {
  const result = firstPromptReply(prompt);
  const call = result.calls.find(
    (entry) => entry.toolName === 'write_file' && entry.input.path === 'src/lib/quiz.ts',
  );
  const lib = String((call?.input as { content?: string } | undefined)?.content);
  return { text: result.text, lib, questions: lib.match(/\banswer: \d/g)?.length ?? 0 };
};

/** The digits of a choice: "3,000 km/s", "3.000 km/s" and "3 000 km/s" are the same number. */
const digits = (choice: string) => choice.replace(/\D/g, '');

describe('the quiz banks in each prompt language', () => {
  it.each(PROMPT_LANGUAGE_IDS)(
    '%s: every bank has the English questions, translated, with the same answers',
    (lang) => {
      for (const id of BANK_IDS) {
        const english = EN_BANKS[id];
        const translated = QUIZ_BANKS[lang][id];
        expect(translated.id).toBe(id);
        expect(translated.title).not.toBe(english.title);
        expect(translated.questions).toHaveLength(english.questions.length);
        translated.questions.forEach((question, index) => {
          const original = english.questions[index];
          if (!original) throw new Error(`${lang} ${id} has a question English does not`);
          expect(question.choices, question.question).toHaveLength(4);
          expect(new Set(question.choices).size, question.question).toBe(4);
          expect(question.answer, question.question).toBe(original.answer);
          expect(question.choices[question.answer], question.question).toBeTruthy();
          expect(question.question).not.toBe(original.question);
          expect(question.fact).not.toBe(original.fact);
          expect(question.fact).not.toBe('');
          // Numbers are written the language's way, but they are the same numbers.
          expect(question.choices.map(digits), question.question).toEqual(original.choices.map(digits));
          // A line cut wrong by bank()'s " | " would leave a bar or a star behind.
          for (const text of [question.question, question.fact, ...question.choices]) {
            expect(text, question.question).not.toMatch(/^\*|\||^\s|\s$/);
          }
        });
      }
    },
  );

  it('leaves no English question, fact or title in another language', () => {
    const english = new Set(
      BANK_IDS.flatMap((id) => [
        EN_BANKS[id].title,
        ...EN_BANKS[id].questions.flatMap((question) => [question.question, question.fact]),
      ]),
    );
    for (const lang of PROMPT_LANGUAGE_IDS) {
      for (const id of BANK_IDS) {
        const bank = QUIZ_BANKS[lang][id];
        for (const text of [
          bank.title,
          ...bank.questions.flatMap((question) => [question.question, question.fact]),
        ]) {
          expect(english.has(text), `${lang} ${id}: ${text}`).toBe(false);
        }
      }
    }
  });

  it('picks the subject bank by its words in each language', () => {
    const cases: [string, 'es' | 'fr' | 'de' | 'pt' | 'it', string][] = [
      ['Un quiz sobre capitales del mundo para mis alumnos', 'es', 'geography'],
      ['Un quiz de geografía para la clase', 'es', 'geography'],
      ['Un quiz de ciencias para mi clase', 'es', 'science'],
      ['Un quiz de cultura general para jugar con mis amigos', 'es', 'general'],
      ['Un quiz para mi cumpleaños', 'es', 'mixed'],
      ['Un quiz sur les capitales pour mes élèves', 'fr', 'geography'],
      ['Un quiz de géographie pour ma classe', 'fr', 'geography'],
      ['Un quiz de sciences pour mes élèves', 'fr', 'science'],
      ['Un quiz de culture générale pour mes amis', 'fr', 'general'],
      ['Ein Quiz über die Hauptstädte Europas', 'de', 'geography'],
      ['Ein Erdkunde-Quiz für meine Klasse', 'de', 'geography'],
      ['Ein Quiz zu Naturwissenschaften für meine Klasse', 'de', 'science'],
      ['Ein Quiz zum Allgemeinwissen für meine Freunde', 'de', 'general'],
      ['Um quiz sobre capitais para a turma', 'pt', 'geography'],
      ['Um quiz de ciências para a minha turma', 'pt', 'science'],
      ['Um quiz de cultura geral para jogar com os amigos', 'pt', 'general'],
      ['Un quiz sulle capitali europee per la classe', 'it', 'geography'],
      ['Un quiz di scienze per la mia classe', 'it', 'science'],
      ['Un quiz per la festa di compleanno', 'it', 'mixed'],
    ];
    for (const [prompt, lang, id] of cases) {
      const bank = pickBank(prompt, lang);
      expect(bank.id, prompt).toBe(id);
      expect(bank).toBe(QUIZ_BANKS[lang][bank.id]);
    }
    // Another language's words do not pick a bank for an English prompt.
    expect(pickBank('A quiz app that pays out prizes').id).toBe('mixed');
  });

  it('writes a subject quiz in the language of the prompt, and its reply says which bank it plays', () => {
    const es = reply('Un quiz sobre capitales del mundo para mis alumnos');
    expect(es.lib).toContain("export const QUIZ_TITLE = 'Capitales del mundo'");
    expect(es.lib).toContain('¿Cuál es la capital de Australia?');
    expect(es.questions).toBe(12);
    expect(es.text).toContain(
      'every word of the quiz in Spanish, as you wrote, with dates in its format, 12 multiple-choice questions from its world capitals bank included',
    );
    expect(es.text).not.toMatch(/English only|not used|general-knowledge/);
    const de = reply('Ein Quiz zu Naturwissenschaften für meine Klasse');
    expect(de.lib).toContain("export const QUIZ_TITLE = 'Naturwissenschaften'");
    expect(de.lib).toContain('Welches chemische Symbol hat Gold?');
    expect(de.lib).not.toContain('What is the chemical symbol for gold?');
    expect(de.text).toContain(
      'every word of the quiz in German, as you wrote, with dates in its format, 12 multiple-choice questions from its science bank included',
    );
  });

  it('makes as many questions as asked in each language, and says so when the bank has fewer', () => {
    expect(reply('Un quiz de ciencias con 5 preguntas').questions).toBe(5);
    expect(reply('Un quiz di scienze con 8 domande').questions).toBe(8);
    const many = reply('Ein Quiz mit 20 Fragen über die Hauptstädte für meine Klasse');
    expect(many.questions).toBe(12);
    expect(many.lib).toContain('Wie heißt die Hauptstadt Australiens?');
    expect(many.text).toContain('you asked for 20, but the built-in offline model has only 12 to write');
    const pupils = reply('Un quiz de ciencias para mis 30 alumnos con preguntas fáciles');
    expect(pupils.questions).toBe(12);
    expect(pupils.text).not.toContain('you asked for');
  });
});
