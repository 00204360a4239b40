import type { ComponentSummary } from '@kiln/contracts';
import { ArrowUpRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { workspaceHref } from '@/features/projects';
import { formatRelativeTime } from '@/lib/time';
import { componentStatus } from '../component-status';
import { ComponentFrame } from './component-frame';

export type ComponentCardProps = {
  component: ComponentSummary;
  /** Absent for visitors: they can look, not add. */
  onUse?: (component: ComponentSummary) => void;
  /** A run is in progress (or this add is being sent): adding waits. */
  isBusy: boolean;
};

const STATUS_BADGES = {
  building: { variant: 'info', label: 'Building…' },
  failed: { variant: 'danger', label: 'Last build failed' },
  empty: { variant: 'neutral', label: 'No version yet' },
} as const;

/** One component project: its live preview, its name, and "Use in this project". */
export function ComponentCard({ component, onUse, isBusy }: ComponentCardProps) {
  const status = componentStatus(component);
  const badge = status === 'ready' ? null : STATUS_BADGES[status];
  const titleId = `component-${component._id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-[0_1px_2px_rgb(24_24_27/0.04)] transition-shadow hover:shadow-md"
    >
      <div className="border-b border-zinc-100">
        {component.currentCommitHash ? (
          <ComponentFrame src={component.link} title={`${component.projectName} preview`} />
        ) : (
          <div className="flex aspect-[16/10] items-center justify-center bg-zinc-50">
            <LogoMark className="size-9 opacity-60" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 p-3">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="truncate text-sm font-medium text-zinc-900">
              {component.projectName}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-zinc-500">
              {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
              <span>Updated {formatRelativeTime(component.updated)}</span>
            </p>
          </div>
          <IconButton
            label={`Open ${component.projectName}`}
            tooltip="Open its project"
            size="icon-sm"
            asChild
          >
            <Link to={workspaceHref(component._id, 'component')}>
              <ArrowUpRight aria-hidden="true" />
            </Link>
          </IconButton>
        </div>
        {onUse ? (
          <Button
            size="sm"
            variant="primary"
            className="w-full"
            disabled={isBusy || status === 'empty'}
            onClick={() => onUse(component)}
            aria-describedby={titleId}
          >
            <Plus aria-hidden="true" />
            Use in this project
          </Button>
        ) : null}
      </div>
    </li>
  );
}
