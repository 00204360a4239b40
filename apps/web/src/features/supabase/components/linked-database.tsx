import type { SupabaseProject } from '@kiln/contracts';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { regionLabel } from './region-label';

const dashboardUrl = (ref: string) => `https://supabase.com/dashboard/project/${encodeURIComponent(ref)}`;

export type LinkedDatabaseProps = {
  linked: SupabaseProject;
  /** Whether the owner is signed in to Supabase: without it Kiln knows the database only by its ref. */
  isConnected: boolean;
  isBusy: boolean;
  isUnlinking: boolean;
  onUnlink: () => void;
  /** Signs in to Supabase: offered while the database is known only by its ref and the owner is signed out. */
  onConnect?: () => void;
};

/** What is known of the database under its name: its region, that it is self-hosted, or why not more. */
function describe(linked: SupabaseProject, isConnected: boolean) {
  if (linked.region === 'self-hosted') return 'Self-hosted Supabase';
  // Known by its ref alone (the server had no details to give).
  if (linked.region === '') {
    return isConnected
      ? 'Not in your Supabase account: sign in with the account that owns it to see its details.'
      : 'Connect your Supabase account to see its details.';
  }
  return (
    <>
      {regionLabel(linked.region)} · <span className="font-mono">{linked.ref}</span>
    </>
  );
}

/** The linked database: its name, region or self-hosted host, and Unlink. */
export function LinkedDatabase({
  linked,
  isConnected,
  isBusy,
  isUnlinking,
  onUnlink,
  onConnect,
}: LinkedDatabaseProps) {
  return (
    <section
      aria-label="Linked database"
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p
            className={cn('truncate font-medium text-zinc-900', linked.region === '' && 'font-mono text-sm')}
          >
            {linked.name}
          </p>
          <p className="text-[13px] text-zinc-500">{describe(linked, isConnected)}</p>
        </div>
        <Badge variant="success">Linked</Badge>
      </div>
      {linked.connection_string ? (
        <p className="truncate rounded-lg bg-zinc-50 px-2.5 py-1.5 font-mono text-xs text-zinc-600">
          {linked.connection_string}
        </p>
      ) : null}
      <div className="flex gap-2">
        {linked.region === '' && !isConnected && onConnect ? (
          <Button size="sm" variant="dark" onClick={onConnect}>
            Connect Supabase
          </Button>
        ) : null}
        {linked.region === 'self-hosted' ? null : (
          <Button asChild size="sm" variant="secondary">
            <a href={dashboardUrl(linked.ref)} target="_blank" rel="noreferrer">
              Open in Supabase
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onUnlink} disabled={isBusy || isUnlinking}>
          {isUnlinking ? 'Unlinking…' : 'Unlink'}
        </Button>
      </div>
    </section>
  );
}
