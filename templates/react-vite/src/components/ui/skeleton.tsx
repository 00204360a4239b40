import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder; give it the size of the content it stands in for. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" className={cn('animate-pulse rounded-md bg-accent', className)} {...props} />
  );
}
