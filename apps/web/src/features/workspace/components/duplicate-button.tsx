import { MESSAGES, type Project } from '@kiln/contracts';
import { CopyPlus } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { useForkAction } from '../hooks/use-fork-action';
import { ForkDialog } from './lazy-fork-dialog';

export type DuplicateButtonProps = { project: Project };

/** Seed 000 §2: the owner's copy of their own project, with the fork's progress and success views. */
export function DuplicateButton({ project }: DuplicateButtonProps) {
  const duplicate = useForkAction(project);
  const hasVersion = project.currentCommitHash !== null;
  return (
    <>
      <IconButton
        label={MESSAGES.DUPLICATE}
        tooltip={hasVersion ? MESSAGES.DUPLICATE : 'You can duplicate once the first version is built'}
        size="icon-sm"
        onClick={duplicate.startFork}
        disabled={!hasVersion}
      >
        <CopyPlus />
      </IconButton>
      <ForkDialog
        {...duplicate.dialog}
        projectName={project.projectName}
        platform={project.platform}
        isDuplicate
      />
    </>
  );
}
