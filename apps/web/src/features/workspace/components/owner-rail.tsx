import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { SimpleTooltip } from '@/components/ui/tooltip';

/** Seed 002 §2: the owner's left icon sidebar, starting with the home logo. */
export function OwnerRail() {
  return (
    <nav
      aria-label="Workspace"
      className="hidden w-14 shrink-0 flex-col items-center border-r border-zinc-200/80 bg-white py-3 md:flex"
    >
      <SimpleTooltip content="Home" side="right">
        <Link
          to="/"
          aria-label="Home"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <LogoMark />
        </Link>
      </SimpleTooltip>
    </nav>
  );
}
