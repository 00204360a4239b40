import { lazy, memo, Suspense } from 'react';
import { cn } from '@/lib/cn';

export type MarkdownProps = { children: string; className?: string };

// The Markdown parser (react-markdown, remark-gfm, micromark: ≈ 40 KB compressed) is not needed for
// the composer to work, so it loads just after the workspace (issue 14 §4). Requested at import time:
// by the time a reply streams in, it is there.
const renderer = import('./markdown-renderer');
const LoadedMarkdown = lazy(() => renderer.then((module) => ({ default: module.Markdown })));

/** Markdown from the model (see markdown-renderer.tsx); its plain text until the parser arrives. */
export const Markdown = memo(function Markdown({ children, className }: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div
          className={cn(
            'text-[14px] leading-relaxed break-words whitespace-pre-wrap text-zinc-800',
            className,
          )}
        >
          {children}
        </div>
      }
    >
      <LoadedMarkdown className={className}>{children}</LoadedMarkdown>
    </Suspense>
  );
});
