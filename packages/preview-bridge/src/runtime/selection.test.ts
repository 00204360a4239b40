import { describe, expect, it } from 'vitest';
import { keepPositions, nextSelection } from './selection';

describe('nextSelection (seed 001 §4.7)', () => {
  it('selects the clicked element alone', () => {
    expect(nextSelection([], 'a', false, false)).toEqual(['a']);
    expect(nextSelection(['a', 'b'], 'c', false, false)).toEqual(['c']);
    expect(nextSelection(['a', 'b'], 'b', false, false)).toEqual(['b']);
  });

  it('adds and removes with Shift', () => {
    expect(nextSelection(['a'], 'b', true, false)).toEqual(['a', 'b']);
    expect(nextSelection(['a', 'b'], 'a', true, false)).toEqual(['b']);
  });

  it('clears when the only selected element is clicked', () => {
    expect(nextSelection(['a'], 'a', false, false)).toEqual([]);
    expect(nextSelection(['a'], 'a', false, true)).toEqual([]);
  });

  it('keeps one element in editor mode, Shift or not', () => {
    expect(nextSelection(['a'], 'b', true, true)).toEqual(['b']);
  });

  it('stops adding at 50 elements', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i);
    expect(nextSelection(fifty, 99, true, false)).toHaveLength(50);
  });
});

describe('keepPositions', () => {
  it('keeps the positions asked for, in order, ignoring ones past the end', () => {
    expect(keepPositions(['a', 'b', 'c'], [2, 0, 7])).toEqual(['c', 'a']);
    expect(keepPositions(['a'], [])).toEqual([]);
  });
});
