import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex flex-1 items-center justify-center px-6 pb-24">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-xl border border-zinc-200 bg-white shadow-card">
          <Compass className="size-5 text-zinc-400" />
        </span>
        <p className="mt-6 font-mono text-xs font-medium tracking-widest text-ember-700">404</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900">Page not found</h1>
        <p className="mt-2 text-sm text-zinc-500">The page you’re looking for doesn’t exist or has moved.</p>
        <div className="mt-8 flex gap-2">
          <Button asChild variant="secondary">
            <Link to="/projects">My projects</Link>
          </Button>
          <Button asChild variant="primary">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
