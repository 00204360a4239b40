import type { Project } from '@kiln/contracts';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { SettingsDialog } from './settings-dialog';

export type MobileSettingsButtonProps = { project: Project };

/** Under 768 px the left rail folds away; its Settings item moves into the header. */
export function MobileSettingsButton({ project }: MobileSettingsButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="md:hidden">
      <IconButton label="Settings" size="icon-sm" onClick={() => setIsOpen(true)}>
        <Settings />
      </IconButton>
      <SettingsDialog project={project} open={isOpen} onOpenChange={setIsOpen} />
    </div>
  );
}
