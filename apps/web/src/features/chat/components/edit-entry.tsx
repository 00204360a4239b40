import { MESSAGE_TEMPLATES, MESSAGES } from '@kiln/contracts';
import { FileDiff, GitCommitHorizontal } from 'lucide-react';
import type { EditRow } from '../transcript';
import { useChatContext } from './chat-context';

export type EditEntryProps = { row: EditRow };

/** Seed 000 §2 / 001 §2.2: "Edit #n • description", a click opens the diff of that edit. */
export function EditEntry({ row }: EditEntryProps) {
  const { openDiff } = useChatContext();
  return (
    <button
      type="button"
      onClick={() => openDiff({ previousCommit: row.previousCommit, currentCommit: row.currentCommit })}
      className="group flex w-full items-center gap-3 rounded-xl border border-zinc-200/80 bg-white px-3 py-2.5 text-left shadow-card transition-colors outline-none hover:border-zinc-300 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-ember-500/60"
    >
      <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-ember-50 text-ember-700">
        <GitCommitHorizontal aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[13px] font-medium text-zinc-900">
          {MESSAGE_TEMPLATES.editEntry(row.number, row.description)}
        </span>
        <span className="block text-xs text-zinc-500">{MESSAGES.VIEW_CODE_CHANGES_HINT}</span>
      </span>
      <FileDiff
        aria-hidden="true"
        className="size-4 shrink-0 text-zinc-300 transition-colors group-hover:text-zinc-500"
      />
    </button>
  );
}
