import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  const { pathname } = useLocation();

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="max-w-sm text-muted-foreground">
          Nothing lives at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{pathname}</code> yet.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/">
          <ArrowLeft />
          Back home
        </Link>
      </Button>
    </main>
  );
}
