import { type HistoryItem, isPhaseInProgress, type MigrationStatus, type Project } from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ProjectSocket, useSocketEvent } from '@/features/realtime';
import { chatKeys } from '../api';
import { getChatSession } from '../chat-session';
import { patchProjectCache } from '../project-cache';
import { recordChunk } from '../stream-capture';
import { applyChunk, cleanChunk } from '../streaming';

export type MigrationStatuses = Record<string, { status: MigrationStatus; error?: string }>;

/**
 * Seed 001 §4.2–4.3 on the chat's side: chunks go into the history cache, the run's phase into the
 * project cache (COMPLETE and FAILED reload the history), suggestions and migration statuses into
 * their own keys. Server state only ever lands in TanStack Query.
 */
export function useChatStream(project: Pick<Project, '_id'>, socket: ProjectSocket | null): void {
  const queryClient = useQueryClient();
  const webId = project._id;

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

  useSocketEvent(socket, 'project:status', ({ step }) => {
    patchProjectCache(queryClient, webId, { phase: step });
    if (isPhaseInProgress(step)) return;
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
