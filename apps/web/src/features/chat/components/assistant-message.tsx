import {
  type HistoryItem,
  type IntegrationType,
  type MessagePart,
  OFFLINE_MODEL_ID,
  parseMessageContent,
} from '@kiln/contracts';
import { memo, useMemo } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { CONNECTABLE_NUDGES } from '../hooks/use-nudge-actions';
import { mergeAdjacentThinking } from '../message-parts';
import { nudgeState } from '../nudges';
import { runStatusLabel } from '../run-status';
import { isPlaceholderContent } from '../streaming';
import { useChatContext } from './chat-context';
import { BuildFailedPart } from './parts/build-failed-part';
import { CodeErrorPart } from './parts/code-error-part';
import { IntegrationNudgePart } from './parts/integration-nudge-part';
import { MigrationPart } from './parts/migration-part';
import { SecretsPart } from './parts/secrets-part';
import { TextPart } from './parts/text-part';
import { ThinkingPart } from './parts/thinking-part';
import { StreamingStatus } from './streaming-status';
import { PremiumSuggestionsNote, SuggestionChips } from './suggestion-chips';

export type AssistantMessageProps = { item: HistoryItem; isLatest: boolean };

/** The error text a Fix Errors click sends: the build failure and the code errors beside it. */
function fixErrorText(parts: readonly MessagePart[]): string {
  return parts
    .flatMap((part) => {
      if (part.type === 'build_failed') return [part.content.trim()];
      if (part.type === 'code_error')
        return [part.filename ? `${part.filename}\n${part.content}` : part.content];
      return [];
    })
    .filter(Boolean)
    .join('\n\n');
}

function modelLabel(id: string | null, models: readonly { id: string; label: string }[]): string | null {
  if (!id) return null;
  return models.find((model) => model.id === id)?.label ?? (id === OFFLINE_MODEL_ID ? 'Kiln offline' : id);
}

type PartViewProps = {
  part: MessagePart;
  parts: readonly MessagePart[];
  isLatest: boolean;
  isStreaming: boolean;
};

function PartView({ part, parts, isLatest, isStreaming }: PartViewProps) {
  const chat = useChatContext();
  switch (part.type) {
    case 'text':
      return <TextPart content={part.content} hiddenContent={part.hiddenContent} />;
    case 'thinking':
      // A thinking block cut off by a run that ended is finished too.
      return <ThinkingPart content={part.content} isComplete={part.complete || !isStreaming} />;
    case 'code_error':
      return <CodeErrorPart filename={part.filename} content={part.content} />;
    case 'build_failed':
      return (
        <BuildFailedPart
          content={part.content}
          canFix={chat.isOwner}
          isBusy={chat.isBusy}
          onFix={() => chat.sendFixPrompt(fixErrorText(parts))}
        />
      );
    case 'migration': {
      const live = chat.migrationStatuses[part.id];
      return (
        <MigrationPart
          name={part.name}
          sql={part.sql}
          status={live?.status ?? part.status}
          error={live ? live.error : part.error}
          {...(chat.isOwner && !chat.isBusy
            ? {
                onApprove: () => chat.applyMigration(part.id),
                isApproving: chat.applyingMigration === part.id,
              }
            : {})}
        />
      );
    }
    case 'integration_nudge': {
      if (!chat.isPremium) return null;
      const messageNudges = parts.flatMap((p): IntegrationType[] =>
        p.type === 'integration_nudge' ? [p.subtype] : [],
      );
      return (
        <IntegrationNudgePart
          subtype={part.subtype}
          state={nudgeState(part.subtype, chat.project)}
          canAnswer={chat.isOwner && isLatest && !isStreaming}
          isDenying={chat.denyingNudge === part.subtype}
          onDeny={() => chat.denyNudge(part.subtype, messageNudges)}
          {...(CONNECTABLE_NUDGES.includes(part.subtype)
            ? { onConnect: () => chat.connectNudge(part.subtype, messageNudges) }
            : {})}
        />
      );
    }
    case 'secrets':
      return <SecretsPart names={part.names} ownedWebId={chat.isOwner ? chat.project._id : null} />;
    case 'file_changes':
    case 'suggestions':
      // Seed 001 §2.2: not rendered in the transcript.
      return null;
  }
}

/** An assistant message, its parts rendered by type (seed 001 §2.2), streaming in place. */
export const AssistantMessage = memo(function AssistantMessage({ item, isLatest }: AssistantMessageProps) {
  const chat = useChatContext();
  const isStreaming = chat.streamingMessageId === item._id || (isLatest && chat.isBusy);
  const isPlaceholder = isPlaceholderContent(item.content);
  const parts = useMemo(
    () => (isPlaceholder ? [] : mergeAdjacentThinking(parseMessageContent(item.content))),
    [item.content, isPlaceholder],
  );
  const suggestionPart = parts.find((part) => part.type === 'suggestions');
  const label = modelLabel(item.model, chat.models);

  return (
    <article aria-label="Kiln" className="flex flex-col gap-2.5">
      <header className="flex items-center gap-2">
        <LogoMark className="size-5 rounded-md" />
        <span className="text-[13px] font-semibold text-zinc-900">Kiln</span>
        {label ? <span className="truncate text-xs text-zinc-400">{label}</span> : null}
      </header>
      {parts.map((part, index) => (
        // Parts have no ids; their order in a message never changes, only the last one grows.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <PartView key={index} part={part} parts={parts} isLatest={isLatest} isStreaming={isStreaming} />
      ))}
      {isPlaceholder ? (
        <StreamingStatus label={item.content} />
      ) : isStreaming ? (
        <StreamingStatus label={runStatusLabel(chat.project.phase, chat.project.subPhase)} />
      ) : null}
      {isLatest && chat.showSuggestions && !isStreaming ? (
        <SuggestionChips
          messageId={item._id}
          fallback={suggestionPart?.type === 'suggestions' ? suggestionPart.items : []}
        />
      ) : null}
      {isLatest && chat.suggestionsNeedPremium && !isStreaming && !isPlaceholder ? (
        <PremiumSuggestionsNote />
      ) : null}
    </article>
  );
});
