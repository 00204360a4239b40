import type { Project } from '@kiln/contracts';
import { GitFork, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { authHref, useCurrentUser } from '@/features/auth';
import { useForkAction } from '../hooks/use-fork-action';
import { ForkDialog } from './lazy-fork-dialog';

export type VisitorActionsProps = { project: Project; showLogIn: boolean; showFork: boolean };

/** Log In (signed out) and Fork Project (anyone but the owner). */
export function VisitorActions({ project, showLogIn, showFork }: VisitorActionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { isSignedIn } = useCurrentUser();
  const fork = useForkAction(project);

  // Back from signing up to fork (`from=fork`): carry on with the fork once, then drop the marker.
  const startForkRef = useRef(fork.startFork);
  useEffect(() => {
    startForkRef.current = fork.startFork;
  });
  const isFromFork = searchParams.get('from') === 'fork';
  useEffect(() => {
    if (!isFromFork || !isSignedIn) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('from');
        return next;
      },
      { replace: true },
    );
    if (showFork) startForkRef.current();
  }, [isFromFork, isSignedIn, showFork, setSearchParams]);

  const handleLogIn = () => navigate(authHref('/sign-in', `${location.pathname}${location.search}`));

  const forkButton = (
    <Button
      variant="primary"
      size="sm"
      onClick={fork.startFork}
      disabled={fork.isForkDisabled}
      className="max-sm:w-8 max-sm:px-0"
    >
      <GitFork aria-hidden="true" />
      <span className="max-sm:sr-only">Fork Project</span>
    </Button>
  );

  return (
    <>
      {showLogIn ? (
        <Button variant="secondary" size="sm" onClick={handleLogIn}>
          <LogIn aria-hidden="true" /> Log In
        </Button>
      ) : null}
      {showFork ? (
        fork.isForkDisabled ? (
          <SimpleTooltip content="You can fork once the first version is built">
            <span className="inline-flex">{forkButton}</span>
          </SimpleTooltip>
        ) : (
          forkButton
        )
      ) : null}
      <ForkDialog {...fork.dialog} projectName={project.projectName} platform={project.platform} />
    </>
  );
}
