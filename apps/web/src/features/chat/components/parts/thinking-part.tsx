import { MESSAGES } from '@kiln/contracts';
import { Brain, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { maskSecrets } from '../../display-rules';

export type ThinkingPartProps = { content: string; isComplete: boolean };

/**
 * Seed 001 §2.2: 'AI Thinking in Progress...' while it streams, open; 'AI Thinking Process' when done,
 * closing by itself at that moment (the reader can open it again).
 */
export function ThinkingPart({ content, isComplete }: ThinkingPartProps) {
  const [isOpen, setIsOpen] = useState(!isComplete);
  // Closes when the thinking is done; opens again if more thinking streams into the same block.
  useEffect(() => {
    setIsOpen(!isComplete);
  }, [isComplete]);
  const title = isComplete ? MESSAGES.THINKING_DONE : MESSAGES.THINKING_IN_PROGRESS;
  return (
    <Collapsible
      open={isOpen}
      onOpenChange={setIsOpen}
      className="rounded-xl border border-zinc-200/80 bg-zinc-50/70"
    >
      <CollapsibleTrigger className="group flex w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-[13px] font-medium text-zinc-600 outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60">
        {isComplete ? (
          <Brain aria-hidden="true" className="size-3.5 text-zinc-400" />
        ) : (
          <Spinner className="size-3.5 text-ember-600" />
        )}
        <span className={cn('flex-1', !isComplete && 'text-zinc-800')}>{title}</span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 text-zinc-400 transition-transform group-data-[state=open]:rotate-90"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <p className="max-h-72 overflow-y-auto border-t border-zinc-200/70 px-3 py-2.5 text-[13px] leading-relaxed whitespace-pre-wrap text-zinc-500">
          {maskSecrets(content.trim()) || '…'}
        </p>
      </CollapsibleContent>
    </Collapsible>
  );
}
