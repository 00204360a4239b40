import { describe, expect, it } from 'vitest';
import { askedCount, takeAsked } from './counts';

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

describe('takeAsked', () => {
  const items = ['a', 'b', 'c', 'd'];
  it('takes as many as asked, all of them when no count is given, and says when there are too few', () => {
    expect(takeAsked('a shop with 2 products', 'products?', items).items).toEqual(['a', 'b']);
    expect(takeAsked('a shop with 2 products', 'products?', items).note('src/lib/x.ts')).toBeNull();
    expect(takeAsked('a shop', 'products?', items).items).toEqual(items);
    const many = takeAsked('a shop with twenty products', 'products?', items);
    expect(many.items).toEqual(items);
    expect(many.note('src/lib/products.ts')).toBe(
      'you asked for 20, but the built-in offline model has only 4 to write: add the rest in src/lib/products.ts',
    );
  });
});
