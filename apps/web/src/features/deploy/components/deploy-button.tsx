import {
  DEPLOY_DURATION_TEXT,
  isDeploying,
  isPhaseInProgress,
  MESSAGES,
  type Phase,
  type Project,
} from '@kiln/contracts';
import { ExternalLink, Rocket } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { usePremiumGate } from '@/features/billing';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/time';
import { useDeployProject, useReportDeployFailure } from '../api';
import { deployButtonLabel } from '../deploy-labels';
import type { DeployResult } from './deploy-result-dialog';
import { DeployResultDialog } from './lazy-deploy-result-dialog';

export type DeployButtonProps = { project: Project };

function blockedReason(project: Project): string | null {
  // The server's own words (deploy/service.ts takenDownMessage), so the popover and a refusal agree.
  if (project.siteTakedown)
    return `The operator of this Kiln took this site down: ${project.siteTakedown.reason}. It cannot be deployed until they restore it.`;
  if (!project.currentCommitHash) return 'Your app is still being set up.';
  if (isPhaseInProgress(project.phase as Phase))
    return 'Deploy is available once the current generation finishes.';
  return null;
}

/** Whether the live site shows the current version (null: never deployed). */
export function publishState(project: Project): 'up-to-date' | 'update-available' | null {
  if (!project.prodLink || !project.deployedCommitHash) return null;
  return project.deployedCommitHash === project.currentCommitHash ? 'up-to-date' : 'update-available';
}

/**
 * Seed 000 §4: the owner's Deploy / Redeploy popover, with the result dialogs. Deployed, it says
 * whether the live site is the current version (issue 17 §3) and Redeploy leads only when it is not.
 * A deploy going on is shown from the server too (a reloaded workspace), and one click deploys once.
 */
export function DeployButton({ project }: DeployButtonProps) {
  const { ensurePremium } = usePremiumGate();
  const deploy = useDeployProject(project._id);
  const report = useReportDeployFailure(project._id);
  const [isOpen, setIsOpen] = useState(false);
  const [result, setResult] = useState<DeployResult | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Set before the request leaves: a second click in the same frame finds it. */
  const isSending = useRef(false);
  const isDeployed = Boolean(project.prodLink);
  const isBusy = deploy.isPending || isDeploying(project.deploymentStatus);
  const label = deployButtonLabel(isDeployed, isBusy);
  const blocked = blockedReason(project);
  const state = publishState(project);
  // The popover's action leads (primary) unless the live site already is the current version.
  const actionVariant = state === 'up-to-date' ? 'secondary' : 'primary';

  const handleDeploy = () => {
    if (isSending.current || isBusy || !ensurePremium()) return;
    isSending.current = true;
    const wasDeployed = isDeployed;
    deploy.mutate(undefined, {
      onSettled: () => {
        isSending.current = false;
      },
      onSuccess: (data) => {
        setIsOpen(false);
        setResult({ kind: 'success', wasDeployed, prodLink: data.prodLink });
      },
      onError: (error) => {
        setIsOpen(false);
        setResult({ kind: 'failure', wasDeployed, message: errorMessage(error, MESSAGES.INTERNAL) });
      },
    });
  };

  return (
    <>
      <Popover open={isOpen} onOpenChange={setIsOpen}>
        <PopoverTrigger asChild>
          <Button ref={triggerRef} size="sm" className="max-sm:w-8 max-sm:px-0">
            {isBusy ? <Spinner /> : <Rocket aria-hidden="true" />}
            <span className="max-sm:sr-only">{label}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="end"
          className="w-80"
          aria-label="Deploy"
          // The result dialog opens as the popover closes: the dialog places the focus, not the popover.
          onCloseAutoFocus={(event) => {
            if (result) event.preventDefault();
          }}
        >
          <div className="flex flex-col gap-3">
            <div>
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold text-zinc-900">
                  {isDeployed ? 'Your app is live' : 'Publish your app'}
                </p>
                {state ? (
                  <Badge variant={state === 'up-to-date' ? 'success' : 'ember'}>
                    {state === 'up-to-date' ? 'Up to date' : 'Update available'}
                  </Badge>
                ) : null}
              </div>
              <p className="mt-1 text-xs leading-relaxed text-zinc-500">
                {isDeployed
                  ? 'Redeploy to publish the current version. Visitors keep the live site until the new one is ready.'
                  : `Deploy builds the current version for production; it takes ${DEPLOY_DURATION_TEXT}.`}
              </p>
            </div>
            {project.prodLink ? (
              <a
                href={project.prodLink}
                target="_blank"
                rel="noreferrer"
                className="flex items-center gap-2 truncate rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-[13px] font-medium text-zinc-800 hover:bg-zinc-100"
              >
                <ExternalLink className="size-3.5 shrink-0 text-zinc-500" aria-hidden="true" />
                <span className="truncate">{project.prodLink}</span>
              </a>
            ) : null}
            {project.deployedCommitHash && project.deployedAt ? (
              <p className="text-xs text-zinc-500">
                Live version{' '}
                <code className="font-mono text-zinc-700">{project.deployedCommitHash.slice(0, 7)}</code>,
                deployed <time dateTime={project.deployedAt}>{formatRelativeTime(project.deployedAt)}</time>
                {state === 'update-available' ? '. The current version is not live yet.' : '.'}
              </p>
            ) : null}
            {blocked ? (
              <p role={project.siteTakedown ? 'alert' : undefined} className="text-xs text-amber-700">
                {blocked}
              </p>
            ) : null}
            <Button onClick={handleDeploy} variant={actionVariant} disabled={isBusy || Boolean(blocked)}>
              {isBusy ? <Spinner /> : <Rocket aria-hidden="true" />}
              {label}
            </Button>
          </div>
        </PopoverContent>
      </Popover>
      {result ? (
        <DeployResultDialog
          result={result}
          onClose={() => setResult(null)}
          onContactSupport={(message) => report.mutate(message, { onSuccess: () => setResult(null) })}
          isContacting={report.isPending}
          returnFocusRef={triggerRef}
        />
      ) : null}
    </>
  );
}
