import { languageLabelFor, MESSAGES } from '@kiln/contracts';
import { ChevronRight, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export type EditorBreadcrumbProps = { path: string };

/** Seed 002 §2: where the file sits, its language label and the 'Read-only' badge. */
export function EditorBreadcrumb({ path }: EditorBreadcrumbProps) {
  const parts = path.split('/');
  return (
    <div className="flex h-8 shrink-0 items-center justify-between gap-3 border-b border-zinc-100 bg-white px-3">
      <nav aria-label="Breadcrumb" className="min-w-0">
        <ol className="flex min-w-0 items-center gap-1 text-[12px] text-zinc-500">
          {parts.map((part, index) => {
            const isLast = index === parts.length - 1;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a path's segments are positional.
                key={index}
                className={isLast ? 'flex min-w-0 items-center gap-1' : 'flex shrink-0 items-center gap-1'}
                aria-current={isLast ? 'page' : undefined}
              >
                {index > 0 ? (
                  <ChevronRight aria-hidden="true" className="size-3 shrink-0 text-zinc-300" />
                ) : null}
                <span className={isLast ? 'truncate font-medium text-zinc-800' : undefined}>{part}</span>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="flex shrink-0 items-center gap-1.5">
        <span data-testid="language-label" className="text-[11px] font-medium text-zinc-500">
          {languageLabelFor(path)}
        </span>
        <Badge variant="neutral">
          <Lock aria-hidden="true" />
          {MESSAGES.READ_ONLY}
        </Badge>
      </div>
    </div>
  );
}
