import type { Project } from '@kiln/contracts';
import { Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { MapboxDialog } from './lazy-mapbox-dialog';

export type MapboxRailButtonProps = { project: Project } & Pick<IconButtonProps, 'side' | 'className'>;

/** Seed 002 §2 sidebar item "Mapbox": opens the Mapbox dialog. */
export function MapboxRailButton({ project, side, className }: MapboxRailButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <IconButton label="Mapbox" side={side} className={className} onClick={() => setIsOpen(true)}>
        <MapIcon />
      </IconButton>
      <MapboxDialog project={project} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
