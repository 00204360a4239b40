import { MESSAGES } from '@kiln/contracts';
import { Brain, FileCode2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { GenerationActivity } from '../generation-activity';
import { useGenerationActivity } from '../hooks/use-generation-activity';

function splitPath(path: string): { dir: string; name: string } {
  const slash = path.lastIndexOf('/');
  return slash === -1
    ? { dir: '', name: path }
    : { dir: path.slice(0, slash + 1), name: path.slice(slash + 1) };
}

export type GenerationPanesViewProps = { activity: GenerationActivity };

/**
 * Seed 001 §2.6: the overlay's 'Thinking' pane (the model's thinking as it streams, kept scrolled to
 * its newest line) and 'Refining' pane (the file the run is on, or 'Updating...').
 */
export function GenerationPanesView({ activity }: GenerationPanesViewProps) {
  const { thought, isStreaming, currentFile } = activity;
  const scrollRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && thought) element.scrollTop = element.scrollHeight;
  }, [thought]);

  const file = currentFile ? splitPath(currentFile) : null;

  return (
    <div className="mt-4 flex flex-col gap-2">
      {/* The overlay announces phases politely; the streaming thought would drown them out. */}
      <section
        aria-label={MESSAGES.PANE_THINKING}
        aria-live="off"
        className="rounded-lg border border-zinc-200/80 bg-zinc-50/80"
      >
        <h4 className="flex items-center gap-1.5 px-3 pt-2 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">
          <Brain aria-hidden="true" className="size-3.5" />
          {MESSAGES.PANE_THINKING}
        </h4>
        <div
          ref={scrollRef}
          data-testid="thinking-pane"
          className="max-h-24 overflow-y-auto px-3 pt-1 pb-2.5 text-xs leading-relaxed whitespace-pre-wrap text-zinc-600 [mask-image:linear-gradient(to_bottom,transparent,black_14px)]"
        >
          {thought ?? <span className="text-zinc-400">Reading your request…</span>}
          {isStreaming ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-3 w-[2px] translate-y-0.5 animate-caret bg-ember-500"
            />
          ) : null}
        </div>
      </section>
      <section
        aria-label={MESSAGES.PANE_REFINING}
        className="flex min-w-0 items-center gap-2 rounded-lg border border-zinc-200/80 bg-white px-3 py-2"
      >
        <FileCode2 aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
        <h4 className="shrink-0 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">
          {MESSAGES.PANE_REFINING}
        </h4>
        <span
          data-testid="refining-file"
          title={currentFile ?? undefined}
          className={cn('ml-auto min-w-0 truncate text-xs', file ? 'font-mono' : 'text-zinc-500')}
        >
          {file ? (
            <>
              <span className="text-zinc-400">{file.dir}</span>
              <span className="font-medium text-zinc-800">{file.name}</span>
            </>
          ) : (
            MESSAGES.UPDATING
          )}
        </span>
      </section>
    </div>
  );
}

export type GenerationPanesProps = { projectId: string };

/** The panes, fed from the chat's streamed reply. */
export function GenerationPanes({ projectId }: GenerationPanesProps) {
  return <GenerationPanesView activity={useGenerationActivity(projectId)} />;
}
