import type { Project } from '@kiln/contracts';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { useCurrentUser } from '@/features/auth';
import { SupabaseDialog } from './lazy-supabase-dialog';
import { SupabaseMark } from './supabase-mark';

export type SupabaseRailButtonProps = { project: Project } & Pick<IconButtonProps, 'side' | 'className'>;

/** Seed 002 §2 sidebar item "Supabase": opens the Supabase Integration dialog. */
export function SupabaseRailButton({ project, side, className }: SupabaseRailButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { user, isPremium } = useCurrentUser();
  return (
    <>
      <IconButton label="Supabase" side={side} className={className} onClick={() => setIsOpen(true)}>
        <SupabaseMark />
      </IconButton>
      {user ? (
        <SupabaseDialog
          project={project}
          email={user.email}
          isPremium={isPremium}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      ) : null}
    </>
  );
}
