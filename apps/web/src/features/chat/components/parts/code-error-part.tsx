import { MESSAGES } from '@kiln/contracts';
import { ChevronRight, FileWarning } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { maskSecrets } from '../../display-rules';

export type CodeErrorPartProps = { filename?: string; content: string };

/** Seed 001 §2.2: a collapsible red block titled by the file, or 'Build Error' without one. */
export function CodeErrorPart({ filename, content }: CodeErrorPartProps) {
  const title = filename?.trim() || MESSAGES.BUILD_ERROR;
  return (
    <Collapsible className="rounded-xl border border-red-200 bg-red-50/60">
      <CollapsibleTrigger className="group flex w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-[13px] font-medium text-red-800 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-500/50">
        <FileWarning aria-hidden="true" className="size-3.5 shrink-0 text-red-500" />
        <span className="min-w-0 flex-1 truncate font-mono text-[12.5px]" title={title}>
          {title}
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-red-400 transition-transform group-data-[state=open]:rotate-90"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <pre className="max-h-72 overflow-auto border-t border-red-200/70 px-3 py-2.5 font-mono text-[12px] leading-relaxed whitespace-pre-wrap text-red-900">
          {maskSecrets(content)}
        </pre>
      </CollapsibleContent>
    </Collapsible>
  );
}
