import { createContext, useContext, useEffect, useRef } from 'react';
import type { DiffRequest, WorkspaceTab } from './workspace-state';

export type { DiffRequest, WorkspaceTab } from './workspace-state';

type FixErrorHandler = (errorText: string) => void;

/**
 * What the chat panel and the rest of the workspace say to each other. The workspace page creates one
 * per open project and provides it; the chat panel reads it with `useWorkspaceChatBridge()`.
 *
 * - `openDiff` shows the diff view ('Code Changes') in place of the right panel (edit entries).
 * - `showTab` opens Preview or Code (a send opens Code; a send error returns to Preview).
 * - `onFixError` registers the chat's handler for the runtime-error toast's 'Fix Automatically'; it
 *   returns the unsubscribe function. `useFixErrorHandler` does this in an effect.
 * - `fixError` is what the toast calls; it reports whether a handler (an open chat) took the error.
 */
export type WorkspaceChatBridge = {
  openDiff: (request: DiffRequest) => void;
  showTab: (tab: WorkspaceTab) => void;
  onFixError: (handler: FixErrorHandler) => () => void;
  fixError: (errorText: string) => boolean;
};

/** The subscribe/emit half of the bridge: a set of handlers, the latest registered one answering. */
export function createFixErrorChannel(): Pick<WorkspaceChatBridge, 'onFixError' | 'fixError'> {
  const handlers = new Set<FixErrorHandler>();
  return {
    onFixError: (handler) => {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    fixError: (errorText) => {
      const latest = [...handlers].at(-1);
      if (!latest) return false;
      latest(errorText);
      return true;
    },
  };
}

/** Outside a workspace (a chat component rendered alone, in a test) every call is a no-op. */
const DETACHED_BRIDGE: WorkspaceChatBridge = {
  openDiff: () => {},
  showTab: () => {},
  onFixError: () => () => {},
  fixError: () => false,
};

export const ChatBridgeContext = createContext<WorkspaceChatBridge>(DETACHED_BRIDGE);

export function useWorkspaceChatBridge(): WorkspaceChatBridge {
  return useContext(ChatBridgeContext);
}

/** Registers `handler` for 'Fix Automatically' while the calling component is mounted. */
export function useFixErrorHandler(handler: FixErrorHandler): void {
  const { onFixError } = useWorkspaceChatBridge();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => onFixError((text) => handlerRef.current(text)), [onFixError]);
}
