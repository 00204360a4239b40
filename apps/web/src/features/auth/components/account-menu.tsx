import { FolderOpen, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSignOut } from '../hooks/use-auth-actions';
import { useCurrentUser } from '../hooks/use-current-user';
import { initialsOf } from '../initials';

/**
 * The signed-in user's avatar with their plan, My projects, the account page, the operator console
 * (admins only) and Sign out.
 */
export function AccountMenu() {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isTooltipOpen, setIsTooltipOpen] = useState(false);
  if (!user) return null;

  const handleSignOut = () => signOut.mutate();

  return (
    <DropdownMenu open={isMenuOpen} onOpenChange={setIsMenuOpen}>
      {/* The tooltip stays quiet while the menu is open, so it never sits on top of it. */}
      <Tooltip open={isTooltipOpen && !isMenuOpen} onOpenChange={setIsTooltipOpen}>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger
            aria-label="Account menu"
            className="inline-flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-zinc-700 to-zinc-900 text-[11px] font-semibold tracking-wide text-white ring-offset-2 outline-none hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            {initialsOf(user.name, user.email)}
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent side="bottom">Account</TooltipContent>
      </Tooltip>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-sm font-medium text-zinc-900">{user.name}</span>
            <Badge variant={user.isPremium ? 'ember' : 'neutral'}>
              {user.isPremium ? 'Premium' : 'Free'}
            </Badge>
          </div>
          <div className="truncate text-xs font-normal text-zinc-500">{user.email}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/projects">
            <FolderOpen /> My projects
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <KeyRound /> Account and access tokens
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck /> Operator console
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={handleSignOut} disabled={signOut.isPending}>
          <LogOut /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
