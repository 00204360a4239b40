import { Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { OperatorsOnly } from './operators-only';

const LOAD_FAILED = 'This could not be loaded. Please try again.';

/** Rows of grey bars while a table loads, announced once as busy. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="flex flex-col gap-2 py-2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

export type QueryErrorProps = { error: unknown; onRetry: () => void };

/**
 * A failed load: the server's message and Try again. A 403 means the account lost its admin role
 * since the page loaded (or never had it): the operators-only screen says so.
 */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  if (isApiError(error) && error.status === 403) return <OperatorsOnly />;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center text-sm text-zinc-500">
      {errorMessage(error, LOAD_FAILED)}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw /> Try again
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-200 py-14 text-center text-sm text-zinc-500">
      <Inbox aria-hidden="true" className="size-5 text-zinc-300" />
      {children}
    </div>
  );
}
