import type { AdminUser, AdminUserAction } from '@kiln/contracts';
import { Ban, CircleCheck, Crown, LogOut, MoreHorizontal, Shield, ShieldOff, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useUpdateAdminUser } from '../hooks/use-admin-mutations';
import { GrantPremiumDialog } from './grant-premium-dialog';

type OpenDialog = 'grant' | 'disable' | null;

/** One account's actions; Grant premium and Disable ask first, the rest happen at once. */
export function UserActionsMenu({ user }: { user: AdminUser }) {
  const update = useUpdateAdminUser();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const run = (action: AdminUserAction, until?: string) =>
    update.mutate({ user, action, until }, { onSuccess: () => setOpenDialog(null) });
  // The dialogs open from a menu item that is gone by the time they close: the focus returns to the
  // row's menu button instead.
  const handleCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
  const handleDialogChange = (open: boolean) => {
    if (!open) setOpenDialog(null);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={triggerRef}
          aria-label={`Actions for ${user.email}`}
          disabled={update.isPending}
          className="inline-flex size-8 items-center justify-center rounded-lg text-zinc-500 outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60 disabled:opacity-50 data-[state=open]:bg-zinc-100"
        >
          <MoreHorizontal className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {user.isPremium ? (
            <DropdownMenuItem onSelect={() => run('remove-premium')}>
              <Crown /> Remove premium
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setOpenDialog('grant')}>
              <Sparkles /> Grant premium…
            </DropdownMenuItem>
          )}
          {user.isAdmin ? (
            <DropdownMenuItem onSelect={() => run('remove-admin')}>
              <ShieldOff /> Remove admin
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => run('make-admin')}>
              <Shield /> Make admin
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => run('revoke-sessions')}>
            <LogOut /> Sign out everywhere
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {user.disabledAt ? (
            <DropdownMenuItem onSelect={() => run('enable')}>
              <CircleCheck /> Enable
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem variant="destructive" onSelect={() => setOpenDialog('disable')}>
              <Ban /> Disable…
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <GrantPremiumDialog
        user={user}
        open={openDialog === 'grant'}
        onOpenChange={handleDialogChange}
        onGrant={(until) => run('grant-premium', until)}
        isPending={update.isPending}
        onCloseAutoFocus={handleCloseAutoFocus}
      />
      <ConfirmDialog
        open={openDialog === 'disable'}
        onOpenChange={handleDialogChange}
        title={`Disable ${user.email}?`}
        description="They are signed out everywhere and cannot sign in until enabled."
        cancelLabel="Cancel"
        confirmLabel="Disable"
        pendingLabel="Disabling…"
        isPending={update.isPending}
        onConfirm={() => run('disable')}
        onCloseAutoFocus={handleCloseAutoFocus}
      />
    </>
  );
}
