import { describe, expect, it } from 'vitest';
import { charactersTyped, typedText, typingDurationMs } from './typewriter';

describe('typedText', () => {
  it('adds one letter every 60 ms', () => {
    expect(typedText('Habit Garden', 0)).toBe('');
    expect(typedText('Habit Garden', 59)).toBe('');
    expect(typedText('Habit Garden', 60)).toBe('H');
    expect(typedText('Habit Garden', 300)).toBe('Habit');
    expect(typedText('Habit Garden', 720)).toBe('Habit Garden');
    expect(typedText('Habit Garden', 10_000)).toBe('Habit Garden');
  });

  it('never splits a character made of two code units', () => {
    expect(typedText('🔥 Kiln', 60)).toBe('🔥');
    expect(typedText('🔥 Kiln', 120)).toBe('🔥 ');
  });

  it('honours another speed', () => {
    expect(typedText('abc', 20, 10)).toBe('ab');
    expect(typedText('abc', 0, 0)).toBe('abc');
  });
});

describe('charactersTyped', () => {
  it('stays within 0 and the length', () => {
    expect(charactersTyped(-100, 5)).toBe(0);
    expect(charactersTyped(1_000, 5)).toBe(5);
  });
});

describe('typingDurationMs', () => {
  it('is 60 ms per character', () => {
    expect(typingDurationMs('Habit Garden')).toBe(12 * 60);
    expect(typingDurationMs('🔥🔥')).toBe(120);
  });
});
