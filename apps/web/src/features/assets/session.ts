import { useCallback, useSyncExternalStore } from 'react';
import { type AssetEvent, type AssetState, initialAssetState, transition } from './asset-state';

/**
 * One asset-editor session per project, outside React like the chat and preview sessions: the
 * editor, the left panel's leave guard and the preview's selection share it, and mappings survive a
 * visit to the chat tab.
 */
export type AssetSession = {
  getState: () => AssetState;
  dispatch: (event: AssetEvent) => void;
  subscribe: (listener: () => void) => () => void;
};

function createAssetSession(): AssetSession {
  let state = initialAssetState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(event) {
      const next = transition(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const sessions = new Map<string, AssetSession>();

export function getAssetSession(webId: string): AssetSession {
  let session = sessions.get(webId);
  if (!session) {
    session = createAssetSession();
    sessions.set(webId, session);
  }
  return session;
}

export function resetAssetSessions(): void {
  sessions.clear();
}

export function useAssetSession(webId: string): [AssetState, (event: AssetEvent) => void] {
  const session = getAssetSession(webId);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const dispatch = useCallback((event: AssetEvent) => session.dispatch(event), [session]);
  return [state, dispatch];
}
