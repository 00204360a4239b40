import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SpinnerProps = { className?: string };

export function Spinner({ className }: SpinnerProps) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
