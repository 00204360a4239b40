import { INTEGRATION_TABS, type IntegrationCatalogueEntry, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { catalogueQueryOptions } from '../api';
import { IntegrationStatusBadge } from './status-badge';

export type CatalogueDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens an integration's own dialog, for the entries that have one. */
  onOpenIntegration: (id: string) => void;
  /** The ids `onOpenIntegration` can open. */
  openable: readonly string[];
};

type TabId = (typeof INTEGRATION_TABS)[number]['id'];

function matches(entry: IntegrationCatalogueEntry, tab: TabId, query: string): boolean {
  if (tab !== 'all' && entry.category !== tab) return false;
  const words = query.trim().toLowerCase();
  return !words || `${entry.name} ${entry.description}`.toLowerCase().includes(words);
}

/** Seed 000 §2's integrations catalogue: tabs All, Development, Database & Storage, Analytics; search. */
export function CatalogueDialog({
  project,
  open,
  onOpenChange,
  onOpenIntegration,
  openable,
}: CatalogueDialogProps) {
  const catalogue = useQuery({ ...catalogueQueryOptions(project._id), enabled: open });
  const [tab, setTab] = useState<TabId>('all');
  const [query, setQuery] = useState('');
  const shown = (catalogue.data ?? []).filter((entry) => matches(entry, tab, query));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-4">
        <DialogHeader>
          <DialogTitle>Integrations</DialogTitle>
          <DialogDescription>
            Services this app can use, and where each stands for this project.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
            <TabsList aria-label="Categories">
              {INTEGRATION_TABS.map((option) => (
                <TabsTrigger key={option.id} value={option.id}>
                  {option.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <div className="relative sm:w-56">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            />
            <Input
              type="search"
              aria-label="Search integrations"
              placeholder="Search integrations"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-9 pl-9"
            />
          </div>
        </div>
        {catalogue.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label="Loading integrations">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : catalogue.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(catalogue.error, 'Could not load the integrations.')}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-zinc-500">No integrations match “{query.trim()}”.</p>
        ) : (
          <ul className="grid max-h-[55vh] gap-3 overflow-y-auto sm:grid-cols-2" aria-label="Integrations">
            {shown.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-medium text-zinc-900">{entry.name}</h3>
                  <IntegrationStatusBadge status={entry.status} />
                </div>
                <p className="flex-1 text-[13px] text-zinc-600">{entry.description}</p>
                {openable.includes(entry.id) && entry.status !== 'coming_soon' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="self-start"
                    aria-label={`Open ${entry.name}`}
                    onClick={() => onOpenIntegration(entry.id)}
                  >
                    {entry.status === 'connected' ? 'Manage' : 'Set up'}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
