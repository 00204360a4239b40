import { describe, expect, it } from 'vitest';
import { askedCount } from './counts';

describe('askedCount', () => {
  it('reads a count in digits or words, with up to two words before the noun', () => {
    expect(askedCount('A quiz with 10 questions about space', 'questions?')).toBe(10);
    expect(askedCount('a 5-question quiz for my class', 'questions?')).toBe(5);
    expect(askedCount('Twelve multiple-choice questions on capitals', 'questions?')).toBe(12);
    expect(askedCount('a quiz of a dozen questions', 'questions?')).toBe(12);
    expect(askedCount('one question a day', 'questions?')).toBe(1);
  });

  it('is null when no count is given for that noun, or the count is 0', () => {
    expect(askedCount('A quiz about world capitals', 'questions?')).toBeNull();
    expect(askedCount('A quiz for my 30 students with questions', 'questions?')).toBeNull();
    expect(askedCount('0 questions', 'questions?')).toBeNull();
    expect(askedCount('A quiz with 10 rounds', 'questions?')).toBeNull();
  });
});
