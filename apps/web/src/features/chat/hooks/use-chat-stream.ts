import { type HistoryItem, isPhaseInProgress, type MigrationStatus, type Project } from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ProjectSocket, useSocketEvent } from '@/features/realtime';
import { chatKeys } from '../api';
import { getChatSession } from '../chat-session';
import { recordChunk } from '../stream-capture';
import { applyChunk, cleanChunk } from '../streaming';

export type MigrationStatuses = Record<string, { status: MigrationStatus; error?: string }>;

/**
 * Seed 001 §4.2–4.3 on the chat's side: chunks go into the history cache; COMPLETE and FAILED end
 * the run and reload the history; suggestions and migration statuses go into their own keys. Server
 * state only ever lands in TanStack Query. (The project's phase itself is the workspace's to patch.)
 */
export function useChatStream(project: Pick<Project, '_id'>, socket: ProjectSocket | null): void {
  const queryClient = useQueryClient();
  const webId = project._id;

  // Chunks sent while the socket was down are lost: after a reconnection the history is read again
  // (chunks arriving meanwhile are merged on top, see `chatHistoryQueryOptions`).
  useEffect(() => {
    if (!socket) return;
    let hasConnected = socket.connected;
    const handleConnect = () => {
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: chatKeys.history(webId) });
      hasConnected = true;
    };
    socket.on('connect', handleConnect);
    return () => {
      socket.off('connect', handleConnect);
    };
  }, [socket, queryClient, webId]);

  useSocketEvent(socket, 'chat:update', ({ lastAssistantMessageId, chunk }) => {
    const cleaned = cleanChunk(chunk);
    if (cleaned === null) return;
    const session = getChatSession(webId);
    const { run } = session.getState();
    const adoptPlaceholderId = run.status === 'sending' && !run.adoptedId ? run.pending.placeholderId : null;
    recordChunk(webId, { assistantMessageId: lastAssistantMessageId, chunk: cleaned });
    queryClient.setQueryData<HistoryItem[]>(chatKeys.history(webId), (items) =>
      applyChunk(items, { assistantMessageId: lastAssistantMessageId, chunk: cleaned, adoptPlaceholderId }),
    );
    session.dispatch({ type: 'CHUNK_RECEIVED', assistantMessageId: lastAssistantMessageId });
  });

  // The workspace keeps the project's phase (and notifies); the chat only ends its run and reloads.
  useSocketEvent(socket, 'project:status', ({ step }) => {
    if (isPhaseInProgress(step)) {
      getChatSession(webId).dispatch({ type: 'RUN_ACTIVE' });
      return;
    }
    getChatSession(webId).dispatch({ type: 'RUN_ENDED', phase: step === 'FAILED' ? 'FAILED' : 'COMPLETE' });
    void queryClient.invalidateQueries({ queryKey: chatKeys.history(webId) });
  });

  useSocketEvent(socket, 'suggestions:update', ({ suggestions, lastAssistantMessageId }) => {
    queryClient.setQueryData(chatKeys.suggestions(webId, lastAssistantMessageId), suggestions);
  });

  useSocketEvent(socket, 'integrations:supabase:migration:status', ({ migrationId, status, error }) => {
    queryClient.setQueryData<MigrationStatuses>(chatKeys.migrationStatuses(webId), (old) => ({
      ...old,
      [migrationId]: error ? { status, error } : { status },
    }));
  });
}
