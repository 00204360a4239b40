import { describe, expect, it } from 'vitest';
import { firstPromptReply } from '../first-prompt';
import { SAMPLE_ANSWERS, sampleAnswers, surveyQuestions } from './survey-questions';

const file = (prompt: string, path: string) => {
  const reply = firstPromptReply(prompt);
  const call = reply.calls.find((entry) => entry.toolName === 'write_file' && entry.input.path === path);
  return { reply, content: String((call?.input as { content?: string } | undefined)?.content) };
};

describe('the survey in the language of the prompt', () => {
  it('asks about the subject named in that language', () => {
    expect(surveyQuestions('services', 'una encuesta para mi panadería', 'es').choice.label).toBe(
      '¿Cómo hiciste tu pedido?',
    );
    expect(surveyQuestions('services', 'eine Umfrage für unseren Workshop', 'de').rating).toBe(
      'Wie bewerten Sie den Nutzen der Inhalte?',
    );
    expect(surveyQuestions('services', 'un sondaggio per i clienti', 'it').choice.label).toBe(
      'Come ci hai conosciuti?',
    );
  });

  it('keeps the sample scores and translates only their comments', () => {
    const samples = sampleAnswers('pt');
    expect(samples.map((sample) => sample.nps)).toEqual(SAMPLE_ANSWERS.map((sample) => sample.nps));
    expect(samples.filter((sample) => sample.comment).length).toBe(7);
    expect(samples[0]?.comment).toBe('Sempre uma boa experiência, obrigado!');
    expect(sampleAnswers('en')).toBe(SAMPLE_ANSWERS);
  });

  it('writes the form and results in French, with its locale', () => {
    const { reply, content } = file('Un questionnaire de satisfaction pour mon hôtel', 'src/lib/survey.ts');
    expect(reply.text).toMatch(/^You wrote in French, so the app's text is in French/);
    expect(content).toContain("export const LOCALE = 'fr-FR'");
    expect(content).toContain('Comment évaluez-vous votre séjour\u00a0?');
    expect(
      file('Un questionnaire de satisfaction pour mon hôtel', 'src/pages/Results.tsx').content,
    ).not.toMatch(/>Results<|Recent comments|Delete all responses/);
  });
});

describe('the quiz in the language of the prompt', () => {
  it('plays the bank its topic asks for, written in that language', () => {
    const { reply, content } = file('Un quiz sobre capitales del mundo para mis alumnos', 'src/lib/quiz.ts');
    expect(content).toContain("export const QUIZ_TITLE = 'Capitales del mundo'");
    expect(content).toContain('¿Cuál es la capital de Australia?');
    expect(reply.text).toContain('12 multiple-choice questions from its world capitals bank included');
    expect(reply.text).not.toContain('English only');
  });

  it('keeps English quizzes on the bank their topic asks for', () => {
    expect(file('A quiz about world capitals with a score at the end', 'src/lib/quiz.ts').content).toContain(
      "export const QUIZ_TITLE = 'World capitals'",
    );
  });
});
