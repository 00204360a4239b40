import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClassName, 'min-h-24 resize-none py-2.5', className)}
      {...props}
    />
  );
}
