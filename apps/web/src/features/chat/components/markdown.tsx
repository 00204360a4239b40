import { memo, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export type MarkdownProps = { children: string; className?: string };

type Renderer = typeof import('./markdown-renderer');

// The Markdown parser (react-markdown, remark-gfm, micromark: ≈ 45 KB compressed) is not needed for
// the workspace to work: messages show as plain text first and are formatted once the browser is
// idle after showing them (issue 14 §4).
let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;
function loadRenderer(): Promise<Renderer> {
  loading ??= import('./markdown-renderer').then((module) => {
    renderer = module;
    return module;
  });
  return loading;
}

function useRenderer(): Renderer | null {
  const [loaded, setLoaded] = useState(renderer);
  useEffect(() => {
    if (loaded) return;
    let isCancelled = false;
    const load = () => void loadRenderer().then((module) => !isCancelled && setLoaded(module));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 0);
      return () => {
        isCancelled = true;
        clearTimeout(timer);
      };
    }
    const idle = window.requestIdleCallback(load, { timeout: 1000 });
    return () => {
      isCancelled = true;
      window.cancelIdleCallback(idle);
    };
  }, [loaded]);
  return loaded;
}

/** Markdown from the model (see markdown-renderer.tsx); its plain text until the parser arrives. */
export const Markdown = memo(function Markdown({ children, className }: MarkdownProps) {
  const loaded = useRenderer();
  if (loaded) return <loaded.Markdown className={className}>{children}</loaded.Markdown>;
  return (
    <div
      className={cn('text-[14px] leading-relaxed break-words whitespace-pre-wrap text-zinc-800', className)}
    >
      {children}
    </div>
  );
});
