import { LIMITS, MESSAGES } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileDiff, X } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { commitDiffQueryOptions } from '../api';
import { DiffFileSection } from './diff-file-section';

export type DiffViewProps = {
  subdomain: string;
  previousCommit: string | null;
  currentCommit: string;
  onClose: () => void;
};

/** Files past this many start folded, so a large change opens quickly. */
const OPEN_FILES = 8;

const short = (hash: string) => hash.slice(0, LIMITS.commitHashLength);

/** Seed 001 §2.3: 'Code Changes' with Close; per file a side-by-side diff, or one pane for a new file. */
export function DiffView({ subdomain, previousCommit, currentCommit, onClose }: DiffViewProps) {
  const diffQuery = useQuery(commitDiffQueryOptions({ subdomain, previousCommit, currentCommit }));

  useEffect(() => {
    if (diffQuery.isError) toast.error(MESSAGES.LOAD_CHANGES_FAILED, { id: 'load-changes-failed' });
  }, [diffQuery.isError]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"]'))
        onClose();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onClose]);

  const files = diffQuery.data;

  return (
    <section aria-labelledby="code-changes-title" className="flex min-h-0 flex-1 flex-col bg-zinc-50/60">
      <header className="flex h-12 shrink-0 items-center justify-between gap-3 border-b border-zinc-200/80 bg-white px-4">
        <div className="flex min-w-0 items-center gap-2.5">
          <FileDiff aria-hidden="true" className="size-4 shrink-0 text-ember-600" />
          <h2 id="code-changes-title" className="text-sm font-semibold text-zinc-900">
            {MESSAGES.CODE_CHANGES}
          </h2>
          <span className="hidden items-center gap-1 font-mono text-[11px] text-zinc-400 sm:inline-flex">
            {previousCommit ? short(previousCommit) : 'empty'}
            <ArrowRight aria-hidden="true" className="size-3" />
            {short(currentCommit)}
          </span>
          {files ? (
            <span className="text-xs text-zinc-500">
              · {files.length === 1 ? '1 file changed' : `${files.length} files changed`}
            </span>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={onClose}>
          <X aria-hidden="true" /> {MESSAGES.CLOSE}
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {diffQuery.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-40 rounded-xl" />
            ))}
          </div>
        ) : diffQuery.isError ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <p className="text-sm font-medium text-zinc-800">{MESSAGES.LOAD_CHANGES_FAILED}</p>
            <Button variant="secondary" size="sm" onClick={() => void diffQuery.refetch()}>
              Try again
            </Button>
          </div>
        ) : files && files.length === 0 ? (
          <p className="py-16 text-center text-sm text-zinc-500">No files changed in this edit.</p>
        ) : (
          <div className="mx-auto flex max-w-6xl flex-col gap-3">
            {files?.map((file, index) => (
              <DiffFileSection key={file.path} file={file} defaultOpen={index < OPEN_FILES} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
