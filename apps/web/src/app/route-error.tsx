import { RotateCw } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

/** Last line of defence: a render error anywhere below the router. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-zinc-50 px-6 text-center">
      <Logo />
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-zinc-500">
          An unexpected error stopped this page. Reloading usually fixes it.
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="secondary">
          <Link to="/" reloadDocument>
            Go home
          </Link>
        </Button>
        <Button variant="primary" onClick={() => window.location.reload()}>
          <RotateCw /> Reload
        </Button>
      </div>
    </div>
  );
}
