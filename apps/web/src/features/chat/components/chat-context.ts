import type { IntegrationType, ModelInfo, Project } from '@kiln/contracts';
import { createContext, useContext } from 'react';
import type { MigrationStatuses } from '../hooks/use-chat-stream';
import type { DiffCommits } from '../workspace-bridge';

/** What every row of the transcript may need, provided once by the panel instead of drilled down. */
export type ChatContextValue = {
  project: Project;
  isOwner: boolean;
  isPremium: boolean;
  /** A send is waiting or the run is in progress: sends and fixes wait. */
  isBusy: boolean;
  /** The assistant message currently streaming, if any. */
  streamingMessageId: string | null;
  showSuggestions: boolean;
  /** A free owner in build mode: where suggestions would be, an upgrade note (seed 000 §5). */
  suggestionsNeedPremium: boolean;
  models: readonly ModelInfo[];
  migrationStatuses: MigrationStatuses;
  denyingNudge: IntegrationType | null;
  sendFixPrompt: (errorText: string) => void;
  sendSuggestion: (text: string) => void;
  denyNudge: (subtype: IntegrationType, messageNudges: readonly IntegrationType[]) => void;
  /** Opens the integration's dialog from its nudge (only for CONNECTABLE_NUDGES). */
  connectNudge: (subtype: IntegrationType, messageNudges: readonly IntegrationType[]) => void;
  openDiff: (commits: DiffCommits) => void;
  /** The owner approves a migration card; the one being applied, if any. */
  applyMigration: (migrationId: string) => void;
  applyingMigration: string | null;
};

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatContext() is used outside <ChatPanel>');
  return value;
}
