import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClassName = cn(
  'w-full rounded-lg border border-zinc-200 bg-white px-3 text-sm text-zinc-900 shadow-[0_1px_2px_rgb(24_24_27/0.04)]',
  'placeholder:text-zinc-400 transition-[border-color,box-shadow] duration-150 outline-none',
  'hover:border-zinc-300 focus-visible:border-ember-500 focus-visible:ring-3 focus-visible:ring-ember-500/15',
  'aria-invalid:border-red-400 aria-invalid:focus-visible:ring-red-500/15',
  'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:opacity-60',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(fieldClassName, 'h-10', className)} {...props} />;
}
