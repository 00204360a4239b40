import { type HistoryItem, parseMessageContent } from '@kiln/contracts';

export type MessageRow = {
  kind: 'message';
  key: string;
  item: HistoryItem;
  /** The newest assistant message: suggestions and nudge actions live under it. */
  isLatestAssistant: boolean;
};

export type EditRow = {
  kind: 'edit';
  key: string;
  /** Seed 001 §2.2: counts commits that differ from the previous assistant commit. */
  number: number;
  description: string;
  previousCommit: string;
  currentCommit: string;
};

export type TranscriptRow = MessageRow | EditRow;

/** Shown when a commit carries no message (older or hand-made commits). */
export const UNTITLED_EDIT = 'Code changes';

/**
 * The rows of the virtual list: every message, and after an assistant message whose commit differs
 * from the previous assistant commit, an edit entry opening that diff (seed 001 §2.2, seed 000 §2).
 */
export function buildTranscript(items: readonly HistoryItem[]): TranscriptRow[] {
  let latestAssistant = -1;
  for (let i = items.length - 1; i >= 0; i--) {
    if (items[i]?.role === 'assistant') {
      latestAssistant = i;
      break;
    }
  }
  const rows: TranscriptRow[] = [];
  let previousCommit: string | null = null;
  let editCount = 0;
  items.forEach((item, index) => {
    rows.push({ kind: 'message', key: item._id, item, isLatestAssistant: index === latestAssistant });
    if (item.role !== 'assistant' || !item.commitHash) return;
    if (previousCommit && item.commitHash !== previousCommit) {
      editCount += 1;
      rows.push({
        kind: 'edit',
        key: `edit-${item._id}`,
        number: editCount,
        description: item.commitMessage?.trim() || UNTITLED_EDIT,
        previousCommit,
        currentCommit: item.commitHash,
      });
    }
    previousCommit = item.commitHash;
  });
  return rows;
}

/** Whether any assistant message carries a build_failed part (for the one-time hiccup dialog). */
export function hasBuildFailure(items: readonly HistoryItem[]): boolean {
  return items.some(
    (item) =>
      item.role === 'assistant' &&
      item.content.includes('"build_failed"') &&
      parseMessageContent(item.content).some((part) => part.type === 'build_failed'),
  );
}
