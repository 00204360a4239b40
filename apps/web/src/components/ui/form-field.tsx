import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export type FormFieldProps = {
  /** The control's id; the error is announced through `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown on the label's row, at the end (e.g. a "Forgot?" link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Label, control, and the inline error or hint under it. */
export function FormField({ id, label, error, hint, aside, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="text-[13px] text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p className="text-[13px] text-zinc-500">{hint}</p>
      ) : null}
    </div>
  );
}
