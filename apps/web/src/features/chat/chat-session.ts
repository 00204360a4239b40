import { useCallback, useSyncExternalStore } from 'react';
import { type ChatEvent, type ChatState, initialChatState, transition } from './state';

/**
 * One chat session per project, outside React so it outlives the panel: switching to Version History
 * and back keeps the draft, and a send started from the preview's "Fix Automatically" is the same
 * send the composer sees.
 */
export type ChatSession = {
  getState: () => ChatState;
  dispatch: (event: ChatEvent) => void;
  subscribe: (listener: () => void) => () => void;
};

function createChatSession(): ChatSession {
  let state = initialChatState();
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (event) => {
      const next = transition(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const sessions = new Map<string, ChatSession>();

export function getChatSession(webId: string): ChatSession {
  let session = sessions.get(webId);
  if (!session) {
    session = createChatSession();
    sessions.set(webId, session);
  }
  return session;
}

/** Tests start from a clean slate. */
export function resetChatSessions(): void {
  sessions.clear();
}

export function useChatSession(webId: string): [ChatState, (event: ChatEvent) => void, ChatSession] {
  const session = getChatSession(webId);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const dispatch = useCallback((event: ChatEvent) => session.dispatch(event), [session]);
  return [state, dispatch, session];
}
