/** Charts drawn with SVG and CSS (no chart library): theme-coloured, responsive, and labelled for screen readers. */

export const AREA_CHART = `type Point = { label: string; value: number };

const WIDTH = 640;
const HEIGHT = 240;
// Wide enough on the left for a tick written out in full ("32.560 €" in German).
const PAD = { top: 16, right: 12, bottom: 28, left: 68 };

export function AreaChart({ data, label, format }: { data: Point[]; label: string; format: (value: number) => string }) {
  const max = Math.max(...data.map((point) => point.value), 1) * 1.1;
  const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / Math.max(1, data.length - 1);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const line = data.map((point, index) => \`\${index === 0 ? 'M' : 'L'}\${x(index).toFixed(1)},\${y(point.value).toFixed(1)}\`).join(' ');
  const area = \`\${line} L\${x(data.length - 1)},\${HEIGHT - PAD.bottom} L\${x(0)},\${HEIGHT - PAD.bottom} Z\`;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((step) => step * max);

  return (
    <svg viewBox={\`0 0 \${WIDTH} \${HEIGHT}\`} role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <linearGradient id="area-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" style={{ stopColor: 'var(--color-primary)', stopOpacity: 0.28 }} />
          <stop offset="100%" style={{ stopColor: 'var(--color-primary)', stopOpacity: 0 }} />
        </linearGradient>
      </defs>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeDasharray="4 4" />
          <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[11px]">
            {format(tick)}
          </text>
        </g>
      ))}
      {data.map((point, index) => (
        <text key={point.label} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
          {point.label}
        </text>
      ))}
      <path d={area} fill="url(#area-fill)" />
      <path d={line} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
      {data.map((point, index) => (
        <circle key={point.label} cx={x(index)} cy={y(point.value)} r={3.5} className="fill-background stroke-primary" strokeWidth={2}>
          <title>{\`\${point.label}: \${format(point.value)}\`}</title>
        </circle>
      ))}
    </svg>
  );
}
`;

export const BAR_CHART = `import { formatNumber } from '@/lib/data';

type Bar = { label: string; value: number };

export function BarChart({ data, label }: { data: Bar[]; label: string }) {
  const max = Math.max(...data.map((bar) => bar.value), 1);
  return (
    <figure aria-label={label} className="flex h-52 items-end gap-2 sm:gap-3">
      {data.map((bar) => (
        <div key={bar.label} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
          <span className="text-xs font-medium tabular-nums text-muted-foreground">{formatNumber(bar.value)}</span>
          <div
            className="w-full rounded-t-md bg-primary/85 transition-colors hover:bg-primary"
            style={{ height: \`\${(bar.value / max) * 100}%\` }}
            title={\`\${bar.label}: \${formatNumber(bar.value)}\`}
          />
          <span className="text-xs text-muted-foreground">{bar.label}</span>
        </div>
      ))}
    </figure>
  );
}
`;

export const DONUT_CHART = `import { LOCALE } from '@/lib/data';

type Slice = { label: string; value: number };

const SHADES = ['stroke-primary', 'stroke-primary/65', 'stroke-primary/40', 'stroke-primary/20'];
const DOTS = ['bg-primary', 'bg-primary/65', 'bg-primary/40', 'bg-primary/20'];
const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const PERCENT = new Intl.NumberFormat(LOCALE, { style: 'percent' });

export function DonutChart({ data, label }: { data: Slice[]; label: string }) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0) || 1;
  let offset = 0;
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row xl:flex-col 2xl:flex-row">
      <svg viewBox="0 0 120 120" role="img" aria-label={label} className="size-36 shrink-0 -rotate-90">
        <circle cx="60" cy="60" r={RADIUS} fill="none" className="stroke-muted" strokeWidth="16" />
        {data.map((slice, index) => {
          const length = (slice.value / total) * CIRCUMFERENCE;
          const dash = \`\${length} \${CIRCUMFERENCE - length}\`;
          const circle = (
            <circle
              key={slice.label}
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              className={SHADES[index % SHADES.length]}
              strokeWidth="16"
              strokeDasharray={dash}
              strokeDashoffset={-offset}
            />
          );
          offset += length;
          return circle;
        })}
      </svg>
      <ul className="w-full space-y-2 text-sm">
        {data.map((slice, index) => (
          <li key={slice.label} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2">
              <span className={\`size-2.5 rounded-full \${DOTS[index % DOTS.length]}\`} aria-hidden="true" />
              {slice.label}
            </span>
            <span className="font-medium tabular-nums">{PERCENT.format(slice.value / total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
`;
