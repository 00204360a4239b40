import type { Project } from '@kiln/contracts';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/icon-button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { SettingsDialog } from './settings-dialog';

export type OwnerRailProps = { project: Project | undefined };

/**
 * Seed 002 §2: the owner's left icon sidebar, in the seed's order, with only the items whose feature
 * works today: the home logo and Settings. Supabase, Analytics, Mapbox, Firebase, AI Integrations,
 * Assets, Components, Documentation and Tokens join as their issues land, never as dead buttons.
 */
export function OwnerRail({ project }: OwnerRailProps) {
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  return (
    <nav
      aria-label="Workspace"
      className="hidden w-14 shrink-0 flex-col items-center gap-1 border-r border-zinc-200/80 bg-white py-3 md:flex"
    >
      <SimpleTooltip content="Home" side="right">
        <Link
          to="/"
          aria-label="Home"
          className="mb-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <LogoMark />
        </Link>
      </SimpleTooltip>
      {project ? (
        <>
          <IconButton
            label="Settings"
            side="right"
            className="mt-auto text-zinc-500"
            onClick={() => setIsSettingsOpen(true)}
          >
            <Settings />
          </IconButton>
          <SettingsDialog project={project} open={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
        </>
      ) : null}
    </nav>
  );
}
