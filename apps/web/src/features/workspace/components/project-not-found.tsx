import { MESSAGES } from '@kiln/contracts';
import { SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { authHref, useCurrentUser } from '@/features/auth';

/** A missing project, or a private one the viewer may not see: the server answers 404 to both. */
export function ProjectNotFound() {
  const { isSignedIn } = useCurrentUser();
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50">
      <header className="flex h-14 items-center px-4">
        <Link
          to="/"
          aria-label="Kiln home"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <div className="flex max-w-md flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl border border-zinc-200 bg-white shadow-card">
            <SearchX className="size-5 text-zinc-400" />
          </span>
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-zinc-900">
            {MESSAGES.PROJECT_NOT_FOUND}
          </h1>
          <p className="mt-2 text-sm leading-relaxed text-zinc-500">
            This project doesn’t exist, or it is private and only its owner can open it.
            {isSignedIn ? null : ' If it is yours, log in to see it.'}
          </p>
          <div className="mt-8 flex gap-2">
            {isSignedIn ? (
              <Button asChild variant="secondary">
                <Link to="/projects">My projects</Link>
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link to={authHref('/sign-in', `${location.pathname}${location.search}`)}>Log In</Link>
              </Button>
            )}
            <Button asChild variant="primary">
              <Link to="/">Start a new project</Link>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
