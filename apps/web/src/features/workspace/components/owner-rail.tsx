import type { Project } from '@kiln/contracts';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/icon-button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { AiIntegrationsRailButton } from '@/features/ai-integrations';
import { AnalyticsRailButton } from '@/features/analytics';
import { AssetsRailButton } from '@/features/assets';
import { ComponentsRailButton } from '@/features/components';
import { FirebaseRailButton } from '@/features/firebase';
import { MapboxRailButton } from '@/features/mapbox';
import { InboxRailButton } from '@/features/resend';
import { SupabaseRailButton } from '@/features/supabase';
import { DocsLink } from './docs-link';
import { SettingsDialog } from './lazy-settings-dialog';
import { TokensButton } from './tokens-button';

export type OwnerRailProps = {
  project: Project | undefined;
  /** Seed 002 §2 'Assets (opens the images chat tab)'. */
  isAssetsOpen?: boolean;
  onOpenAssets?: () => void;
  /** Seed 002 §2 'Components (opens the components tab)': owners and visitors. */
  isComponentsOpen?: boolean;
  onOpenComponents?: () => void;
};

/**
 * Seed 002 §2: the owner's left icon sidebar, in the seed's order, with only the items whose feature
 * works today: the home logo, Supabase, Analytics, Mapbox, Firebase, AI Integrations, Assets,
 * Components, Documentation, Tokens and Settings, and the Inbox of the app's contact forms.
 * Visitors see only Assets (a read-only view of the app's pictures) and Components (seed 002 §2);
 * their home logo is the header's, so the page has one.
 */
export function OwnerRail({
  project,
  isAssetsOpen = false,
  onOpenAssets,
  isComponentsOpen = false,
  onOpenComponents,
}: OwnerRailProps) {
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  return (
    <nav
      aria-label="Workspace"
      className="hidden w-14 shrink-0 flex-col items-center gap-1 border-r border-zinc-200/80 bg-white py-3 md:flex"
    >
      {/* The home logo is the owner's (seed 002 §2); a non-owner has it in the header (seed 000 §2). */}
      {project?.isOwner ? (
        <SimpleTooltip content="Home" side="right">
          <Link
            to="/"
            aria-label="Home"
            className="mb-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            <LogoMark />
          </Link>
        </SimpleTooltip>
      ) : null}
      {project ? (
        <>
          {project.isOwner ? (
            <>
              <SupabaseRailButton project={project} side="right" className="text-zinc-500" />
              <AnalyticsRailButton project={project} side="right" className="text-zinc-500" />
              <MapboxRailButton project={project} side="right" className="text-zinc-500" />
              <FirebaseRailButton project={project} side="right" className="text-zinc-500" />
              <AiIntegrationsRailButton project={project} side="right" className="text-zinc-500" />
              <InboxRailButton webId={project._id} side="right" className="text-zinc-500" />
            </>
          ) : null}
          {onOpenAssets ? (
            <AssetsRailButton
              webId={project._id}
              isActive={isAssetsOpen}
              onOpen={onOpenAssets}
              isReadOnly={!project.isOwner}
              className="text-zinc-500"
            />
          ) : null}
          {onOpenComponents ? (
            <ComponentsRailButton
              isActive={isComponentsOpen}
              onOpen={onOpenComponents}
              className="text-zinc-500"
            />
          ) : null}
          {project.isOwner ? (
            <>
              {/* Documentation, Tokens and Settings sit at the foot of the rail, in the seed's order. */}
              <DocsLink side="right" className="mt-auto text-zinc-500" />
              <TokensButton projectId={project._id} side="right" className="text-zinc-500" />
              <IconButton
                label="Settings"
                side="right"
                className="text-zinc-500"
                onClick={() => setIsSettingsOpen(true)}
              >
                <Settings />
              </IconButton>
              <SettingsDialog project={project} open={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
            </>
          ) : null}
        </>
      ) : null}
    </nav>
  );
}
