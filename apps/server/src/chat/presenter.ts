import type { HistoryItem } from '@kiln/contracts';
import type { ChatMessageRow } from '../db/schema';

export function presentMessage(row: ChatMessageRow, liveContent?: string): HistoryItem {
  return {
    _id: row.id,
    role: row.role,
    content: liveContent ?? row.content,
    experimental_attachments: row.attachments,
    model: row.model,
    commitHash: row.commitHash,
    commitMessage: row.commitMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A project's history as a page shows it: a reply still being written carries its live text, newer
 * than the copy saved each second (`liveContents`: the run controller's, which asks Redis for runs
 * elsewhere).
 */
export async function presentHistory(
  rows: readonly ChatMessageRow[],
  liveContents: (messageIds: string[]) => Promise<Map<string, string>>,
): Promise<HistoryItem[]> {
  const streaming = rows.filter((row) => row.status === 'streaming').map((row) => row.id);
  const live = streaming.length > 0 ? await liveContents(streaming) : new Map<string, string>();
  return rows.map((row) => presentMessage(row, live.get(row.id)));
}
