import type {
  InspectedElement,
  InspectMode,
  ParentToPreviewMessage,
  PreviewToParentMessage,
} from '@kiln/contracts';
import { useSyncExternalStore } from 'react';

/** The preview frame's window and the exact origin it was loaded from: where messages go. */
export type FrameTarget = { window: Window; origin: string };

export type PreviewSessionState = {
  /** The bridge's selection mode, one at a time (seed 001 §4.6: Select Element and the editor exclude each other). */
  mode: InspectMode | null;
  /** The elements picked with Select Element, in order: they go with the next chat message. */
  selectedElements: InspectedElement[];
  /** Bumped each time a new document loads in the frame (its selections and live edits are gone). */
  loadCount: number;
};

type MessageListener = (message: PreviewToParentMessage) => void;

/**
 * One preview session per project, outside React like the chat session, so the composer (left panel),
 * the element editor and the asset editor (right and left) talk to the same frame. The viewport
 * connects the frame on each load and hands over the messages it accepted (origin, window, schema).
 * Mode and branding are replayed on every load, since a reload starts a fresh bridge.
 */
export type PreviewSession = {
  getState: () => PreviewSessionState;
  subscribe: (listener: () => void) => () => void;
  /** Subscribes to the preview's messages. */
  onMessage: (listener: MessageListener) => () => void;
  /** Posts to the frame with its exact origin; dropped when no frame is loaded. */
  post: (message: ParentToPreviewMessage) => void;
  setMode: (mode: InspectMode | null) => void;
  setBranding: (isVisible: boolean) => void;
  /** Drops one element from the Select Element selection (a chip removed from the composer). */
  removeSelectedElement: (index: number) => void;
  clearSelectedElements: () => void;
  connect: (target: FrameTarget | null) => void;
  receive: (message: PreviewToParentMessage) => void;
};

const TOGGLES = {
  inspector: 'TOGGLE_INSPECTOR',
  editor: 'TOGGLE_EDITOR',
  image: 'TOGGLE_IMAGE_INSPECTOR',
} as const satisfies Record<InspectMode, ParentToPreviewMessage['type']>;

export function createPreviewSession(): PreviewSession {
  let state: PreviewSessionState = { mode: null, selectedElements: [], loadCount: 0 };
  let target: FrameTarget | null = null;
  let branding: boolean | null = null;
  const listeners = new Set<() => void>();
  const messageListeners = new Set<MessageListener>();

  const setState = (patch: Partial<PreviewSessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const post = (message: ParentToPreviewMessage) => {
    target?.window.postMessage(message, target.origin);
  };
  const postMode = (mode: InspectMode | null, previous: InspectMode | null) => {
    if (mode) post({ type: TOGGLES[mode], isEnabled: true });
    else if (previous) post({ type: TOGGLES[previous], isEnabled: false });
  };
  const keepSelection = (keep: number[]) => {
    post({ type: 'SET_SELECTION', mode: 'inspector', keep });
    setState({ selectedElements: keep.flatMap((i) => state.selectedElements[i] ?? []) });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    post,
    setMode(mode) {
      if (mode === state.mode) return;
      postMode(mode, state.mode);
      setState({ mode });
    },
    setBranding(isVisible) {
      branding = isVisible;
      post({ type: 'TOGGLE_BRANDING', isVisible });
    },
    removeSelectedElement(index) {
      keepSelection(state.selectedElements.flatMap((_, i) => (i === index ? [] : [i])));
    },
    clearSelectedElements() {
      if (state.selectedElements.length > 0) keepSelection([]);
    },
    connect(next) {
      target = next;
      if (!next) return;
      if (branding !== null) post({ type: 'TOGGLE_BRANDING', isVisible: branding });
      postMode(state.mode, null);
      setState({ selectedElements: [], loadCount: state.loadCount + 1 });
    },
    receive(message) {
      if (
        message.type === 'ELEMENT_INSPECTED' &&
        message.action === 'select' &&
        message.mode === 'inspector'
      ) {
        setState({ selectedElements: message.selection });
      }
      for (const listener of messageListeners) listener(message);
    },
  };
}

const sessions = new Map<string, PreviewSession>();

export function getPreviewSession(webId: string): PreviewSession {
  let session = sessions.get(webId);
  if (!session) {
    session = createPreviewSession();
    sessions.set(webId, session);
  }
  return session;
}

/** Tests start from a clean slate. */
export function resetPreviewSessions(): void {
  sessions.clear();
}

export function usePreviewSession(webId: string): [PreviewSessionState, PreviewSession] {
  const session = getPreviewSession(webId);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return [state, session];
}
