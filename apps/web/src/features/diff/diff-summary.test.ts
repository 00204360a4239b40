import { describe, expect, it } from 'vitest';
import { diffFileStatus, lineChanges } from './diff-summary';

describe('diffFileStatus', () => {
  it('reads an empty old content as a new file and an empty new content as a deletion', () => {
    expect(diffFileStatus({ path: 'a.ts', oldContent: '', newContent: 'x' })).toBe('added');
    expect(diffFileStatus({ path: 'a.ts', oldContent: 'x', newContent: '' })).toBe('deleted');
    expect(diffFileStatus({ path: 'a.ts', oldContent: 'x', newContent: 'y' })).toBe('modified');
  });
});

describe('lineChanges', () => {
  it('counts every line of a new or deleted file', () => {
    expect(lineChanges({ path: 'a', oldContent: '', newContent: 'a\nb\nc\n' })).toEqual({
      added: 3,
      removed: 0,
    });
    expect(lineChanges({ path: 'a', oldContent: 'a\nb', newContent: '' })).toEqual({ added: 0, removed: 2 });
  });

  it('counts changed lines of an edit', () => {
    const file = { path: 'a', oldContent: 'one\ntwo\nthree\n', newContent: 'one\n2\nthree\nfour\n' };
    expect(lineChanges(file)).toEqual({ added: 2, removed: 1 });
  });
});
