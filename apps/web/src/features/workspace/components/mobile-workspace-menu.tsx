import type { Project } from '@kiln/contracts';
import { BarChart3, BookOpen, Component, Database, Gauge, ImageIcon, Menu, Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AnalyticsDialog } from '@/features/analytics';
import { useCurrentUser } from '@/features/auth';
import { SupabaseDialog } from '@/features/supabase';
import { TokenUsageDialog } from '@/features/tokens';
import { DOCS_PATH } from './docs-link';
import { SettingsDialog } from './lazy-settings-dialog';

export type MobileWorkspaceMenuProps = {
  project: Project;
  /** Opens the Asset Editor (the rail's Assets); owners only, like the rail. */
  onOpenAssets?: () => void;
  /** Opens the components tab (the rail's Components); owners and visitors, like the rail. */
  onOpenComponents?: () => void;
};

type OpenDialog = 'supabase' | 'analytics' | 'tokens' | 'settings' | null;

/**
 * Under 768 px the left rail folds away; its items move into this header menu, in the same order and
 * for the same viewers: Supabase, Analytics, Documentation, Tokens and Settings for the owner, Assets
 * and Components for everyone the rail offers them to.
 */
export function MobileWorkspaceMenu({ project, onOpenAssets, onOpenComponents }: MobileWorkspaceMenuProps) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const handleOpenChange = (dialog: Exclude<OpenDialog, null>) => (open: boolean) =>
    setOpenDialog(open ? dialog : null);
  const { isOwner } = project;
  const { user, isPremium } = useCurrentUser();
  if (!isOwner && !onOpenAssets && !onOpenComponents) return null;

  return (
    <div className="md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Workspace menu">
            <Menu />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {isOwner ? (
            <>
              <DropdownMenuItem onSelect={() => setOpenDialog('supabase')}>
                <Database aria-hidden="true" />
                Supabase
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpenDialog('analytics')}>
                <BarChart3 aria-hidden="true" />
                Analytics
              </DropdownMenuItem>
            </>
          ) : null}
          {onOpenAssets ? (
            <DropdownMenuItem onSelect={onOpenAssets}>
              <ImageIcon aria-hidden="true" />
              Assets
            </DropdownMenuItem>
          ) : null}
          {onOpenComponents ? (
            <DropdownMenuItem onSelect={onOpenComponents}>
              <Component aria-hidden="true" />
              Components
            </DropdownMenuItem>
          ) : null}
          {isOwner ? (
            <>
              <DropdownMenuItem asChild>
                <a href={DOCS_PATH} target="_blank" rel="noopener">
                  <BookOpen aria-hidden="true" />
                  Documentation
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpenDialog('tokens')}>
                <Gauge aria-hidden="true" />
                Tokens
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpenDialog('settings')}>
                <Settings aria-hidden="true" />
                Settings
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {isOwner ? (
        <>
          {user ? (
            <SupabaseDialog
              project={project}
              email={user.email}
              isPremium={isPremium}
              open={openDialog === 'supabase'}
              onOpenChange={handleOpenChange('supabase')}
            />
          ) : null}
          <AnalyticsDialog
            project={project}
            open={openDialog === 'analytics'}
            onOpenChange={handleOpenChange('analytics')}
          />
          <TokenUsageDialog
            projectId={project._id}
            open={openDialog === 'tokens'}
            onOpenChange={handleOpenChange('tokens')}
          />
          <SettingsDialog
            project={project}
            open={openDialog === 'settings'}
            onOpenChange={handleOpenChange('settings')}
          />
        </>
      ) : null}
    </div>
  );
}
