import { type HistoryItem, partMarkup } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { assistantItem } from './streaming';
import { buildTranscript, hasBuildFailure, UNTITLED_EDIT } from './transcript';

const user = (id: string): HistoryItem => ({ ...assistantItem(id, 'hi'), role: 'user' });
const reply = (id: string, commitHash: string | null, commitMessage: string | null = null): HistoryItem => ({
  ...assistantItem(id, 'done'),
  commitHash,
  commitMessage,
});

describe('buildTranscript', () => {
  it('puts an edit entry after each assistant message whose commit differs from the previous one', () => {
    const rows = buildTranscript([
      user('u1'),
      reply('a1', 'c1', 'Create the landing page'),
      user('u2'),
      reply('a2', 'c2', 'Make it blue'),
      user('u3'),
      reply('a3', null), // a chat-mode answer: no commit
      user('u4'),
      reply('a4', 'c2'), // same commit: nothing changed
      user('u5'),
      reply('a5', 'c3'),
    ]);
    const edits = rows.filter((row) => row.kind === 'edit');
    expect(edits).toEqual([
      {
        kind: 'edit',
        key: 'edit-a2',
        number: 1,
        description: 'Make it blue',
        previousCommit: 'c1',
        currentCommit: 'c2',
      },
      {
        kind: 'edit',
        key: 'edit-a5',
        number: 2,
        description: UNTITLED_EDIT,
        previousCommit: 'c2',
        currentCommit: 'c3',
      },
    ]);
    expect(rows.map((row) => row.key).slice(0, 5)).toEqual(['u1', 'a1', 'u2', 'a2', 'edit-a2']);
  });

  it('marks only the newest assistant message as the latest', () => {
    const rows = buildTranscript([user('u1'), reply('a1', 'c1'), user('u2'), reply('a2', 'c1'), user('u3')]);
    const latest = rows
      .filter((row) => row.kind === 'message' && row.isLatestAssistant)
      .map((row) => row.key);
    expect(latest).toEqual(['a2']);
  });
});

describe('hasBuildFailure', () => {
  it('finds a build_failed part in any assistant message', () => {
    const failed = assistantItem('a1', `Oops${partMarkup({ type: 'build_failed', content: 'tsc failed' })}`);
    expect(hasBuildFailure([user('u1'), failed])).toBe(true);
    expect(hasBuildFailure([user('u1'), assistantItem('a1', 'All good "build_failed" is just a word')])).toBe(
      false,
    );
  });
});
