import type { IconName } from '../../content';
import { type AppLanguage, SHARED_COPY } from '../../locale';
import type { NavLink } from '../types';
import { navLinksConst } from './layout';
import { attr, iconImport, jsxText } from './ts-literal';

/**
 * The layout of a tool rather than a website: a sidebar on desktop that becomes a slide-out menu
 * on phones, and a slim top bar. NAV_LINKS carries an icon per entry.
 */
export function appLayout({
  name,
  icon,
  nav,
  subtitle,
  language = 'en',
}: {
  name: string;
  icon: IconName;
  nav: NavLink[];
  subtitle: string;
  language?: AppLanguage;
}): string {
  const { mainNav, openMenu } = SHARED_COPY[language];
  const icons = [icon, 'Menu', ...nav.map((link) => link.icon ?? 'Circle')];
  return `${iconImport(icons)}
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';

${navLinksConst(nav.map((link) => ({ ...link, icon: link.icon ?? 'Circle' })))}

function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2.5 font-semibold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <${icon} className="size-4" aria-hidden="true" />
      </span>
      ${jsxText(name)}
    </Link>
  );
}

function Navigation() {
  return (
    <nav aria-label=${attr(mainNav)} className="flex flex-col gap-1">
      {NAV_LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/'}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              isActive ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )
          }
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A block body: the effect must return nothing (newer browsers' scrollTo returns a promise).
  // A new page also closes the phone menu it was picked from.
  useEffect(() => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [pathname]);
  const current = NAV_LINKS.find((link) => link.to === pathname)?.label;

  return (
    <div className="min-h-svh bg-muted/30 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r bg-background lg:flex lg:flex-col lg:gap-8 lg:px-4 lg:py-6">
        <Brand />
        <Navigation />
        <p className="mt-auto px-3 text-xs text-muted-foreground">${jsxText(subtitle)}</p>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b bg-background/80 px-4 backdrop-blur sm:px-6">
          <div className="lg:hidden">
            <Brand />
          </div>
          <p className="hidden text-sm font-medium lg:block">{current}</p>
          <div className="flex items-center gap-2">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label=${attr(openMenu)}>
                  <Menu />
                </Button>
              </SheetTrigger>
              <SheetContent side="left">
                <SheetHeader>
                  <SheetTitle>${jsxText(name)}</SheetTitle>
                </SheetHeader>
                <div className="px-4">
                  <Navigation />
                </div>
              </SheetContent>
            </Sheet>
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
`;
}
