import type { Project, Version } from '@kiln/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { VersionHistory } from '@/features/versions';

export type VisitorHistoryButtonProps = {
  project: Project;
  previewedCommit: string | null;
  onPreview: (version: Version) => void;
  onExitPreview: () => void;
};

/** Visitors have no left panel, but may preview versions too (seed 000 §6): the history in a popover. */
export function VisitorHistoryButton({
  project,
  previewedCommit,
  onPreview,
  onExitPreview,
}: VisitorHistoryButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <SimpleTooltip content="Version History" side="left">
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Version History">
            <History />
          </Button>
        </PopoverTrigger>
      </SimpleTooltip>
      <PopoverContent
        align="end"
        className="flex max-h-[70vh] w-[380px] max-w-[calc(100vw-1.5rem)] flex-col p-0"
      >
        <h2 className="border-b border-zinc-100 px-4 py-3 text-sm font-semibold text-zinc-900">
          Version History
        </h2>
        <div className="min-h-0 overflow-y-auto">
          {isOpen ? (
            <VersionHistory
              project={project}
              previewedCommit={previewedCommit}
              onPreview={(version) => {
                onPreview(version);
                setIsOpen(false);
              }}
              onExitPreview={() => {
                onExitPreview();
                setIsOpen(false);
              }}
            />
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
