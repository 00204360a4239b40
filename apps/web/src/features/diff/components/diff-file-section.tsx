import type { DiffFile } from '@kiln/contracts';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { diffFileStatus, lineChanges } from '../diff-summary';
import { MergePane, SinglePane } from './lazy-panes';

const STATUS_BADGES = {
  added: { label: 'New', variant: 'success' },
  deleted: { label: 'Deleted', variant: 'danger' },
  modified: { label: 'Modified', variant: 'neutral' },
} as const;

export type DiffFileSectionProps = { file: DiffFile; defaultOpen: boolean };

/** One changed file: a header that folds it, and its diff. */
export function DiffFileSection({ file, defaultOpen }: DiffFileSectionProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const bodyId = useId();
  const status = diffFileStatus(file);
  const { added, removed } = lineChanges(file);
  const badge = STATUS_BADGES[status];

  return (
    <section
      aria-label={file.path}
      className="overflow-hidden rounded-xl border border-zinc-200/80 bg-white shadow-card"
    >
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center gap-2 border-b border-transparent bg-zinc-50/70 px-3 py-2 text-left outline-none hover:bg-zinc-100/70 focus-visible:ring-2 focus-visible:ring-ember-500/60 focus-visible:ring-inset aria-expanded:border-zinc-200/80"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn('size-3.5 shrink-0 text-zinc-400 transition-transform', isOpen && 'rotate-90')}
          />
          <span className="min-w-0 flex-1 truncate font-mono text-[12px] font-medium text-zinc-800">
            {file.path}
          </span>
          <span className="font-mono text-[11px] text-emerald-600">+{added}</span>
          <span className="font-mono text-[11px] text-red-600">−{removed}</span>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </button>
      </h3>
      {isOpen ? (
        <div id={bodyId}>
          {status === 'modified' ? (
            <>
              <div
                aria-hidden="true"
                className="grid grid-cols-2 border-b border-zinc-100 text-[11px] font-medium text-zinc-400"
              >
                <span className="px-3 py-1">Before</span>
                <span className="border-l border-zinc-100 px-3 py-1">After</span>
              </div>
              <MergePane path={file.path} oldContent={file.oldContent} newContent={file.newContent} />
            </>
          ) : status === 'added' ? (
            <SinglePane path={file.path} content={file.newContent} />
          ) : (
            <MergePane path={file.path} oldContent={file.oldContent} newContent="" />
          )}
        </div>
      ) : null}
    </section>
  );
}
