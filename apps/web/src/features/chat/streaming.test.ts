import type { HistoryItem } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import type { PendingSend } from './state';
import {
  applyChunk,
  assistantItem,
  cleanChunk,
  keepPendingSend,
  mergeCapturedChunks,
  renameItem,
} from './streaming';

const user = (id: string, content: string): HistoryItem => ({ ...assistantItem(id, content), role: 'user' });

const pending: PendingSend = {
  userMessageId: 'local-user-1',
  placeholderId: 'local-assistant-1',
  content: 'make it blue',
  attachments: [],
  mode: 'build',
  model: null,
  source: 'composer',
  draft: null,
};

describe('cleanChunk', () => {
  it('passes plain text through untouched', () => {
    expect(cleanChunk('Warning: this changes the layout')).toBe('Warning: this changes the layout');
    expect(cleanChunk('arr[1m]')).toBe('arr[1m]');
  });

  it('strips terminal escape codes', () => {
    expect(cleanChunk('\u001b[32mBuilt\u001b[39m in 20 ms')).toBe('Built in 20 ms');
    expect(cleanChunk('\u001b]0;title\u0007Done')).toBe('Done');
    expect(cleanChunk('\u001b[1mBold[0m text')).toBe('Bold text');
  });

  it('drops a chunk that was only escape codes, or a stray terminal warning', () => {
    expect(cleanChunk('\u001b[2K\u001b[1G')).toBeNull();
    expect(cleanChunk('\u001b[33mwarn\u001b[39m - deprecated option')).toBeNull();
    expect(cleanChunk('\u001b[33mnpm WARN\u001b[0m deprecated glob@7')).toBeNull();
  });
});

describe('applyChunk', () => {
  const history = [user('u1', 'a landing page'), assistantItem('m1', 'Generating web...')];

  it('replaces the placeholder with the first chunk, then appends', () => {
    const first = applyChunk(history, { assistantMessageId: 'm1', chunk: 'Sure', adoptPlaceholderId: null });
    expect(first?.[1]?.content).toBe('Sure');
    const second = applyChunk(first, {
      assistantMessageId: 'm1',
      chunk: ', on it.',
      adoptPlaceholderId: null,
    });
    expect(second?.[1]?.content).toBe('Sure, on it.');
    expect(history[1]?.content).toBe('Generating web...');
  });

  it('gives an unknown id the waiting placeholder', () => {
    const withPlaceholder = [
      ...history,
      user('local-user-1', 'blue'),
      assistantItem('local-assistant-1', 'thinking...'),
    ];
    const next = applyChunk(withPlaceholder, {
      assistantMessageId: 'm2',
      chunk: 'Blue it is',
      adoptPlaceholderId: 'local-assistant-1',
    });
    expect(next?.map((item) => item._id)).toEqual(['u1', 'm1', 'local-user-1', 'm2']);
    expect(next?.at(-1)?.content).toBe('Blue it is');
  });

  it('starts a new assistant message for a run started elsewhere', () => {
    const next = applyChunk(history, { assistantMessageId: 'm5', chunk: 'Hello', adoptPlaceholderId: null });
    expect(next?.at(-1)).toMatchObject({ _id: 'm5', role: 'assistant', content: 'Hello' });
  });

  it('leaves an unloaded history alone', () => {
    expect(
      applyChunk(undefined, { assistantMessageId: 'm1', chunk: 'x', adoptPlaceholderId: null }),
    ).toBeUndefined();
  });
});

describe('mergeCapturedChunks (a refetch while streaming)', () => {
  const chunks = ['Hel', 'lo ', 'there'].map((chunk) => ({ assistantMessageId: 'm1', chunk }));

  it('adds only the chunks the server had not stored when it answered', () => {
    const fetched = [user('u1', 'hi'), assistantItem('m1', 'Hello ')];
    expect(mergeCapturedChunks(fetched, chunks)[1]?.content).toBe('Hello there');
  });

  it('adds them all when the server read before any of them', () => {
    const fetched = [user('u1', 'hi'), assistantItem('m1', 'thinking...')];
    expect(mergeCapturedChunks(fetched, chunks)[1]?.content).toBe('Hello there');
  });

  it('adds none when the server already had them all', () => {
    const fetched = [user('u1', 'hi'), assistantItem('m1', 'Hello there')];
    expect(mergeCapturedChunks(fetched, chunks)[1]?.content).toBe('Hello there');
  });

  it('appends a message the server did not have yet', () => {
    const fetched = [user('u1', 'hi')];
    expect(mergeCapturedChunks(fetched, chunks).at(-1)).toMatchObject({ _id: 'm1', content: 'Hello there' });
  });
});

describe('keepPendingSend', () => {
  it('keeps the optimistic user message and placeholder on top of an older history', () => {
    const next = keepPendingSend([user('u1', 'hi'), assistantItem('m1', 'Hello')], pending);
    expect(next.map((item) => item._id)).toEqual(['u1', 'm1', 'local-user-1', 'local-assistant-1']);
    expect(next.at(-1)?.content).toBe('Generating web...');
  });

  it('does not repeat a user message the server already stored', () => {
    const next = keepPendingSend(
      [user('u1', 'hi'), assistantItem('m1', 'Hello'), user('u2', 'make it blue')],
      pending,
    );
    expect(next.map((item) => item._id)).toEqual(['u1', 'm1', 'u2', 'local-assistant-1']);
  });

  it('adds nothing once the reply is there', () => {
    const items = [user('u2', 'make it blue'), assistantItem('m2', 'On it')];
    expect(keepPendingSend(items, pending)).toEqual(items);
  });
});

describe('renameItem', () => {
  it('gives the placeholder its real id, or drops it when that id is already there', () => {
    const items = [assistantItem('local-assistant-1', 'thinking...')];
    expect(renameItem(items, 'local-assistant-1', 'm2')?.[0]?._id).toBe('m2');
    expect(
      renameItem([...items, assistantItem('m2', 'x')], 'local-assistant-1', 'm2')?.map((i) => i._id),
    ).toEqual(['m2']);
  });
});
