import { describe, expect, it } from 'vitest';
import { mergeAdjacentThinking } from './message-parts';

describe('mergeAdjacentThinking', () => {
  it('joins thinking parts that follow each other, complete once the last one is', () => {
    expect(
      mergeAdjacentThinking([
        { type: 'thinking', content: 'Read the page.', complete: true },
        { type: 'thinking', content: 'Now the colours.', complete: false },
        { type: 'text', content: 'Done' },
        { type: 'thinking', content: 'Check again.', complete: true },
      ]),
    ).toEqual([
      { type: 'thinking', content: 'Read the page.\n\nNow the colours.', complete: false },
      { type: 'text', content: 'Done' },
      { type: 'thinking', content: 'Check again.', complete: true },
    ]);
  });
});
