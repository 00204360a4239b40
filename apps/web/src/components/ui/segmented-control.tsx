import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type SegmentedOption<T extends string> = { value: T; label: string; icon?: ReactNode };

export type SegmentedControlProps<T extends string> = {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  /** The group's accessible name. */
  label: string;
  className?: string;
};

/** A radio group that looks like a segmented switch; arrow keys move between options. */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  label,
  className,
}: SegmentedControlProps<T>) {
  const handleValueChange = (next: string) => {
    const match = options.find((o) => o.value === next);
    if (match) onValueChange(match.value);
  };
  return (
    <RadioGroupPrimitive.Root
      aria-label={label}
      value={value}
      onValueChange={handleValueChange}
      orientation="horizontal"
      className={cn('inline-flex h-8 items-center gap-0.5 rounded-lg bg-zinc-100 p-0.5', className)}
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value}
          value={option.value}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-zinc-500 outline-none',
            'transition-[color,background-color,box-shadow] hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60',
            'data-[state=checked]:bg-white data-[state=checked]:text-zinc-900 data-[state=checked]:shadow-[0_1px_2px_rgb(24_24_27/0.08),0_0_0_1px_rgb(24_24_27/0.04)]',
            '[&_svg]:size-3.5',
          )}
        >
          {option.icon}
          {option.label}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
