import { useId, useRef } from 'react';
import { useElementSize } from '@/lib/use-element-size';
import { type ChartDay, chartSummary, dayBars, dayLabel, isLabelled, niceScale } from '../chart-geometry';

export type VisitsChartProps = { daily: readonly ChartDay[] };

/** The plot's margins; its width is the figure's, so labels keep their size on a phone. */
const MARGINS = { height: 184, left: 32, bottom: 22, top: 8 };
const DEFAULT_WIDTH = 528;

/**
 * Views and visitors per day as plain SVG bars: views wide and light behind, visitors narrow and
 * strong in front. Lines and labels draw in `currentColor`, so the chart reads on a light or a dark
 * surface; the numbers are also a table for screen readers.
 */
export function VisitsChart({ daily }: VisitsChartProps) {
  const id = useId();
  const figureRef = useRef<HTMLElement>(null);
  const box = { ...MARGINS, width: useElementSize(figureRef).width || DEFAULT_WIDTH };
  const { top, ticks } = niceScale(Math.max(0, ...daily.map((d) => d.views)));
  const bars = dayBars(daily, box, top);
  const plotBottom = box.height - box.bottom;
  /** A day label ("Nov 27") needs about 48 px with its space. */
  const maxLabels = Math.floor((box.width - box.left) / 48);
  const title = `Views and visitors per day, last ${daily.length} days`;

  return (
    <figure ref={figureRef} className="flex flex-col gap-2 text-zinc-900">
      <figcaption className="flex items-center justify-between gap-3 text-xs">
        <span className="font-medium opacity-80">Views and visitors per day</span>
        <span className="flex items-center gap-3" aria-hidden="true">
          <Swatch className="bg-ember-200" label="Views" />
          <Swatch className="bg-ember-500" label="Visitors" />
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{chartSummary(daily)}</desc>
        {ticks.map((tick) => {
          const y = plotBottom - (tick / top) * (plotBottom - box.top);
          return (
            <g key={tick}>
              <line
                x1={box.left}
                x2={box.width}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.18 : 0.07}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={box.left - 8}
                y={y}
                dy="0.32em"
                textAnchor="end"
                fill="currentColor"
                fillOpacity={0.45}
                className="text-[10px] tabular-nums"
              >
                {tick}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => {
          const wide = Math.min(bar.bandWidth * 0.66, 36);
          const narrow = wide * 0.48;
          const center = bar.x + bar.bandWidth / 2;
          const day = daily[i];
          return (
            <g key={bar.day}>
              <title>{`${dayLabel(bar.day)}: ${day?.views ?? 0} views, ${day?.visitors ?? 0} visitors`}</title>
              <rect
                x={bar.x}
                y={box.top}
                width={bar.bandWidth}
                height={plotBottom - box.top}
                fill="transparent"
              />
              <rect
                x={center - wide / 2}
                y={bar.views.y}
                width={wide}
                height={bar.views.height}
                rx={Math.min(3, bar.views.height / 2)}
                className="fill-ember-200"
              />
              <rect
                x={center - narrow / 2}
                y={bar.visitors.y}
                width={narrow}
                height={bar.visitors.height}
                rx={Math.min(2, bar.visitors.height / 2)}
                className="fill-ember-500"
              />
              {isLabelled(i, bars.length, maxLabels) ? (
                <text
                  x={center}
                  y={box.height - 4}
                  textAnchor="middle"
                  fill="currentColor"
                  fillOpacity={0.5}
                  className="text-[10px]"
                >
                  {dayLabel(bar.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.views}</td>
              <td>{d.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={`size-2 rounded-[3px] ${className}`} />
      <span className="opacity-60">{label}</span>
    </span>
  );
}
