import type { AttachmentInput, ChatMode } from '@kiln/contracts';

/**
 * The chat's send/stream workflow as a pure reducer (STYLE "racy workflows are pure reducers").
 *
 * It owns the composer draft and the life of one send: the HTTP call is in flight (`sending`), then
 * the reply streams into the assistant message (`streaming`). The races it settles:
 * - a chunk can arrive before the send's answer: the first unknown assistant id adopts the placeholder;
 * - the run can end before the send's answer: the answer then does not mark the run as started;
 * - a failed send gives the composer its text and attachments back, even if the panel was closed.
 * Side effects (cache writes, the call itself, toasts) live in `hooks/use-chat-sender.ts`.
 */

export type DraftAttachmentStatus = 'uploading' | 'ready' | 'failed';

export type DraftAttachment = {
  /** A local id, stable while the attachment sits in the composer. */
  id: string;
  name: string;
  contentType: string;
  /** An object URL for a local image preview; null for documents. */
  previewUrl: string | null;
  status: DraftAttachmentStatus;
  /** The uploaded file's URL, once `ready`. */
  url: string | null;
  error: string | null;
};

export type Draft = { text: string; attachments: DraftAttachment[] };

/** Where a send came from: only the composer's own text is given back on failure. */
export type SendSource = 'composer' | 'fix' | 'suggestion' | 'nudge' | 'page' | 'assets' | 'component';

export type PendingSend = {
  /** Optimistic ids of the user message and the assistant placeholder in the history cache. */
  userMessageId: string;
  placeholderId: string;
  content: string;
  attachments: AttachmentInput[];
  mode: ChatMode;
  model: string | null;
  source: SendSource;
  /** What the composer held, to restore when the send fails (composer sends only). */
  draft: Draft | null;
};

export type EndedPhase = 'COMPLETE' | 'FAILED';

export type RunState =
  | { status: 'idle' }
  | {
      status: 'sending';
      pending: PendingSend;
      /** The assistant id a chunk claimed before the answer came (the placeholder was renamed to it). */
      adoptedId: string | null;
      /** This send's run was heard (a phase in progress, a chunk): an end heard after it is its own. */
      hasStarted: boolean;
      /** The run ended before the answer came. */
      endedWith: EndedPhase | null;
    }
  | { status: 'streaming'; assistantMessageId: string; hasFirstChunk: boolean };

export type ChatState = {
  draft: Draft;
  mode: ChatMode;
  /** A model id from the picker; null means the server's default. */
  model: string | null;
  /** Build requests go with the mobile guidelines appended (seed 000 §5), until switched off. */
  isMobileResponsive: boolean;
  run: RunState;
};

export type ChatEvent =
  | { type: 'DRAFT_CHANGED'; text: string }
  | { type: 'ATTACHMENTS_ADDED'; attachments: DraftAttachment[] }
  /** `contentType` is what the server found the bytes to be (the browser's guess may differ). */
  | { type: 'ATTACHMENT_UPLOADED'; id: string; url: string; contentType?: string }
  | { type: 'ATTACHMENT_FAILED'; id: string; error: string }
  | { type: 'ATTACHMENT_REMOVED'; id: string }
  | { type: 'MODE_CHANGED'; mode: ChatMode }
  | { type: 'MODEL_CHANGED'; model: string | null }
  | { type: 'MOBILE_RESPONSIVE_CHANGED'; isMobileResponsive: boolean }
  | { type: 'SUBMITTED'; pending: PendingSend }
  | { type: 'SEND_SUCCEEDED'; lastMessageId: string }
  | { type: 'SEND_FAILED' }
  | { type: 'CHUNK_RECEIVED'; assistantMessageId: string }
  /** A phase in progress was heard. */
  | { type: 'RUN_ACTIVE' }
  | { type: 'RUN_ENDED'; phase: EndedPhase };

export type ChatEventType = ChatEvent['type'];

export const EMPTY_DRAFT: Draft = { text: '', attachments: [] };

export function initialChatState(): ChatState {
  return {
    draft: EMPTY_DRAFT,
    mode: 'build',
    model: null,
    isMobileResponsive: false,
    run: { status: 'idle' },
  };
}

function assertNever(value: never): never {
  throw new Error(`Unhandled chat event: ${JSON.stringify(value)}`);
}

function updateAttachment(draft: Draft, id: string, patch: Partial<DraftAttachment>): Draft {
  if (!draft.attachments.some((a) => a.id === id)) return draft;
  return { ...draft, attachments: draft.attachments.map((a) => (a.id === id ? { ...a, ...patch } : a)) };
}

/** The failed send's draft goes back in front of anything typed since, so nothing is lost. */
function restoreDraft(current: Draft, restored: Draft): Draft {
  const typed = current.text.trim();
  return {
    text: typed ? `${restored.text}\n\n${current.text}` : restored.text,
    attachments: [...restored.attachments, ...current.attachments],
  };
}

function runTransition(run: RunState, event: ChatEvent): RunState {
  switch (event.type) {
    case 'DRAFT_CHANGED':
    case 'ATTACHMENTS_ADDED':
    case 'ATTACHMENT_UPLOADED':
    case 'ATTACHMENT_FAILED':
    case 'ATTACHMENT_REMOVED':
    case 'MODE_CHANGED':
    case 'MODEL_CHANGED':
    case 'MOBILE_RESPONSIVE_CHANGED':
      return run;
    case 'SUBMITTED':
      // One send at a time; a run the client believes is streaming is the server's to refuse (409).
      return run.status === 'sending'
        ? run
        : { status: 'sending', pending: event.pending, adoptedId: null, hasStarted: false, endedWith: null };
    case 'SEND_SUCCEEDED':
      if (run.status !== 'sending') return run;
      if (run.endedWith) return { status: 'idle' };
      return {
        status: 'streaming',
        assistantMessageId: run.adoptedId ?? event.lastMessageId,
        hasFirstChunk: run.adoptedId !== null,
      };
    case 'SEND_FAILED':
      return run.status === 'sending' ? { status: 'idle' } : run;
    case 'CHUNK_RECEIVED':
      switch (run.status) {
        case 'idle':
          // A run started elsewhere (project creation, another tab): follow it.
          return { status: 'streaming', assistantMessageId: event.assistantMessageId, hasFirstChunk: true };
        case 'sending':
          return run.adoptedId ? run : { ...run, adoptedId: event.assistantMessageId, hasStarted: true };
        case 'streaming':
          return { status: 'streaming', assistantMessageId: event.assistantMessageId, hasFirstChunk: true };
        default:
          return assertNever(run);
      }
    case 'RUN_ACTIVE':
      return run.status === 'sending' && !run.hasStarted ? { ...run, hasStarted: true } : run;
    case 'RUN_ENDED':
      switch (run.status) {
        case 'idle':
          return run;
        case 'sending':
          // Only an end heard after this send's run was: a socket that (re)connects meanwhile is
          // told the phase the project rested in before it.
          return run.hasStarted ? { ...run, endedWith: event.phase } : run;
        case 'streaming':
          return { status: 'idle' };
        default:
          return assertNever(run);
      }
    default:
      return assertNever(event);
  }
}

function draftTransition(state: ChatState, event: ChatEvent): Draft {
  const { draft } = state;
  switch (event.type) {
    case 'DRAFT_CHANGED':
      return { ...draft, text: event.text };
    case 'ATTACHMENTS_ADDED':
      return { ...draft, attachments: [...draft.attachments, ...event.attachments] };
    case 'ATTACHMENT_UPLOADED':
      return updateAttachment(draft, event.id, {
        status: 'ready',
        url: event.url,
        error: null,
        ...(event.contentType ? { contentType: event.contentType } : {}),
      });
    case 'ATTACHMENT_FAILED':
      return updateAttachment(draft, event.id, { status: 'failed', error: event.error });
    case 'ATTACHMENT_REMOVED':
      return { ...draft, attachments: draft.attachments.filter((a) => a.id !== event.id) };
    case 'SUBMITTED':
      if (state.run.status === 'sending') return draft;
      return event.pending.source === 'composer' ? EMPTY_DRAFT : draft;
    case 'SEND_FAILED':
      if (state.run.status !== 'sending' || !state.run.pending.draft) return draft;
      return restoreDraft(draft, state.run.pending.draft);
    case 'MODE_CHANGED':
    case 'MODEL_CHANGED':
    case 'MOBILE_RESPONSIVE_CHANGED':
    case 'SEND_SUCCEEDED':
    case 'CHUNK_RECEIVED':
    case 'RUN_ACTIVE':
    case 'RUN_ENDED':
      return draft;
    default:
      return assertNever(event);
  }
}

/** The one transition: total over every state and event. */
export function transition(state: ChatState, event: ChatEvent): ChatState {
  const draft = draftTransition(state, event);
  const run = runTransition(state.run, event);
  const mode = event.type === 'MODE_CHANGED' ? event.mode : state.mode;
  const model = event.type === 'MODEL_CHANGED' ? event.model : state.model;
  const isMobileResponsive =
    event.type === 'MOBILE_RESPONSIVE_CHANGED' ? event.isMobileResponsive : state.isMobileResponsive;
  if (
    draft === state.draft &&
    run === state.run &&
    mode === state.mode &&
    model === state.model &&
    isMobileResponsive === state.isMobileResponsive
  )
    return state;
  return { draft, run, mode, model, isMobileResponsive };
}

// selectors

export function isSending(state: ChatState): boolean {
  return state.run.status === 'sending';
}

export function hasPendingUploads(draft: Draft): boolean {
  return draft.attachments.some((a) => a.status === 'uploading');
}

/** The attachments a send carries: the uploaded ones (failed ones stay behind, shown as failed). */
export function readyAttachments(draft: Draft): AttachmentInput[] {
  return draft.attachments.flatMap((a) =>
    a.status === 'ready' && a.url ? [{ url: a.url, name: a.name, contentType: a.contentType }] : [],
  );
}

/** Whether the composer may send: text, no upload still running, no send or run in progress. */
export function canSubmit(state: ChatState, isRunInProgress: boolean): boolean {
  return (
    state.draft.text.trim().length > 0 &&
    !hasPendingUploads(state.draft) &&
    !isSending(state) &&
    !isRunInProgress
  );
}

/** The assistant message the reply streams into, when the client knows it. */
export function streamingMessageId(state: ChatState): string | null {
  switch (state.run.status) {
    case 'idle':
      return null;
    case 'sending':
      return state.run.adoptedId ?? state.run.pending.placeholderId;
    case 'streaming':
      return state.run.assistantMessageId;
    default:
      return assertNever(state.run);
  }
}
