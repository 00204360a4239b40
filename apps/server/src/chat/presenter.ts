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
