import type { Project } from '@kiln/contracts';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { AnalyticsDialog } from './lazy-analytics-dialog';

export type AnalyticsRailButtonProps = { project: Project } & Pick<IconButtonProps, 'side' | 'className'>;

/** Seed 002 §2 sidebar item "Analytics": opens Project Analytics. */
export function AnalyticsRailButton({ project, side, className }: AnalyticsRailButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <IconButton label="Analytics" side={side} className={className} onClick={() => setIsOpen(true)}>
        <BarChart3 />
      </IconButton>
      <AnalyticsDialog project={project} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
