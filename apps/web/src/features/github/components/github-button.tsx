import { isPhaseInProgress, type Project } from '@kiln/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useCurrentUser } from '@/features/auth';
import { usePremiumGate } from '@/features/billing';
import { GithubMark } from './github-mark';
import { GithubDialog } from './lazy-github-dialog';

export type GithubButtonProps = { project: Project };

/** The header's "Export to a code-hosting repository" action (owners; premium, seed 000 §6). */
export function GithubButton({ project }: GithubButtonProps) {
  const [open, setOpen] = useState(false);
  const { user } = useCurrentUser();
  const { ensurePremium } = usePremiumGate();
  if (!user) return null;

  const handleClick = () => {
    if (ensurePremium()) setOpen(true);
  };

  return (
    <>
      <SimpleTooltip content={project.githubRepoUrl ? 'Sync to GitHub' : 'Export to GitHub'}>
        <Button variant="ghost" size="icon-sm" aria-label="GitHub" onClick={handleClick}>
          <GithubMark />
        </Button>
      </SimpleTooltip>
      <GithubDialog
        project={project}
        email={user.email}
        open={open}
        onOpenChange={setOpen}
        isBusy={isPhaseInProgress(project.phase)}
      />
    </>
  );
}
