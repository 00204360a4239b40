import type { DomainCopy, IconName } from '../../content';
import { type AppLanguage, SHARED_COPY } from '../../locale';
import type { NavLink, RecipePlan } from '../types';
import { attr, iconImport, jsxText, lit } from './ts-literal';

/** The nav array lives in one place, as data, so adding a page is adding one line to it. */
export function navLinksConst(links: NavLink[], name = 'NAV_LINKS'): string {
  const entries = links.map((link) =>
    lit(
      link.icon
        ? { to: link.to, label: link.label, icon: `@@${link.icon}` }
        : { to: link.to, label: link.label },
    ).replace(/'@@(\w+)'/g, '$1'),
  );
  // One entry per line, always: adding a page is adding a line.
  return `const ${name} = [\n${entries.map((entry) => `  ${entry},`).join('\n')}\n];`;
}

export function siteHeader({
  name,
  icon,
  nav,
  action,
  language = 'en',
}: {
  name: string;
  icon: IconName;
  nav: NavLink[];
  action?: RecipePlan['headerAction'];
  language?: AppLanguage;
}): string {
  const { mainNav, openMenu, site } = SHARED_COPY[language];
  const imports = [
    iconImport([icon, 'Menu']),
    `import { Link, NavLink } from 'react-router';`,
    `import { Button } from '@/components/ui/button';`,
    `import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';`,
    `import { cn } from '@/lib/utils';`,
    ...(action?.imports ?? []),
  ];
  return `${imports.join('\n')}

${navLinksConst(nav)}

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5 font-semibold tracking-tight">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <${icon} className="size-4" aria-hidden="true" />
          </span>
          <span className="text-lg">${jsxText(name)}</span>
        </Link>

        <nav aria-label=${attr(mainNav)} className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={link.to.includes('#') ? linkClass({ isActive: false }) : linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
${action ? `          ${action.jsx}\n` : ''}          <Sheet>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label=${attr(openMenu)}>
                <Menu />
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetHeader>
                <SheetTitle>${jsxText(name)}</SheetTitle>
              </SheetHeader>
              <nav aria-label=${attr(site.mobileNav)} className="flex flex-col gap-1 px-4">
                {NAV_LINKS.map((link) => (
                  <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
                    {link.label}
                  </NavLink>
                ))}
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
`;
}

export function siteFooter({
  name,
  icon,
  description,
  nav,
  contact,
  language = 'en',
}: {
  name: string;
  icon: IconName;
  description: string;
  nav: NavLink[];
  contact: DomainCopy['contact'];
  language?: AppLanguage;
}): string {
  const { site } = SHARED_COPY[language];
  return `${iconImport([icon, 'Mail', 'MapPin', 'Phone'])}
import { Link } from 'react-router';

${navLinksConst(
  nav.map(({ to, label }) => ({ to, label })),
  'FOOTER_LINKS',
)}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1.5fr]">
        <div className="space-y-3">
          <Link to="/" className="flex items-center gap-2 font-semibold">
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <${icon} className="size-3.5" aria-hidden="true" />
            </span>
            ${jsxText(name)}
          </Link>
          <p className="max-w-sm text-sm text-muted-foreground">${jsxText(description)}</p>
        </div>
        <nav aria-label=${attr(site.footerNav)}>
          <h2 className="text-sm font-semibold">${jsxText(site.explore)}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground transition-colors hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="space-y-2 text-sm not-italic">
          <h2 className="font-semibold">${jsxText(site.getInTouch)}</h2>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Mail className="size-4" aria-hidden="true" />
            <a href="mailto:${contact.email}" className="hover:text-foreground">${contact.email}</a>
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Phone className="size-4" aria-hidden="true" />
            ${jsxText(contact.phone)}
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            ${jsxText(contact.address)}
          </p>
        </address>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {year} ${jsxText(name)}. ${jsxText(site.rights)}
        </p>
      </div>
    </footer>
  );
}
`;
}

/** Scrolls to the top on a new page and to the section on a `#hash` link, as a visitor expects. */
export const SCROLL_RESTORATION = `function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}`;

export function siteLayout(language: AppLanguage = 'en'): string {
  return `import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

${SCROLL_RESTORATION}

export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        ${jsxText(SHARED_COPY[language].site.skipToContent)}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
`;
}
