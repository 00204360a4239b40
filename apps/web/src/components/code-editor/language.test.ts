import { describe, expect, it } from 'vitest';
import { languageExtension } from './language';

describe('languageExtension', () => {
  it('highlights the languages the labels name, and leaves plain text plain', () => {
    for (const path of ['a.ts', 'a.tsx', 'a.js', 'a.json', 'a.css', 'a.html', 'a.md']) {
      expect(languageExtension(path)).toHaveLength(1);
    }
    expect(languageExtension('LICENSE')).toEqual([]);
  });
});
