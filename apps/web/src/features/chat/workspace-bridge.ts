import { useMemo } from 'react';
import { useFixErrorHandler, useWorkspaceChatBridge } from '@/features/workspace';

/**
 * What the chat asks of the workspace around it, behind one small adapter so the rest of the chat
 * does not depend on how the workspace keeps its state (the workspace's chat bridge, provided by its
 * page; outside a workspace every call is a no-op).
 *
 * - `openDiff`: an edit entry shows the changes between two commits ('Code Changes').
 * - `showTab`: a send opens Code; a failed send returns to Preview (seed 002 §4).
 * - `useRegisterFixHandler`: the preview's 'Fix Automatically' reaches the chat's `sendFixPrompt`.
 */
export type DiffCommits = { previousCommit: string | null; currentCommit: string };
export type RightPanelTabRequest = 'preview' | 'code';

export type ChatWorkspaceBridge = {
  openDiff: (commits: DiffCommits) => void;
  showTab: (tab: RightPanelTabRequest) => void;
};

export function useChatWorkspaceBridge(): ChatWorkspaceBridge {
  const { openDiff, showTab } = useWorkspaceChatBridge();
  return useMemo(() => ({ openDiff, showTab }), [openDiff, showTab]);
}

/** Registers the chat's fix sender for the runtime-error toast while the chat is mounted. */
export function useRegisterFixHandler(handler: (errorText: string) => void): void {
  useFixErrorHandler(handler);
}
