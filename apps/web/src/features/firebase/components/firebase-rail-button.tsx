import type { Project } from '@kiln/contracts';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { FirebaseMark } from './firebase-mark';
import { FirebaseDialog } from './lazy-firebase-dialog';

export type FirebaseRailButtonProps = { project: Project } & Pick<IconButtonProps, 'side' | 'className'>;

/** Seed 002 §2 sidebar item "Firebase": opens the Firebase Integration dialog. */
export function FirebaseRailButton({ project, side, className }: FirebaseRailButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <IconButton label="Firebase" side={side} className={className} onClick={() => setIsOpen(true)}>
        <FirebaseMark />
      </IconButton>
      <FirebaseDialog project={project} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
