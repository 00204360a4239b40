import type { InstanceHealth } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { instanceHealthQueryOptions } from '../api';
import { formatBytes, formatUptime } from '../labels';
import { QueryError } from './query-state';

function OkBadge({ ok }: { ok: boolean }) {
  return <Badge variant={ok ? 'success' : 'danger'}>{ok ? 'OK' : 'Down'}</Badge>;
}

function HealthCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{title}</CardTitle>
        {aside}
      </CardHeader>
      <CardContent className="pt-2 text-sm text-zinc-700">{children}</CardContent>
    </Card>
  );
}

function DiskCard({ disk }: { disk: InstanceHealth['disk'] }) {
  const used = disk.totalBytes > 0 ? 1 - disk.freeBytes / disk.totalBytes : 0;
  return (
    <HealthCard title="Disk">
      <p>
        {formatBytes(disk.freeBytes)} free of {formatBytes(disk.totalBytes)}
      </p>
      {/* Decorative: the sentence above already says it. */}
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-zinc-100">
        <div
          className={used > 0.9 ? 'h-full bg-red-500' : 'h-full bg-ember-500'}
          style={{ width: `${Math.round(used * 100)}%` }}
        />
      </div>
      <CardDescription className="mt-2 truncate font-mono" title={disk.dataDir}>
        {disk.dataDir}
      </CardDescription>
    </HealthCard>
  );
}

function HealthCards({ health }: { health: InstanceHealth }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <HealthCard title="Kiln">
        <p>Version {health.version}</p>
        <CardDescription>Up for {formatUptime(health.uptimeSeconds)}</CardDescription>
      </HealthCard>
      <HealthCard title="Database" aside={<OkBadge ok={health.database.ok} />}>
        {health.database.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}
      </HealthCard>
      <HealthCard title="Queue" aside={health.queue ? <OkBadge ok={health.queue.ok} /> : null}>
        {health.queue ? (
          <>
            <p>Redis</p>
            <CardDescription>
              Runs: {health.queue.waitingRuns} waiting, {health.queue.activeRuns} active
            </CardDescription>
          </>
        ) : (
          'One process (in-memory queue)'
        )}
      </HealthCard>
      <HealthCard title="Storage">{health.storage.engine === 'local' ? 'Local disk' : 'S3'}</HealthCard>
      <DiskCard disk={health.disk} />
      <HealthCard
        title="Mail"
        aside={
          <Badge variant={health.mail === 'smtp' ? 'success' : 'neutral'}>
            {health.mail === 'smtp' ? 'SMTP' : 'Outbox'}
          </Badge>
        }
      >
        {health.mail === 'smtp' ? 'Sent through SMTP_URL.' : 'No SMTP_URL: emails wait in the outbox.'}
      </HealthCard>
      <HealthCard title="Model providers">
        {health.models.length === 0 ? (
          <p className="text-zinc-500">No model providers.</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {health.models.map((model) => (
              <li key={model.id} className="flex items-center justify-between gap-2">
                <span className="truncate">{model.label}</span>
                <Badge variant={model.isConfigured ? 'success' : 'neutral'}>
                  {model.isConfigured ? 'Configured' : 'Not configured'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </HealthCard>
    </div>
  );
}

/** The instance at a glance: version, database, queue, storage, disk, mail, model providers. */
export function HealthTab() {
  const { data, isPending, isError, error, refetch } = useQuery(instanceHealthQueryOptions());
  if (isPending) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading health"
        role="status"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
  return <HealthCards health={data} />;
}
