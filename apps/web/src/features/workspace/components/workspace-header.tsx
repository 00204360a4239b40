import type { Project } from '@kiln/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { AccountMenu, useCurrentUser } from '@/features/auth';
import { useUpgradeDialog } from '@/features/billing';
import { DeployButton } from '@/features/deploy';
import { GithubButton } from '@/features/github';
import { DownloadButton, ShareDialog } from '@/features/sharing';
import { FeedbackDialog, LiveSupportDialog } from '@/features/support';
import { cn } from '@/lib/cn';
import { headerActionsFor } from '../header-actions';
import { DuplicateButton } from './duplicate-button';
import { FavouriteButton } from './favourite-button';
import { MobileWorkspaceMenu } from './mobile-workspace-menu';
import { ProjectTitle } from './project-title';
import { VisitorActions } from './visitor-actions';

export type WorkspaceHeaderProps = {
  project: Project;
  /** The rail's Assets, offered in the phone menu (the rail folds away under 768 px). */
  onOpenAssets?: () => void;
  /** The rail's Components, offered in the phone menu. */
  onOpenComponents?: () => void;
};

/** Seed 000 §2 header, with each action shown to the viewers seed 000 §6 allows. */
export function WorkspaceHeader({ project, onOpenAssets, onOpenComponents }: WorkspaceHeaderProps) {
  const { isSignedIn, isPremium } = useCurrentUser();
  const { openUpgradeDialog } = useUpgradeDialog();
  const actions = headerActionsFor({ isOwner: project.isOwner, isSignedIn, isPremium });

  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-4 border-b border-zinc-200/80 bg-white px-3">
      <div className="flex min-w-0 items-center gap-2">
        {/* Owners have the home logo in the left rail; under 768 px the rail folds away, so it lives here. */}
        <div className={cn('flex items-center', !actions.logo && 'md:hidden')}>
          <SimpleTooltip content="Kiln home">
            <Link
              to="/"
              aria-label="Kiln home"
              className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
            >
              <LogoMark />
            </Link>
          </SimpleTooltip>
          <Separator orientation="vertical" className="mx-3" />
        </div>
        <ProjectTitle project={project} canRename={actions.rename} />
        {actions.favourite ? <FavouriteButton project={project} /> : null}
        {/* On a phone the name comes first: copying and downloading wait for a wider screen. */}
        {actions.duplicate ? (
          <div className="contents max-sm:hidden">
            <DuplicateButton project={project} />
          </div>
        ) : null}
      </div>

      <div className="flex shrink-0 items-center gap-1.5">
        {/* A phone has room for the name and the essentials; support and feedback wait for a wider screen. */}
        <div className="flex items-center gap-1.5 max-sm:hidden">
          {actions.liveSupport ? <LiveSupportDialog projectId={project._id} /> : null}
          {actions.feedback ? <FeedbackDialog projectId={project._id} /> : null}
          {project.isOwner ? <GithubButton project={project} /> : null}
        </div>
        {actions.download ? (
          <div className="contents max-sm:hidden">
            <DownloadButton project={project} />
          </div>
        ) : null}
        {actions.share ? <ShareDialog project={project} /> : null}
        {actions.upgrade ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={openUpgradeDialog}
            className="ml-1 max-sm:w-8 max-sm:px-0"
          >
            <Sparkles aria-hidden="true" className="text-ember-600" />
            <span className="max-sm:sr-only">Upgrade Plan</span>
          </Button>
        ) : null}
        <VisitorActions project={project} showLogIn={actions.logIn} showFork={actions.fork} />
        {project.isOwner ? <DeployButton project={project} /> : null}
        <MobileWorkspaceMenu
          project={project}
          onOpenAssets={onOpenAssets}
          onOpenComponents={onOpenComponents}
        />
        {actions.account ? (
          <div className="ml-1.5 flex items-center">
            <AccountMenu />
          </div>
        ) : null}
      </div>
    </header>
  );
}
