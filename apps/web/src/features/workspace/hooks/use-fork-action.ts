import { MESSAGES, type Project } from '@kiln/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authHref, useCurrentUser } from '@/features/auth';
import { usePremiumGate } from '@/features/billing';
import { errorMessage } from '@/lib/api-client';
import { forkReturnPath } from '../header-actions';
import { useCloneProject } from './use-clone-project';

export type ForkDialogState = { isOpen: boolean; startedAt: number };

/**
 * Fork Project. Signed out: seed 000 §6 "Please sign in to fork!" and off to sign up, coming back
 * with `from=fork`. Signed in: premium only (seed 000 §6), and only once the project has a commit
 * (seed 000 §5); the copy runs behind the progress dialog.
 */
export function useForkAction(project: Project) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { ensurePremium } = usePremiumGate();
  const clone = useCloneProject(project);
  const [dialog, setDialog] = useState<ForkDialogState>({ isOpen: false, startedAt: 0 });
  const hasCommit = project.currentCommitHash !== null;

  const startFork = () => {
    if (!user) {
      toast.info(MESSAGES.SIGN_IN_TO_FORK);
      navigate(authHref('/sign-up', forkReturnPath(project._id, project.platform)));
      return;
    }
    if (!hasCommit || clone.isPending) return;
    if (!ensurePremium()) return;
    setDialog({ isOpen: true, startedAt: Date.now() });
    clone.mutate(user.email, {
      onError: (error) => {
        setDialog((d) => ({ ...d, isOpen: false }));
        toast.error(errorMessage(error, MESSAGES.FORK_FAILED));
      },
    });
  };

  const handleDialogOpenChange = (isOpen: boolean) => {
    // The copy cannot be cancelled half-way: the dialog stays until it answers.
    if (!isOpen && clone.isPending) return;
    setDialog((d) => ({ ...d, isOpen }));
    if (!isOpen) clone.reset();
  };

  return {
    startFork,
    /** Signed-in users can fork only a project that has a commit; visitors are always sent to sign up. */
    isForkDisabled: user !== null && !hasCommit,
    dialog: {
      open: dialog.isOpen,
      onOpenChange: handleDialogOpenChange,
      startedAt: dialog.startedAt,
      forked: clone.data ?? null,
    },
  };
}
