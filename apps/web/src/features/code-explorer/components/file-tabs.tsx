import { X } from 'lucide-react';
import { useEffect, useRef, type WheelEvent } from 'react';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { baseName } from '../file-tree';
import { FileIcon } from './file-icon';

export type FileTabsProps = {
  openFiles: string[];
  activeFile: string | null;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
};

/** Seed 002 §2: open files as tabs that scroll left and right (a mouse wheel scrolls them sideways). */
export function FileTabs({ openFiles, activeFile, onSelect, onClose }: FileTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!activeFile) return;
    const tab = listRef.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(activeFile)}"]`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeFile]);

  const handleWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) event.currentTarget.scrollLeft += event.deltaY;
  };

  if (openFiles.length === 0) return null;
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Open files"
      onWheel={handleWheel}
      className="flex h-9 shrink-0 items-stretch overflow-x-auto overflow-y-hidden border-b border-zinc-200/80 bg-zinc-50/60 [scrollbar-width:thin]"
    >
      {openFiles.map((path) => {
        const isActive = path === activeFile;
        const name = baseName(path);
        return (
          <div
            key={path}
            data-path={path}
            className={cn(
              'group/tab relative flex shrink-0 items-center border-r border-zinc-200/70',
              isActive ? 'bg-white text-zinc-900' : 'text-zinc-500 hover:bg-white/60 hover:text-zinc-800',
            )}
          >
            {isActive ? (
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 bg-ember-500" />
            ) : null}
            <SimpleTooltip content={path}>
              <button
                type="button"
                role="tab"
                aria-selected={isActive}
                onClick={() => onSelect(path)}
                className="flex h-full items-center gap-1.5 pr-1 pl-3 text-[12.5px] outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60 focus-visible:ring-inset"
              >
                <FileIcon path={path} className="size-3.5" />
                {name}
              </button>
            </SimpleTooltip>
            <button
              type="button"
              aria-label={`Close ${name}`}
              onClick={() => onClose(path)}
              className={cn(
                'mr-1.5 inline-flex size-5 items-center justify-center rounded text-zinc-400 outline-none hover:bg-zinc-200/70 hover:text-zinc-700 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ember-500/60',
                isActive ? 'opacity-100' : 'opacity-0 group-hover/tab:opacity-100',
              )}
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
