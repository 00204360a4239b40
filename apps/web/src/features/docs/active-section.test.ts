import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './active-section';

const sections = [
  { id: 'a', top: -400 },
  { id: 'b', top: 60 },
  { id: 'c', top: 700 },
];

describe('pickActiveSection', () => {
  it('is the last section whose heading passed the offset', () => {
    expect(pickActiveSection(sections, { offset: 96, isAtEnd: false })).toBe('b');
    expect(pickActiveSection(sections, { offset: 40, isAtEnd: false })).toBe('a');
  });

  it('is the first section before any heading passed, and the last at the end of the page', () => {
    expect(
      pickActiveSection(
        [
          { id: 'a', top: 300 },
          { id: 'b', top: 900 },
        ],
        { offset: 96, isAtEnd: false },
      ),
    ).toBe('a');
    expect(pickActiveSection(sections, { offset: 96, isAtEnd: true })).toBe('c');
  });

  it('is null without sections', () => {
    expect(pickActiveSection([], { offset: 96, isAtEnd: false })).toBeNull();
  });
});
