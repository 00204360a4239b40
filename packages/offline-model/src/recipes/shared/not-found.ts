import { type AppLanguage, SHARED_COPY } from '../../locale';
import { jsxText } from './ts-literal';

/** The 404 page in the app's language (the template's is English). */
export function notFoundPage(language: AppLanguage): string {
  const { title, nothingAt, yet, backHome } = SHARED_COPY[language].notFound;
  const after = yet.startsWith('.') ? jsxText(yet) : ` ${jsxText(yet)}`;
  return `import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  const { pathname } = useLocation();

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">${jsxText(title)}</h1>
        <p className="max-w-sm text-muted-foreground">
          ${jsxText(nothingAt)}{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{pathname}</code>${after}
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/">
          <ArrowLeft />
          ${jsxText(backHome)}
        </Link>
      </Button>
    </main>
  );
}
`;
}
