import type { TranscriptRow } from '../transcript';
import { AssistantMessage } from './assistant-message';
import { EditEntry } from './edit-entry';
import { UserMessage } from './user-message';

export type TranscriptRowViewProps = { row: TranscriptRow };

export function TranscriptRowView({ row }: TranscriptRowViewProps) {
  switch (row.kind) {
    case 'edit':
      return <EditEntry row={row} />;
    case 'message':
      return row.item.role === 'user' ? (
        <UserMessage item={row.item} />
      ) : (
        <AssistantMessage item={row.item} isLatest={row.isLatestAssistant} />
      );
  }
}
