import type { Project } from '@kiln/contracts';
import { BookOpen, Gauge, Menu, Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TokenUsageDialog } from '@/features/tokens';
import { DOCS_PATH } from './docs-link';
import { SettingsDialog } from './settings-dialog';

export type MobileWorkspaceMenuProps = { project: Project };

type OpenDialog = 'tokens' | 'settings' | null;

/** Under 768 px the left rail folds away; its items move into this header menu, in the same order. */
export function MobileWorkspaceMenu({ project }: MobileWorkspaceMenuProps) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const handleOpenChange = (dialog: Exclude<OpenDialog, null>) => (open: boolean) =>
    setOpenDialog(open ? dialog : null);

  return (
    <div className="md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Workspace menu">
            <Menu />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
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
        </DropdownMenuContent>
      </DropdownMenu>
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
    </div>
  );
}
