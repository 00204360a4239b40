import type { AnalyticsDevice, AnalyticsReport as Report } from '@kiln/contracts';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { ReactNode } from 'react';
import { BreakdownList } from './breakdown-list';
import { VisitsChart } from './visits-chart';

const DEVICES: Record<AnalyticsDevice, { label: string; icon: ReactNode }> = {
  desktop: {
    label: 'Desktop',
    icon: <Monitor className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />,
  },
  mobile: {
    label: 'Mobile',
    icon: <Smartphone className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />,
  },
  tablet: {
    label: 'Tablet',
    icon: <Tablet className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />,
  },
};

export type AnalyticsReportProps = { report: Report };

/** Issue 22 §7: the chosen days' chart, then where visitors went, came from and what they used. */
export function AnalyticsReport({ report }: AnalyticsReportProps) {
  return (
    <>
      <div className="rounded-xl border border-zinc-200 p-4">
        <VisitsChart daily={report.daily} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <BreakdownList
          title="Top pages"
          unit="Views"
          rows={report.topPages.map((p) => ({
            key: p.path,
            label: <span className="truncate font-mono text-[11px]">{p.path}</span>,
            count: p.views,
          }))}
        />
        <BreakdownList
          title="Referrers"
          unit="Visits"
          rows={report.referrers.map((r) => ({
            key: r.source ?? '(direct)',
            label: <span className="truncate">{r.source ?? 'Direct'}</span>,
            count: r.visits,
          }))}
        />
        <BreakdownList
          title="Devices"
          unit="Visitors"
          rows={report.devices.map((d) => ({
            key: d.device,
            label: (
              <>
                {DEVICES[d.device].icon}
                {DEVICES[d.device].label}
              </>
            ),
            count: d.visitors,
          }))}
        />
      </div>
    </>
  );
}
