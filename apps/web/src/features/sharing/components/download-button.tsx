import type { Project } from '@kiln/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { usePremiumGate } from '@/features/billing';
import { DownloadDialog } from './lazy-download-dialog';

export type DownloadButtonProps = { project: Project };

/** Owners only; premium-gated like every export (seed 000 §6); needs a built version. */
export function DownloadButton({ project }: DownloadButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { ensurePremium } = usePremiumGate();
  const hasVersion = project.currentCommitHash !== null;

  const handleClick = () => {
    if (ensurePremium()) setIsOpen(true);
  };

  return (
    <>
      <IconButton
        label="Download project files"
        tooltip={hasVersion ? 'Download project files' : 'You can download once the first version is built'}
        size="icon-sm"
        onClick={handleClick}
        disabled={!hasVersion}
      >
        <Download />
      </IconButton>
      <DownloadDialog project={project} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
