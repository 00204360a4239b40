import { isPhaseInProgress, type Project, withMobileGuidelines } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare, RotateCw } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import type { ProjectSocket } from '@/features/realtime';
import { SupabaseDialog } from '@/features/supabase';
import { errorMessage } from '@/lib/api-client';
import { chatHistoryQueryOptions, chatKeys, modelsQueryOptions } from '../api';
import { useChatSession } from '../chat-session';
import { useApplyMigration } from '../hooks/use-apply-migration';
import { useChatActions } from '../hooks/use-chat-actions';
import { useChatSender } from '../hooks/use-chat-sender';
import { type MigrationStatuses, useChatStream } from '../hooks/use-chat-stream';
import { useHiccupDialog } from '../hooks/use-hiccup-dialog';
import { useNudgeActions } from '../hooks/use-nudge-actions';
import { useStopRun } from '../hooks/use-stop-run';
import { readyAttachments, streamingMessageId } from '../state';
import { buildTranscript, type TranscriptRow } from '../transcript';
import { useChatWorkspaceBridge, useRegisterFixHandler } from '../workspace-bridge';
import { ChatContext, type ChatContextValue } from './chat-context';
import { Composer } from './composer';
import { HiccupDialog } from './hiccup-dialog';
import { MessageList } from './message-list';
import { OfflineModelNote } from './offline-model-note';
import { ReadOnlyChatNote } from './read-only-chat-note';
import { TranscriptRowView } from './transcript-row';

export type ChatPanelProps = {
  project: Project;
  socket: ProjectSocket | null;
  /** Tests give the list a viewport size; browsers measure it. */
  listRect?: { width: number; height: number };
};

const NO_MIGRATION_STATUSES: MigrationStatuses = {};

function EmptyChat() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-8 text-center">
      <span className="flex size-10 items-center justify-center rounded-xl bg-zinc-100 text-zinc-500">
        <MessagesSquare aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm font-medium text-zinc-900">No messages yet</p>
      <p className="text-[13px] text-zinc-500">
        Describe what you'd like to build or change, and Kiln will get to work.
      </p>
    </div>
  );
}

type HistoryErrorProps = { message: string; onRetry: () => void; isRetrying: boolean };

function HistoryError({ message, onRetry, isRetrying }: HistoryErrorProps) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center">
      <p className="text-sm font-medium text-zinc-900">The chat couldn't be loaded</p>
      <p className="text-[13px] text-zinc-500">{message}</p>
      <Button size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}

/**
 * The 'All Chat' tab (seed 001 §2.2): the transcript with its parts, edit entries and suggestions,
 * and the composer. Streams the reply from the project socket into the history cache.
 */
export function ChatPanel({ project, socket, listRect }: ChatPanelProps) {
  const webId = project._id;
  const { user, isPremium } = useCurrentUser();
  const [state, dispatch] = useChatSession(webId);
  const history = useQuery(chatHistoryQueryOptions(webId, project.platform));
  const models = useQuery(modelsQueryOptions());
  const migrationStatuses = useQuery({
    queryKey: chatKeys.migrationStatuses(webId),
    queryFn: () => NO_MIGRATION_STATUSES,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useChatStream(project, socket);

  const send = useChatSender(project);
  const { sendFixPrompt, isBusy } = useChatActions(project);
  useRegisterFixHandler(sendFixPrompt);
  const bridge = useChatWorkspaceBridge();
  const isRunInProgress = isPhaseInProgress(project.phase);
  const stopRun = useStopRun(webId);

  const sendFollowUp = useCallback(
    (content: string) => void send({ content, source: 'nudge', mode: 'build' }),
    [send],
  );
  const nudges = useNudgeActions(project, sendFollowUp);
  const { denyNudge, denyingNudge, connectNudge } = nudges;
  const hiccup = useHiccupDialog(project.isOwner, user, history.data);
  const {
    mutate: applyMigration,
    isPending: isApplyingMigration,
    variables: applyingMigrationId,
  } = useApplyMigration(webId);

  const rows = useMemo(() => buildTranscript(history.data ?? []), [history.data]);
  const modelList = models.data ?? [];
  const isOfflineOnly = modelList.length > 0 && modelList.every((model) => model.isOffline);

  const context = useMemo<ChatContextValue>(
    () => ({
      project,
      isOwner: project.isOwner,
      isPremium,
      isBusy,
      streamingMessageId: streamingMessageId(state),
      showSuggestions: project.isOwner && isPremium && state.mode === 'build',
      suggestionsNeedPremium: project.isOwner && !isPremium && state.mode === 'build',
      models: modelList,
      migrationStatuses: migrationStatuses.data ?? NO_MIGRATION_STATUSES,
      denyingNudge,
      sendFixPrompt: (errorText) => void sendFixPrompt(errorText),
      sendSuggestion: (text) => void send({ content: text, source: 'suggestion', mode: 'build' }),
      denyNudge,
      connectNudge,
      openDiff: bridge.openDiff,
      applyMigration: (migrationId) => applyMigration(migrationId),
      applyingMigration: isApplyingMigration ? (applyingMigrationId ?? null) : null,
    }),
    [
      project,
      isPremium,
      isBusy,
      state,
      modelList,
      migrationStatuses.data,
      denyingNudge,
      sendFixPrompt,
      send,
      denyNudge,
      connectNudge,
      bridge,
      applyMigration,
      isApplyingMigration,
      applyingMigrationId,
    ],
  );

  const handleSubmit = () => {
    const { draft, mode, isMobileResponsive } = state;
    // Seed 000 §5: a build request marked mobile-responsive goes with the guidelines appended.
    const content = mode === 'build' && isMobileResponsive ? withMobileGuidelines(draft.text) : draft.text;
    void send({ content, source: 'composer', attachments: readyAttachments(draft), draft });
  };

  const renderRow = useCallback((row: TranscriptRow) => <TranscriptRowView row={row} />, []);

  return (
    <ChatContext value={context}>
      <div className="flex h-full min-h-0 flex-col bg-white">
        {history.isError ? (
          <HistoryError
            message={errorMessage(history.error, 'Please check your connection and try again.')}
            onRetry={() => void history.refetch()}
            isRetrying={history.isFetching}
          />
        ) : (
          <MessageList
            rows={rows}
            isLoading={history.isPending}
            isBusy={isBusy}
            renderRow={renderRow}
            empty={<EmptyChat />}
            initialRect={listRect}
          />
        )}
        <div className="flex flex-col gap-2 px-3 pt-1 pb-3">
          {!project.isOwner ? (
            // Staff read the chat; the server refuses their sends (issue 22 §2).
            <ReadOnlyChatNote />
          ) : (
            <>
              {isOfflineOnly ? <OfflineModelNote /> : null}
              <Composer
                webId={webId}
                state={state}
                dispatch={dispatch}
                isRunInProgress={isBusy || isRunInProgress}
                models={modelList}
                onSubmit={handleSubmit}
                {...(isRunInProgress
                  ? { onStop: () => stopRun.mutate(), isStopping: stopRun.isPending }
                  : {})}
              />
            </>
          )}
        </div>
      </div>
      <HiccupDialog open={hiccup.isOpen} onDismiss={hiccup.dismiss} />
      {user && project.isOwner ? (
        <SupabaseDialog
          project={project}
          email={user.email}
          isPremium={isPremium}
          open={nudges.connecting === 'supabase'}
          onOpenChange={(open) => {
            if (!open) nudges.closeConnect();
          }}
        />
      ) : null}
    </ChatContext>
  );
}
