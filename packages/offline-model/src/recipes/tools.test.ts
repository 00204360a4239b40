import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { askedKind } from '../kinds';
import { article } from '../text';
import { assembleApp, defaultNamesFor } from '.';
import { firstCategory } from './converter-units';
import { pickBank } from './quiz-banks';
import { SAMPLE_ANSWERS, surveyQuestions } from './survey-questions';

describe('the tool recipes', () => {
  it('are picked by their words', () => {
    expect(askedKind('A trivia quiz app called Brainy about world capitals')).toMatchObject({
      id: 'quiz',
      missing: null,
    });
    expect(askedKind('An NPS survey for my coffee shop Bean There')).toMatchObject({
      id: 'survey',
      missing: null,
    });
    expect(askedKind('Feedback form for my workshop attendees').id).toBe('survey');
    expect(askedKind('A unit converter called Metric')).toMatchObject({ id: 'converter', missing: null });
    expect(askedKind('a quiz section on my blog').id).toBe('blog');
  });

  it('gives the quiz the bank its topic asks for, every question with one right answer among four', () => {
    expect(pickBank('A quiz about world capitals').id).toBe('geography');
    expect(pickBank('A science quiz for my class').id).toBe('science');
    expect(pickBank('Trivia quiz app for my pub quiz night').id).toBe('general');
    expect(pickBank('A quiz about my favourite band').id).toBe('mixed');
    for (const prompt of ['capitals', 'science', 'trivia', 'anything']) {
      for (const question of pickBank(prompt).questions) {
        expect(question.choices).toHaveLength(4);
        expect(question.choices[question.answer]).toBeDefined();
        expect(question.fact).not.toBe('');
      }
    }
  });

  it('makes the quiz as many questions as asked, and says so when its bank has fewer', () => {
    const quiz = (prompt: string) => {
      const { plan, files } = assembleApp(extractSpec(prompt, defaultNamesFor));
      const lib = files.find((file) => file.path === 'src/lib/quiz.ts')?.content ?? '';
      return { first: plan.highlights[0] ?? '', questions: lib.match(/\banswer: \d/g)?.length ?? 0 };
    };
    expect(quiz('A science quiz with 5 questions')).toMatchObject({ questions: 5 });
    expect(quiz('A science quiz with 5 questions').first).toMatch(
      /^5 multiple-choice questions .*\(edit them/,
    );
    const many = quiz('A science quiz with 30 questions');
    expect(many.questions).toBe(pickBank('science').questions.length);
    expect(many.first).toContain(
      `you asked for 30, but the built-in offline model has only ${pickBank('science').questions.length} to write`,
    );
    expect(quiz('A science quiz').questions).toBe(pickBank('science').questions.length);
  });

  it('asks a survey question that fits the subject, and seeds samples with an NPS of +25', () => {
    expect(surveyQuestions('food', 'a survey for my cafe').choice.label).toBe('How did you visit us?');
    expect(surveyQuestions('tech', 'Feedback form for my coding workshop').choice.label).toBe(
      'How did you take part?',
    );
    expect(surveyQuestions('services', 'a survey').choice.label).toBe('How did you hear about us?');
    const promoters = SAMPLE_ANSWERS.filter((answer) => answer.nps >= 9).length;
    const detractors = SAMPLE_ANSWERS.filter((answer) => answer.nps <= 6).length;
    expect(Math.round(((promoters - detractors) / SAMPLE_ANSWERS.length) * 100)).toBe(25);
  });

  it('opens the converter on the category the prompt names', () => {
    expect(firstCategory('A currency converter')).toBe('currency');
    expect(firstCategory('A temperature converter')).toBe('temperature');
    expect(firstCategory('A unit converter for length, weight and temperature')).toBe('length');
    expect(firstCategory('Convert cups to millilitres, and oven temperatures')).toBe('volume');
    expect(firstCategory('A unit converter called Metric')).toBe('length');
    // The reply says "a unit converter", not "an".
    expect(article('unit converter')).toBe('a');
    expect(article('event page')).toBe('an');
  });
});
