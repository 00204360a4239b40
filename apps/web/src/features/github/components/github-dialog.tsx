import type { Project } from '@kiln/contracts';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useGithubLink } from '../hooks/use-github-link';
import { GithubMark } from './github-mark';
import { LinkStep, type LinkStepState } from './link-step';
import { RepoNameForm } from './repo-name-form';
import { RepoSyncPanel } from './repo-sync-panel';

export type GithubDialogProps = {
  project: Project;
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Export waits while a generation runs (seed 000 §4). */
  isBusy: boolean;
};

const ORDER = ['install', 'authorize', 'export'] as const;

function stateOf(step: (typeof ORDER)[number], current: string, isWaiting: boolean): LinkStepState {
  const at = ORDER.indexOf(current as (typeof ORDER)[number]);
  const mine = ORDER.indexOf(step);
  if (at === -1 || mine > at) return 'upcoming';
  if (mine < at) return 'done';
  return isWaiting ? 'waiting' : 'current';
}

/** Seed 000 §2's repository link dialog: install the app, authorise, then create or sync. */
export function GithubDialog({ project, email, open, onOpenChange, isBusy }: GithubDialogProps) {
  const link = useGithubLink(project, email, open);
  const { step, popupKind } = link;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-zinc-900 text-white">
            <GithubMark className="size-5" />
          </span>
          <DialogTitle>Export to GitHub</DialogTitle>
          <DialogDescription>
            Push this project's code to a repository in your personal GitHub account, and sync it after each
            change.
          </DialogDescription>
        </DialogHeader>

        {step === 'unavailable' ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {link.unavailableMessage}
          </p>
        ) : step === 'loading' ? (
          <div className="flex justify-center py-6" role="status" aria-label="Checking your GitHub link">
            <Spinner />
          </div>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Steps">
            <LinkStep
              index={1}
              title="Install the Kiln app"
              description="On your personal account. Organisations are not supported."
              state={stateOf('install', step, popupKind === 'install')}
              action={
                step === 'install' ? (
                  <Button size="sm" variant="dark" onClick={link.install} disabled={popupKind === 'install'}>
                    Install
                  </Button>
                ) : null
              }
            />
            <LinkStep
              index={2}
              title="Connect your GitHub account"
              description="Lets Kiln create the repository and push for you."
              state={stateOf('authorize', step, popupKind === 'authorize')}
              action={
                step === 'authorize' ? (
                  <Button
                    size="sm"
                    variant="dark"
                    onClick={link.authorize}
                    disabled={popupKind === 'authorize'}
                  >
                    Connect
                  </Button>
                ) : null
              }
            />
            <LinkStep
              index={3}
              title={link.isLinked ? 'Sync the repository' : 'Create the repository'}
              description={
                link.isLinked
                  ? 'Pushes the current version to the linked repository.'
                  : 'A new repository with your code, or an empty one you already have.'
              }
              state={stateOf('export', step, link.isExporting)}
              action={
                step === 'export' && link.isLinked ? (
                  <Button
                    size="sm"
                    variant="primary"
                    onClick={link.exportRepo}
                    disabled={link.isExporting || isBusy}
                  >
                    {link.isExporting ? 'Pushing...' : 'Sync'}
                  </Button>
                ) : null
              }
            />
          </ol>
        )}
        {step === 'export' && !link.isLinked ? (
          <RepoNameForm
            repoName={link.repoName}
            onRepoNameChange={link.setRepoName}
            nameError={link.nameError}
            failure={link.failure}
            onCreate={link.exportRepo}
            onLink={link.linkRepo}
            isExporting={link.isExporting}
            disabled={isBusy}
          />
        ) : null}
        {step === 'export' && link.isLinked ? (
          <>
            {link.failure?.recovery === 'pull' ? (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-[13px] leading-5 text-amber-900">
                {link.failure.message}. GitHub has commits this project does not: pull them first, then sync.
              </p>
            ) : null}
            <RepoSyncPanel
              branch={link.branch}
              onBranchChange={link.setBranch}
              onPull={link.pull}
              isPulling={link.isPulling}
              pushState={link.pushState}
              disabled={isBusy}
            />
          </>
        ) : null}

        {project.githubRepoUrl ? (
          <a
            href={project.githubRepoUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 truncate text-sm font-medium text-ember-700 underline-offset-4 hover:underline"
          >
            <GithubMark className="size-4 shrink-0" />
            <span className="truncate">{project.githubRepoUrl.replace(/^https?:\/\//, '')}</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
        ) : null}
        {isBusy ? (
          <p className="text-[13px] text-zinc-500">
            Export is available once the current generation finishes.
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
