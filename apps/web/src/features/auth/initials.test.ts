import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace brewster murray hopper ')).toBe('GH');
  });

  it('falls back to one letter, then the email, then a question mark', () => {
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('', 'zoe@example.com')).toBe('Z');
    expect(initialsOf('', '')).toBe('?');
  });

  it('keeps whole characters', () => {
    expect(initialsOf('Élodie Ødegaard')).toBe('ÉØ');
  });
});
