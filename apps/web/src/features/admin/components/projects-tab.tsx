import type { AdminProject } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Lock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminProjectsQueryOptions } from '../api';
import { useRestoreSite } from '../hooks/use-admin-mutations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, Cell } from './admin-table';
import { EmptyState, QueryError, TableSkeleton } from './query-state';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';
import { TakedownDialog } from './takedown-dialog';

const HEAD = [
  'Project',
  'Owner',
  'Visibility',
  'Live site',
  'Status',
  <span key="a" className="sr-only">
    Actions
  </span>,
];

function RestoreButton({ project }: { project: AdminProject }) {
  const restore = useRestoreSite();
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={restore.isPending}
      onClick={() => restore.mutate(project.id)}
    >
      {restore.isPending ? <Spinner /> : null}
      Restore site
    </Button>
  );
}

function ProjectRow({ project }: { project: AdminProject }) {
  const isTakenDown = project.takenDownAt !== null;
  return (
    <tr>
      <Cell>
        <div className="font-medium text-zinc-900">{project.name}</div>
        <div className="font-mono text-xs text-zinc-500">{project.subdomain}</div>
      </Cell>
      <Cell>{project.ownerEmail}</Cell>
      <Cell>
        {project.isPrivate ? (
          <Badge>
            <Lock aria-hidden="true" /> Private
          </Badge>
        ) : (
          <span className="text-zinc-500">Public</span>
        )}
      </Cell>
      <Cell>
        {project.prodLink ? (
          <a
            href={project.prodLink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-ember-700 underline-offset-4 hover:underline"
          >
            {project.prodLink.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <ExternalLink aria-hidden="true" className="size-3" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-zinc-400">Not deployed</span>
        )}
      </Cell>
      <Cell className="max-w-64">
        {isTakenDown ? (
          <Badge variant="danger" className="whitespace-normal">
            Taken down: {project.takedownReason ?? 'no reason given'}
          </Badge>
        ) : (
          <span className="text-zinc-500">Online</span>
        )}
      </Cell>
      <Cell className="text-right">
        {isTakenDown ? <RestoreButton project={project} /> : <TakedownDialog project={project} />}
      </Cell>
    </tr>
  );
}

/** Every project, found by name, subdomain or owner, with takedown and restore. */
export function ProjectsTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(adminProjectsQueryOptions(q));

  const renderBody = () => {
    if (isPending) return <TableSkeleton label="Loading projects" />;
    if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
    if (data.length === 0) {
      return <EmptyState>{q.trim() ? `No project matches “${q.trim()}”.` : 'No projects yet.'}</EmptyState>;
    }
    return (
      <AdminTable caption="Projects" head={HEAD}>
        {data.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </AdminTable>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        label="Search projects"
        placeholder="Search by name, subdomain or owner"
        value={search}
        onChange={setSearch}
        isSearching={isFetching && !isPending}
      />
      {renderBody()}
    </div>
  );
}
