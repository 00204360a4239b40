import { describe, expect, it } from 'vitest';
import {
  type ChatEvent,
  type ChatState,
  canSubmit,
  type DraftAttachment,
  EMPTY_DRAFT,
  initialChatState,
  type PendingSend,
  type RunState,
  readyAttachments,
  streamingMessageId,
  transition,
} from './state';

const attachment = (overrides: Partial<DraftAttachment> = {}): DraftAttachment => ({
  id: 'a1',
  name: 'cat.png',
  contentType: 'image/png',
  previewUrl: null,
  status: 'uploading',
  url: null,
  error: null,
  ...overrides,
});

const pending = (overrides: Partial<PendingSend> = {}): PendingSend => ({
  userMessageId: 'local-user-1',
  placeholderId: 'local-assistant-1',
  content: 'make it blue',
  attachments: [],
  mode: 'build',
  model: null,
  source: 'composer',
  draft: { text: 'make it blue', attachments: [] },
  ...overrides,
});

const IDLE: RunState = { status: 'idle' };
const SENDING: RunState = {
  status: 'sending',
  pending: pending(),
  adoptedId: null,
  hasStarted: false,
  endedWith: null,
};
const SENDING_STARTED: RunState = { ...SENDING, hasStarted: true };
const SENDING_ADOPTED: RunState = { ...SENDING, adoptedId: 'm9', hasStarted: true };
const SENDING_ENDED: RunState = { ...SENDING, adoptedId: 'm9', hasStarted: true, endedWith: 'FAILED' };
const STREAMING: RunState = { status: 'streaming', assistantMessageId: 'm9', hasFirstChunk: false };

const withRun = (run: RunState, draft = EMPTY_DRAFT): ChatState => ({ ...initialChatState(), run, draft });

describe('the run transition table', () => {
  const table: [string, RunState, ChatEvent, RunState][] = [
    ['idle + submit → sending', IDLE, { type: 'SUBMITTED', pending: pending() }, SENDING],
    [
      'streaming + submit → sending (the server may still refuse)',
      STREAMING,
      { type: 'SUBMITTED', pending: pending() },
      SENDING,
    ],
    [
      'sending + submit → unchanged (one send at a time)',
      SENDING,
      { type: 'SUBMITTED', pending: pending({ content: 'x' }) },
      SENDING,
    ],
    [
      'sending + answer → streaming into lastMessageId',
      SENDING,
      { type: 'SEND_SUCCEEDED', lastMessageId: 'm9' },
      STREAMING,
    ],
    [
      'sending (adopted) + answer → streaming into the adopted id, first chunk seen',
      SENDING_ADOPTED,
      { type: 'SEND_SUCCEEDED', lastMessageId: 'm9' },
      { status: 'streaming', assistantMessageId: 'm9', hasFirstChunk: true },
    ],
    [
      'sending (run already ended) + answer → idle',
      SENDING_ENDED,
      { type: 'SEND_SUCCEEDED', lastMessageId: 'm9' },
      IDLE,
    ],
    ['idle + answer → unchanged', IDLE, { type: 'SEND_SUCCEEDED', lastMessageId: 'm9' }, IDLE],
    ['sending + failure → idle', SENDING, { type: 'SEND_FAILED' }, IDLE],
    ['streaming + failure → unchanged', STREAMING, { type: 'SEND_FAILED' }, STREAMING],
    [
      'idle + chunk → streaming (a run started elsewhere)',
      IDLE,
      { type: 'CHUNK_RECEIVED', assistantMessageId: 'm7' },
      { status: 'streaming', assistantMessageId: 'm7', hasFirstChunk: true },
    ],
    [
      'sending + chunk → adopts that id',
      SENDING,
      { type: 'CHUNK_RECEIVED', assistantMessageId: 'm9' },
      SENDING_ADOPTED,
    ],
    [
      'sending (adopted) + another chunk → unchanged',
      SENDING_ADOPTED,
      { type: 'CHUNK_RECEIVED', assistantMessageId: 'm9' },
      SENDING_ADOPTED,
    ],
    [
      'streaming + chunk → first chunk seen',
      STREAMING,
      { type: 'CHUNK_RECEIVED', assistantMessageId: 'm9' },
      { status: 'streaming', assistantMessageId: 'm9', hasFirstChunk: true },
    ],
    ['streaming + run ended → idle', STREAMING, { type: 'RUN_ENDED', phase: 'COMPLETE' }, IDLE],
    [
      'sending + run ended → remembers it',
      SENDING_ADOPTED,
      { type: 'RUN_ENDED', phase: 'FAILED' },
      SENDING_ENDED,
    ],
    [
      'sending + run ended before this run was heard → unchanged (a reconnection told the old phase)',
      SENDING,
      { type: 'RUN_ENDED', phase: 'COMPLETE' },
      SENDING,
    ],
    ['sending + a phase in progress → started', SENDING, { type: 'RUN_ACTIVE' }, SENDING_STARTED],
    [
      'sending (started) + run ended → remembers it',
      SENDING_STARTED,
      { type: 'RUN_ENDED', phase: 'COMPLETE' },
      { ...SENDING_STARTED, endedWith: 'COMPLETE' },
    ],
    ['streaming + a phase in progress → unchanged', STREAMING, { type: 'RUN_ACTIVE' }, STREAMING],
    ['idle + run ended → unchanged', IDLE, { type: 'RUN_ENDED', phase: 'COMPLETE' }, IDLE],
    ['sending + draft typing → unchanged run', SENDING, { type: 'DRAFT_CHANGED', text: 'next' }, SENDING],
  ];

  it.each(table)('%s', (_name, run, event, expected) => {
    expect(transition(withRun(run), event).run).toEqual(expected);
  });

  it('returns the same state object when nothing changes', () => {
    const state = withRun(IDLE);
    expect(transition(state, { type: 'RUN_ENDED', phase: 'COMPLETE' })).toBe(state);
    expect(transition(state, { type: 'SEND_FAILED' })).toBe(state);
  });
});

describe('the draft', () => {
  it('is cleared when the composer sends, kept when a fix or a suggestion is sent', () => {
    const state = withRun(IDLE, { text: 'make it blue', attachments: [] });
    expect(transition(state, { type: 'SUBMITTED', pending: pending() }).draft).toEqual(EMPTY_DRAFT);
    expect(
      transition(state, { type: 'SUBMITTED', pending: pending({ source: 'fix', draft: null }) }).draft.text,
    ).toBe('make it blue');
  });

  it('comes back when the send fails, in front of anything typed since', () => {
    const sent = transition(withRun(IDLE, { text: 'make it blue', attachments: [] }), {
      type: 'SUBMITTED',
      pending: pending(),
    });
    expect(transition(sent, { type: 'SEND_FAILED' }).draft.text).toBe('make it blue');
    const typed = transition(sent, { type: 'DRAFT_CHANGED', text: 'and bigger' });
    expect(transition(typed, { type: 'SEND_FAILED' }).draft.text).toBe('make it blue\n\nand bigger');
  });

  it('does not restore a fix prompt into the composer', () => {
    const sent = transition(withRun(IDLE), {
      type: 'SUBMITTED',
      pending: pending({ source: 'fix', draft: null }),
    });
    expect(transition(sent, { type: 'SEND_FAILED' }).draft).toEqual(EMPTY_DRAFT);
  });

  it('tracks each attachment through upload', () => {
    let state = transition(initialChatState(), { type: 'ATTACHMENTS_ADDED', attachments: [attachment()] });
    expect(readyAttachments(state.draft)).toEqual([]);
    state = transition(state, { type: 'ATTACHMENT_UPLOADED', id: 'a1', url: '/uploads/cat.png' });
    expect(readyAttachments(state.draft)).toEqual([
      { url: '/uploads/cat.png', name: 'cat.png', contentType: 'image/png' },
    ]);
    state = transition(state, { type: 'ATTACHMENT_REMOVED', id: 'a1' });
    expect(state.draft.attachments).toEqual([]);
  });

  it('sends the type the server found, not the browser’s guess (a .ts file is not a video)', () => {
    const source = { ...attachment(), name: 'App.ts', contentType: 'video/mp2t' };
    let state = transition(initialChatState(), { type: 'ATTACHMENTS_ADDED', attachments: [source] });
    state = transition(state, {
      type: 'ATTACHMENT_UPLOADED',
      id: 'a1',
      url: '/uploads/aa.txt',
      contentType: 'text/plain',
    });
    expect(readyAttachments(state.draft)).toEqual([
      { url: '/uploads/aa.txt', name: 'App.ts', contentType: 'text/plain' },
    ]);
  });

  it('keeps a failed upload out of the send', () => {
    let state = transition(initialChatState(), { type: 'ATTACHMENTS_ADDED', attachments: [attachment()] });
    state = transition(state, { type: 'ATTACHMENT_FAILED', id: 'a1', error: 'Not uploaded' });
    expect(state.draft.attachments[0]?.status).toBe('failed');
    expect(readyAttachments(state.draft)).toEqual([]);
  });
});

describe('mode and model', () => {
  it('switch without touching the run', () => {
    let state = withRun(STREAMING);
    state = transition(state, { type: 'MODE_CHANGED', mode: 'chat' });
    state = transition(state, { type: 'MODEL_CHANGED', model: 'openai:gpt-4.1' });
    expect(state).toMatchObject({ mode: 'chat', model: 'openai:gpt-4.1', run: STREAMING });
  });
});

describe('selectors', () => {
  it('allow a send only with text, no upload running, nothing in progress', () => {
    const typed = withRun(IDLE, { text: 'hello', attachments: [] });
    expect(canSubmit(typed, false)).toBe(true);
    expect(canSubmit(withRun(IDLE, { text: '   ', attachments: [] }), false)).toBe(false);
    expect(canSubmit(typed, true)).toBe(false);
    expect(canSubmit(withRun(SENDING, typed.draft), false)).toBe(false);
    expect(canSubmit(withRun(IDLE, { text: 'hello', attachments: [attachment()] }), false)).toBe(false);
  });

  it('name the streaming message: the placeholder, then the adopted or answered id', () => {
    expect(streamingMessageId(withRun(IDLE))).toBeNull();
    expect(streamingMessageId(withRun(SENDING))).toBe('local-assistant-1');
    expect(streamingMessageId(withRun(SENDING_ADOPTED))).toBe('m9');
    expect(streamingMessageId(withRun(STREAMING))).toBe('m9');
  });
});
