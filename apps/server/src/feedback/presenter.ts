import type { FeedbackItem } from '@kiln/contracts';
import type { FeedbackRow } from '../db/schema';

export function presentFeedback(row: FeedbackRow): FeedbackItem {
  return {
    _id: row.id,
    kind: row.kind,
    webId: row.projectId,
    message: row.message,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}
