import type { Project } from '@kiln/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AiIntegrationsDialog } from '@/features/ai-integrations';
import { useCurrentUser } from '@/features/auth';
import { FirebaseDialog } from '@/features/firebase';
import { MapboxDialog } from '@/features/mapbox';
import { ResendDialog } from '@/features/resend';
import { SupabaseDialog } from '@/features/supabase';
import { catalogueQueryOptions, integrationKeys } from '../api';
import { CatalogueDialog } from './lazy-catalogue-dialog';
import { IntegrationStatusBadge } from './status-badge';

/** The integrations with a dialog of their own, opened from the settings and the catalogue. */
const OPENABLE = ['supabase', 'mapbox', 'firebase', 'resend', 'ai'] as const;
type Openable = (typeof OPENABLE)[number];

/**
 * Seed 002 §2's Integrations section of the settings: the project's built integrations with their
 * state, the dialog of each, and the whole catalogue.
 */
export function IntegrationsSection({ project }: { project: Project }) {
  const queryClient = useQueryClient();
  const catalogue = useQuery(catalogueQueryOptions(project._id));
  const { user, isPremium } = useCurrentUser();
  const [isCatalogueOpen, setIsCatalogueOpen] = useState(false);
  const [openIntegration, setOpenIntegration] = useState<Openable | null>(null);
  const built = (catalogue.data ?? []).filter((entry) => entry.status !== 'coming_soon');
  const open = (id: string) => {
    if ((OPENABLE as readonly string[]).includes(id)) setOpenIntegration(id as Openable);
  };

  return (
    <div className="flex flex-col gap-2">
      {catalogue.isPending ? (
        <Skeleton className="h-20 rounded-xl" />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 rounded-xl border border-zinc-200">
          {built.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <span className="text-sm font-medium text-zinc-900">{entry.name}</span>
              <span className="flex items-center gap-2">
                <IntegrationStatusBadge status={entry.status} />
                {(OPENABLE as readonly string[]).includes(entry.id) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Open ${entry.name}`}
                    onClick={() => open(entry.id)}
                  >
                    {entry.status === 'connected' ? 'Manage' : 'Set up'}
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsCatalogueOpen(true)}>
        Browse integrations
      </Button>
      <CatalogueDialog
        project={project}
        open={isCatalogueOpen}
        onOpenChange={setIsCatalogueOpen}
        onOpenIntegration={open}
        openable={OPENABLE}
      />
      {user ? (
        <SupabaseDialog
          project={project}
          email={user.email}
          isPremium={isPremium}
          open={openIntegration === 'supabase'}
          onOpenChange={(isOpen) => {
            setOpenIntegration(isOpen ? 'supabase' : null);
            // What was connected there shows here at once.
            if (!isOpen) void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
          }}
        />
      ) : null}
      <FirebaseDialog
        project={project}
        open={openIntegration === 'firebase'}
        onOpenChange={(isOpen) => {
          setOpenIntegration(isOpen ? 'firebase' : null);
          if (!isOpen) void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
        }}
      />
      <AiIntegrationsDialog
        project={project}
        open={openIntegration === 'ai'}
        onOpenChange={(isOpen) => setOpenIntegration(isOpen ? 'ai' : null)}
      />
      <ResendDialog
        project={project}
        isPremium={isPremium}
        open={openIntegration === 'resend'}
        onOpenChange={(isOpen) => {
          setOpenIntegration(isOpen ? 'resend' : null);
          if (!isOpen) void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
        }}
      />
      <MapboxDialog
        project={project}
        open={openIntegration === 'mapbox'}
        onOpenChange={(isOpen) => {
          setOpenIntegration(isOpen ? 'mapbox' : null);
          if (!isOpen) void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
        }}
      />
    </div>
  );
}
