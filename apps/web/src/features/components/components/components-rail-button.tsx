import { Component } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';

export type ComponentsRailButtonProps = {
  isActive: boolean;
  onOpen: () => void;
  className?: string;
};

/** Seed 002 §2 sidebar item 'Components (opens the components tab)', for owners and visitors. */
export function ComponentsRailButton({ isActive, onOpen, className }: ComponentsRailButtonProps) {
  return (
    <IconButton
      label="Components"
      side="right"
      aria-pressed={isActive}
      onClick={onOpen}
      className={cn(className, isActive && 'bg-zinc-100 text-zinc-900')}
    >
      <Component />
    </IconButton>
  );
}
