import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export const OPERATORS_ONLY_MESSAGE = 'This page is for the operators of this Kiln.';

/** What a signed-in account that is not an admin sees at /admin. */
export function OperatorsOnly() {
  return (
    <div className="flex flex-1 items-center justify-center px-6 py-24">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-xl border border-zinc-200 bg-white shadow-card">
          <ShieldAlert aria-hidden="true" className="size-5 text-zinc-400" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-zinc-900">Operators only</h1>
        <p className="mt-2 text-sm text-zinc-500">{OPERATORS_ONLY_MESSAGE}</p>
        <Button asChild variant="primary" className="mt-8">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}
