import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SimpleTooltip } from './tooltip';

export type IconToggleOption<T extends string> = {
  value: T;
  /** The accessible name of the option. */
  label: string;
  /** Tooltip text, when it should say more than the name. */
  tooltip?: string;
  icon: ReactNode;
};

export type IconToggleGroupProps<T extends string> = {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly IconToggleOption<T>[];
  /** The group's accessible name. */
  label: string;
  className?: string;
};

/** A compact single-choice group of icon buttons (role radio), each named and explained by a tooltip. */
export function IconToggleGroup<T extends string>({
  value,
  onValueChange,
  options,
  label,
  className,
}: IconToggleGroupProps<T>) {
  const handleValueChange = (next: string) => {
    // Radix reports '' when the pressed item is clicked again; a single choice always keeps one.
    const match = options.find((option) => option.value === next);
    if (match) onValueChange(match.value);
  };
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      aria-label={label}
      value={value}
      onValueChange={handleValueChange}
      className={cn('inline-flex h-8 items-center gap-0.5 rounded-lg bg-zinc-100 p-0.5', className)}
    >
      {options.map((option) => (
        <SimpleTooltip key={option.value} content={option.tooltip ?? option.label}>
          <ToggleGroupPrimitive.Item
            value={option.value}
            aria-label={option.label}
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-md text-zinc-500 outline-none',
              'transition-[color,background-color,box-shadow] hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60',
              'data-[state=on]:bg-white data-[state=on]:text-zinc-900 data-[state=on]:shadow-[0_1px_2px_rgb(24_24_27/0.08),0_0_0_1px_rgb(24_24_27/0.04)]',
              '[&_svg]:size-3.5',
            )}
          >
            {option.icon}
          </ToggleGroupPrimitive.Item>
        </SimpleTooltip>
      ))}
    </ToggleGroupPrimitive.Root>
  );
}
