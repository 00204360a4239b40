import type { HistoryItem } from '@kiln/contracts';
import { ChevronRight, Wrench } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { firstLine, userMessageDisplay } from '../display-rules';
import { MessageAttachments } from './message-attachments';

export type UserMessageProps = { item: HistoryItem };

type FixRequestBubbleProps = { error: string };

/** A message carrying the ❌❌❌ marker: a compact "Fix request", the error one click away. */
function FixRequestBubble({ error }: FixRequestBubbleProps) {
  const summary = firstLine(error) || 'Build error';
  return (
    <Collapsible className="max-w-[85%] min-w-0 rounded-2xl rounded-br-md border border-zinc-200 bg-white shadow-card">
      <CollapsibleTrigger className="group flex w-full min-w-0 items-center gap-2.5 rounded-2xl rounded-br-md px-3 py-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-md bg-red-50 text-red-600">
          <Wrench aria-hidden="true" className="size-3.5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[13px] font-medium text-zinc-900">Fix request</span>
          <span className="block truncate font-mono text-[11.5px] text-zinc-500" title={summary}>
            {summary}
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-zinc-400 transition-transform group-data-[state=open]:rotate-90"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <pre className="max-h-56 overflow-auto border-t border-zinc-100 px-3 py-2 font-mono text-[11.5px] leading-relaxed whitespace-pre-wrap text-zinc-600">
          {error}
        </pre>
      </CollapsibleContent>
    </Collapsible>
  );
}

/** The owner's message: right-aligned, plain text (never markdown), secrets masked. */
export const UserMessage = memo(function UserMessage({ item }: UserMessageProps) {
  const display = useMemo(() => userMessageDisplay(item.content), [item.content]);
  return (
    <article aria-label="You" className="flex flex-col items-end gap-1.5 pl-8">
      {item.experimental_attachments.length > 0 ? (
        <MessageAttachments attachments={item.experimental_attachments} className="w-full max-w-[85%]" />
      ) : null}
      {display.kind === 'fix' ? (
        <FixRequestBubble error={display.error} />
      ) : (
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-zinc-100 px-3.5 py-2 text-[14px] leading-relaxed break-words whitespace-pre-wrap text-zinc-900">
          {display.text}
        </p>
      )}
    </article>
  );
});
