import type { SupabaseProject } from '@kiln/contracts';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { regionLabel } from './region-label';

const dashboardUrl = (ref: string) => `https://supabase.com/dashboard/project/${encodeURIComponent(ref)}`;

export type LinkedDatabaseProps = {
  linked: SupabaseProject;
  isBusy: boolean;
  isUnlinking: boolean;
  onUnlink: () => void;
};

/** The linked database: its name, region or self-hosted host, and Unlink. */
export function LinkedDatabase({ linked, isBusy, isUnlinking, onUnlink }: LinkedDatabaseProps) {
  return (
    <section
      aria-label="Linked database"
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-zinc-900">{linked.name}</p>
          <p className="text-[13px] text-zinc-500">
            {linked.region === 'self-hosted' ? (
              'Self-hosted Supabase'
            ) : (
              <>
                {regionLabel(linked.region)} · <span className="font-mono">{linked.ref}</span>
              </>
            )}
          </p>
        </div>
        <Badge variant="success">Linked</Badge>
      </div>
      {linked.connection_string ? (
        <p className="truncate rounded-lg bg-zinc-50 px-2.5 py-1.5 font-mono text-xs text-zinc-600">
          {linked.connection_string}
        </p>
      ) : null}
      <div className="flex gap-2">
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
