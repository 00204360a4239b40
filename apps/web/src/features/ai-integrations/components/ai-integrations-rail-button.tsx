import type { Project } from '@kiln/contracts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { AiIntegrationsDialog } from './lazy-ai-integrations-dialog';

export type AiIntegrationsRailButtonProps = { project: Project } & Pick<
  IconButtonProps,
  'side' | 'className'
>;

/** Seed 002 §2 sidebar item "AI Integrations": opens the AI Integrations dialog. */
export function AiIntegrationsRailButton({ project, side, className }: AiIntegrationsRailButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <IconButton label="AI Integrations" side={side} className={className} onClick={() => setIsOpen(true)}>
        <Sparkles />
      </IconButton>
      <AiIntegrationsDialog project={project} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
