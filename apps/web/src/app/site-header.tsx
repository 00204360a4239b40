import { Sparkles } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountMenu, authHref, useCurrentUser } from '@/features/auth';
import { useUpgradeDialog } from '@/features/billing';
import { cn } from '@/lib/cn';
import { useIsScrolled } from '@/lib/use-is-scrolled';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex h-8 items-center rounded-md px-3 text-[13px] font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60',
    isActive ? 'bg-zinc-900/5 text-zinc-900' : 'text-zinc-500 hover:text-zinc-900',
  );
}

/** Top navigation of home, projects and the not-found page. */
export function SiteHeader() {
  const { isLoading, isSignedIn, isPremium } = useCurrentUser();
  const { openUpgradeDialog } = useUpgradeDialog();
  const isScrolled = useIsScrolled();

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color] duration-200',
        isScrolled
          ? 'border-zinc-200/70 bg-zinc-50/80 backdrop-blur-md'
          : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-6">
        <div className="flex items-center gap-6">
          <Link
            to="/"
            aria-label="Kiln home"
            className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            <Logo />
          </Link>
          <nav aria-label="Main" className="flex items-center gap-1">
            <NavLink to="/projects" className={navLinkClass}>
              My projects
            </NavLink>
          </nav>
        </div>
        <div className="flex items-center gap-2">
          {isLoading ? (
            <Skeleton className="size-8 rounded-full" />
          ) : isSignedIn ? (
            <>
              {isPremium ? null : (
                <Button variant="ghost" size="sm" onClick={openUpgradeDialog}>
                  <Sparkles className="text-ember-600" /> Upgrade
                </Button>
              )}
              <AccountMenu />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={authHref('/sign-in', '/')}>Sign in</Link>
              </Button>
              <Button asChild variant="dark" size="sm">
                <Link to={authHref('/sign-up', '/')}>Get started</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
