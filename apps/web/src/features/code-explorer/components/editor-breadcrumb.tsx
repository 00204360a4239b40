import { languageLabelFor, MESSAGES } from '@kiln/contracts';
import { ChevronRight, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export type EditorBreadcrumbProps = { path: string };

/** Seed 002 §2: where the file sits, its language label and the 'Read-only' badge. */
export function EditorBreadcrumb({ path }: EditorBreadcrumbProps) {
  const parts = path.split('/');
  return (
    <div className="@container flex h-8 shrink-0 items-center justify-between gap-3 border-b border-zinc-100 bg-white px-3">
      <nav aria-label="Breadcrumb" title={path} className="min-w-0">
        <ol className="flex min-w-0 items-center gap-1 text-[12px] text-zinc-500">
          {parts.length > 1 ? (
            // In a narrow editor (a phone) the folders fold into one '…' and the name keeps the room.
            <li aria-hidden="true" className="hidden shrink-0 @max-xs:flex">
              …
            </li>
          ) : null}
          {parts.map((part, index) => {
            const isLast = index === parts.length - 1;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a path's segments are positional.
                key={index}
                // Folders give way first (a far larger shrink factor), so the file's name stays whole
                // while `src › comp… › ui` is cut; the name truncates only when it is alone.
                className={cn(
                  'flex min-w-0 items-center gap-1',
                  isLast ? 'shrink' : 'shrink-[1000] @max-xs:sr-only',
                )}
                aria-current={isLast ? 'page' : undefined}
              >
                {index > 0 ? (
                  <ChevronRight aria-hidden="true" className="size-3 shrink-0 text-zinc-300" />
                ) : null}
                <span className={cn('truncate', isLast && 'font-medium text-zinc-800')}>{part}</span>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="flex shrink-0 items-center gap-1.5">
        <span data-testid="language-label" className="text-[11px] font-medium text-zinc-500">
          {languageLabelFor(path)}
        </span>
        {/* In a narrow editor (a phone) the badge is its lock alone, so the file's name has the room. */}
        <Badge variant="neutral" title={MESSAGES.READ_ONLY}>
          <Lock aria-hidden="true" />
          <span className="@max-xs:sr-only">{MESSAGES.READ_ONLY}</span>
        </Badge>
      </div>
    </div>
  );
}
