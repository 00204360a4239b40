import { type HistoryItem, partMarkup, thinkingEnd, thinkingStart } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { generationActivity, NO_ACTIVITY } from './generation-activity';

function item(role: HistoryItem['role'], content: string): HistoryItem {
  return {
    _id: `${role}-${content.length}`,
    role,
    content,
    experimental_attachments: [],
    model: null,
    commitHash: null,
    commitMessage: null,
    createdAt: '2025-11-21T10:00:00.000Z',
  };
}

const user = item('user', 'make it blue');

describe('generationActivity', () => {
  it('is empty before the reply starts: no history, a user message last, or a placeholder', () => {
    expect(generationActivity(undefined)).toEqual(NO_ACTIVITY);
    expect(generationActivity([user])).toEqual(NO_ACTIVITY);
    expect(generationActivity([user, item('assistant', 'Generating web...')])).toEqual(NO_ACTIVITY);
    expect(generationActivity([user, item('assistant', 'thinking...')])).toEqual(NO_ACTIVITY);
  });

  it('shows the thinking while it streams, and after it closed', () => {
    const streaming = generationActivity([user, item('assistant', `${thinkingStart()}Reading the palette`)]);
    expect(streaming).toEqual({ thought: 'Reading the palette', isStreaming: true, currentFile: null });
    const done = generationActivity([
      user,
      item('assistant', `${thinkingStart()}Reading the palette${thinkingEnd()}Done: the theme is blue.`),
    ]);
    expect(done).toEqual({ thought: 'Reading the palette', isStreaming: false, currentFile: null });
  });

  it('falls back to the reply when the model gives no thinking', () => {
    expect(generationActivity([user, item('assistant', 'I will update the colours.')])).toEqual({
      thought: 'I will update the colours.',
      isStreaming: true,
      currentFile: null,
    });
  });

  it('names the file being fixed, then the last file written (not a deleted one)', () => {
    const fixing = `${thinkingStart()}Plan${thinkingEnd()}${partMarkup({
      type: 'code_error',
      filename: 'src/pages/Index.tsx',
      content: 'Unexpected token',
    })}`;
    expect(generationActivity([user, item('assistant', fixing)]).currentFile).toBe('src/pages/Index.tsx');
    const written = `${fixing}${partMarkup({
      type: 'file_changes',
      files: [
        { path: 'src/index.css', action: 'edit' },
        { path: 'src/App.tsx', action: 'edit' },
        { path: 'src/old.tsx', action: 'delete' },
      ],
    })}`;
    expect(generationActivity([user, item('assistant', written)]).currentFile).toBe('src/App.tsx');
  });

  it('keeps only the tail of a long thought, from a word boundary', () => {
    const long = `${'word '.repeat(400)}last words`;
    const { thought } = generationActivity([user, item('assistant', `${thinkingStart()}${long}`)]);
    expect(thought?.startsWith('…word')).toBe(true);
    expect(thought?.endsWith('last words')).toBe(true);
    expect(thought?.length).toBeLessThanOrEqual(1_201);
  });
});
