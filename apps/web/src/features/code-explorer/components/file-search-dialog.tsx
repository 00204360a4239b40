import { MESSAGES } from '@kiln/contracts';
import { CornerDownLeft, Search } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DialogOverlay } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { moveSelection, searchFiles } from '../file-search';
import { baseName } from '../file-tree';
import { FileIcon } from './file-icon';

export type FileSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paths: readonly string[];
  onOpenFile: (path: string) => void;
};

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** Seed 002 §2: Ctrl/Cmd+P file search: type, arrows, Enter opens, Escape closes. */
export function FileSearchDialog({ open, onOpenChange, paths, onOpenFile }: FileSearchDialogProps) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const results = useMemo(() => searchFiles(paths, query), [paths, query]);

  useEffect(() => {
    if (open) {
      setQuery('');
      setSelected(0);
    }
  }, [open]);

  useEffect(() => {
    listRef.current?.children[selected]?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const openResult = (path: string | undefined) => {
    if (!path) return;
    onOpenFile(path);
    onOpenChange(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((index) => moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      openResult(results[selected]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay className="bg-zinc-950/15" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed top-[14vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-xl border border-zinc-200/80 bg-white shadow-float outline-none data-[state=open]:animate-pop-in"
        >
          <DialogPrimitive.Title className="sr-only">Search files</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b border-zinc-100 px-3">
            <Search aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
            <input
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results.length ? optionId(selected) : undefined}
              aria-label="Search files"
              placeholder={MESSAGES.SEARCH_FILES}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setSelected(0);
              }}
              onKeyDown={handleKeyDown}
              className="h-11 min-w-0 flex-1 bg-transparent text-sm text-zinc-900 outline-none placeholder:text-zinc-400"
            />
          </div>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Matching files"
            className="max-h-60 overflow-y-auto p-1.5"
          >
            {results.length === 0 ? (
              <p className="px-3 py-6 text-center text-[13px] text-zinc-500">{MESSAGES.NO_MATCHING_FILES}</p>
            ) : (
              results.map((path, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input drives the keyboard.
                <div
                  key={path}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === selected}
                  onMouseMove={() => setSelected(index)}
                  onClick={() => openResult(path)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-[13px]',
                    index === selected ? 'bg-zinc-100 text-zinc-900' : 'text-zinc-700',
                  )}
                >
                  <FileIcon path={path} className="size-3.5" />
                  <span className="shrink-0 font-medium">{baseName(path)}</span>
                  <span className="min-w-0 truncate text-xs text-zinc-400">{folderOf(path)}</span>
                  {index === selected ? (
                    <CornerDownLeft aria-hidden="true" className="ml-auto size-3.5 shrink-0 text-zinc-400" />
                  ) : null}
                </div>
              ))
            )}
          </div>
          <div className="flex items-center justify-between gap-4 border-t border-zinc-100 bg-zinc-50/70 px-3 py-2 text-[11px] text-zinc-500">
            <span>{MESSAGES.SEARCH_FILES_OPEN_HINT}</span>
            <span>{MESSAGES.SEARCH_FILES_NAV_HINT}</span>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
