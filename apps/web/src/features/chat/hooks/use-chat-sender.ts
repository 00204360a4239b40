import {
  type AttachmentInput,
  type ChatMode,
  type HistoryItem,
  MESSAGES,
  type Project,
} from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useUpgradeDialog } from '@/features/billing';
import { getPreviewSession } from '@/features/preview';
import { errorMessage, isApiError } from '@/lib/api-client';
import { chatKeys, isSubscriptionLimit, sendChatMessage } from '../api';
import { getChatSession } from '../chat-session';
import { patchProjectCache } from '../project-cache';
import type { Draft, SendSource } from '../state';
import { optimisticItems, removeItems, renameItem } from '../streaming';
import { useChatWorkspaceBridge } from '../workspace-bridge';

export type SendRequest = {
  content: string;
  source: SendSource;
  attachments?: AttachmentInput[];
  /** Defaults to the session's mode (fix prompts always build). */
  mode?: ChatMode;
  /** Defaults to the session's model; null is the server's default. */
  model?: string | null;
  /** The composer's draft, given back if the send fails. */
  draft?: Draft | null;
  /** A component project to copy in and place on the page (the Components tab). */
  componentId?: string;
  /** The page the preview shows (`currentNavigationUrl`): where the change belongs. */
  navigationUrl?: string;
};

let localIds = 0;
function localId(kind: 'user' | 'assistant'): string {
  localIds += 1;
  return `local-${kind}-${Date.now().toString(36)}-${localIds}`;
}

/**
 * Sends one message (seed 002 §4): the user message and a placeholder appear at once; the answer's
 * `lastMessageId` becomes the placeholder's id, the run starts (phase RUN_LLM_EDIT) and Code opens.
 * On failure the composer gets its draft back, the placeholder goes, Preview returns, the phase is set
 * back to COMPLETE with no errors, and the server's message (or 'Failed to send message') is shown;
 * the plan's edits limit opens the upgrade dialog instead.
 * Resolves to whether the send was accepted.
 */
export function useChatSender(project: Pick<Project, '_id' | 'platform'>) {
  const queryClient = useQueryClient();
  const bridge = useChatWorkspaceBridge();
  const { openUpgradeDialog } = useUpgradeDialog();
  const webId = project._id;
  const isComponent = project.platform === 'component';

  return useCallback(
    async (request: SendRequest): Promise<boolean> => {
      const session = getChatSession(webId);
      const before = session.getState();
      if (before.run.status === 'sending') return false;
      const content = request.content.trim();
      if (!content) return false;
      const mode = request.mode ?? before.mode;
      const model = request.model === undefined ? before.model : request.model;
      const attachments = request.attachments ?? [];
      // Elements picked with Select Element go with the composer's next message (seed 001 §7 call 15).
      const preview = getPreviewSession(webId);
      const selectedElements = request.source === 'composer' ? preview.getState().selectedElements : [];
      const pending = {
        userMessageId: localId('user'),
        placeholderId: localId('assistant'),
        content,
        attachments,
        mode,
        model,
        source: request.source,
        draft: request.source === 'composer' ? (request.draft ?? null) : null,
      };
      const historyKey = chatKeys.history(webId);
      session.dispatch({ type: 'SUBMITTED', pending });
      queryClient.setQueryData<HistoryItem[]>(historyKey, (items) =>
        items ? [...items, ...optimisticItems(pending)] : items,
      );

      try {
        const response = await sendChatMessage(
          {
            webId,
            messages: [
              {
                role: 'user',
                content,
                ...(attachments.length > 0 ? { experimental_attachments: attachments } : {}),
              },
            ],
            mode,
            ...(model ? { model } : {}),
            ...(selectedElements.length > 0 ? { selectedElements } : {}),
            ...(request.componentId ? { componentId: request.componentId } : {}),
            ...(request.navigationUrl ? { currentNavigationUrl: request.navigationUrl } : {}),
          },
          { isComponent },
        );
        if (selectedElements.length > 0) preview.clearSelectedElements();
        const { lastMessageId } = response.data;
        const run = session.getState().run;
        const adoptedId = run.status === 'sending' ? run.adoptedId : null;
        const endedWith = run.status === 'sending' ? run.endedWith : null;
        session.dispatch({ type: 'SEND_SUCCEEDED', lastMessageId });
        if (!adoptedId) {
          queryClient.setQueryData<HistoryItem[]>(historyKey, (items) =>
            renameItem(items, pending.placeholderId, lastMessageId),
          );
        }
        if (endedWith) {
          void queryClient.invalidateQueries({ queryKey: historyKey });
        } else {
          patchProjectCache(
            queryClient,
            webId,
            request.componentId
              ? { phase: 'INTEGRATE_COMPONENT', subPhase: null }
              : { phase: 'RUN_LLM_EDIT', subPhase: mode === 'chat' ? 'CHAT' : 'CODING' },
          );
          // A page requested from the preview is followed there (its generating card), not in Code.
          if (mode === 'build' && request.source !== 'page') bridge.showTab('code');
        }
        return true;
      } catch (error) {
        session.dispatch({ type: 'SEND_FAILED' });
        queryClient.setQueryData<HistoryItem[]>(historyKey, (items) =>
          removeItems(items, [pending.userMessageId, pending.placeholderId]),
        );
        // A 409 means a run is going on the server: the phase stays as it is.
        if (!isApiError(error) || error.code !== 'conflict') {
          patchProjectCache(queryClient, webId, { phase: 'COMPLETE', errorCount: 0 });
        }
        bridge.showTab('preview');
        if (isSubscriptionLimit(error)) {
          toast.error(error.message, { id: 'chat-send-error' });
          openUpgradeDialog();
        } else {
          toast.error(errorMessage(error, MESSAGES.SEND_MESSAGE_FAILED), { id: 'chat-send-error' });
        }
        return false;
      }
    },
    [webId, isComponent, queryClient, bridge, openUpgradeDialog],
  );
}
