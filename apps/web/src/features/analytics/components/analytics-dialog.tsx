import { MESSAGES, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Clock, Eye, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { type AnalyticsDays, analyticsQueryOptions } from '../api';
import { formatDuration } from '../format-duration';
import { AnalyticsReport } from './analytics-report';

export type AnalyticsDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const RANGE_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
] as const satisfies readonly { value: AnalyticsDays; label: string }[];

type StatCardProps = { label: string; value: ReactNode; icon: ReactNode };

function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-4">
      <span className="flex items-center gap-1.5 text-xs font-medium text-zinc-500">
        {icon}
        {label}
      </span>
      <span className="text-2xl font-semibold tabular-nums text-zinc-900">{value}</span>
    </div>
  );
}

/**
 * Seed 002 §2 Project Analytics: views, visitors and average time of the deployed site; below them
 * (issue 22 §7) the chosen days per day, top pages, referrers and devices.
 */
export function AnalyticsDialog({ project, open, onOpenChange }: AnalyticsDialogProps) {
  const isDeployed = Boolean(project.prodLink);
  const [days, setDays] = useState<AnalyticsDays>('7');
  const analytics = useQuery({
    ...analyticsQueryOptions(project._id, days),
    enabled: open && isDeployed,
    placeholderData: (previous) => previous,
  });
  const data = analytics.data;
  const report =
    data?.daily && data.topPages && data.referrers && data.devices && data.days
      ? {
          days: data.days,
          daily: data.daily,
          topPages: data.topPages,
          referrers: data.referrers,
          devices: data.devices,
        }
      : null;
  const show = (value: ReactNode) => (data ? value : <Skeleton className="h-8 w-16" />);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5">
        <DialogHeader>
          <DialogTitle>{MESSAGES.PROJECT_ANALYTICS}</DialogTitle>
          <DialogDescription>
            Visits to your deployed site, counted without cookies. Updates every few seconds.
          </DialogDescription>
        </DialogHeader>
        {!isDeployed ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-200 px-6 py-10 text-center">
            <BarChart3 className="size-6 text-zinc-400" aria-hidden="true" />
            <p className="font-medium text-zinc-900">{MESSAGES.ANALYTICS_NOT_AVAILABLE}</p>
            <p className="text-xs text-zinc-500">Deploy your project to start counting its visitors.</p>
          </div>
        ) : analytics.isError && !data ? (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(analytics.error, MESSAGES.GENERIC_ERROR)}
          </p>
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <StatCard
                label="Page Views"
                icon={<Eye className="size-3.5" aria-hidden="true" />}
                value={show(data?.pageViews)}
              />
              <StatCard
                label="Unique Visitors"
                icon={<Users className="size-3.5" aria-hidden="true" />}
                value={show(data?.uniqueVisitors)}
              />
              <StatCard
                label={MESSAGES.AVERAGE_TIME_SPENT}
                icon={<Clock className="size-3.5" aria-hidden="true" />}
                value={show(data ? formatDuration(data.averageTimeOnSite) : null)}
              />
            </div>
            <div className="flex items-center justify-between gap-3">
              <p className="text-xs text-zinc-500">All time above; the last {days} days below.</p>
              <SegmentedControl
                label="Range"
                value={days}
                onValueChange={setDays}
                options={RANGE_OPTIONS}
                className="shrink-0 whitespace-nowrap"
              />
            </div>
            {report ? (
              <AnalyticsReport report={report} />
            ) : data ? null : (
              <Skeleton className="h-48 w-full" />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
