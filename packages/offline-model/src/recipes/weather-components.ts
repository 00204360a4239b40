/** The weather app's parts: condition icon, current conditions, hourly strip, week, chart, city picker. */
import { lit, jsxText as t } from './shared/ts-literal';
import type { WeatherCopy } from './weather-copy';

export const CONDITION_ICON = `import {
  Cloud,
  CloudFog,
  CloudLightning,
  CloudMoon,
  CloudRain,
  CloudSnow,
  CloudSun,
  type LucideIcon,
  Moon,
  Sun,
} from 'lucide-react';
import type { Condition } from '@/lib/weather';

const DAY: Record<Condition, LucideIcon> = {
  Clear: Sun,
  'Partly cloudy': CloudSun,
  Cloudy: Cloud,
  Fog: CloudFog,
  Rain: CloudRain,
  Thunderstorm: CloudLightning,
  Snow: CloudSnow,
};

/** The icon for a condition; its name is said in text next to it, so the icon is decoration. */
export function ConditionIcon({ condition, night = false, className }: { condition: Condition; night?: boolean; className?: string }) {
  const Icon = night && condition === 'Clear' ? Moon : night && condition === 'Partly cloudy' ? CloudMoon : DAY[condition];
  return <Icon className={className} aria-hidden="true" />;
}
`;

export const CURRENT_CARD = (
  c: WeatherCopy,
) => `import { Droplets, Sun, Thermometer, Wind } from 'lucide-react';
import { ConditionIcon } from '@/components/weather/condition-icon';
import { Card, CardContent } from '@/components/ui/card';
import {
  CONDITION_NAMES,
  type City,
  type Current,
  formatHour,
  formatPercent,
  formatSpeed,
  formatTemp,
  type SpeedUnit,
  type TempUnit,
  uvLabel,
} from '@/lib/weather';

/** The conditions at this hour of the sample day. */
export function CurrentCard({ city, current, temp, speed }: { city: City; current: Current; temp: TempUnit; speed: SpeedUnit }) {
  const facts = [
    { icon: Thermometer, label: ${lit(c.feelsLike)}, value: formatTemp(current.feelsLike, temp) },
    { icon: Droplets, label: ${lit(c.humidity)}, value: formatPercent(current.humidity) },
    { icon: Wind, label: ${lit(c.wind)}, value: formatSpeed(current.wind, speed) },
    { icon: Sun, label: ${lit(c.uvIndex)}, value: \`\${current.uv} (\${uvLabel(current.uv)})\` },
  ];
  return (
    <Card>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 className="text-xl font-semibold">{city.name}</h2>
            <p className="text-sm text-muted-foreground">
              {city.country} · {${lit(c.sampleAt)}.replace('{hour}', formatHour(current.hour))}
            </p>
          </div>
          <ConditionIcon condition={current.condition} night={current.night} className="size-14 text-primary" />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <p className="text-6xl font-semibold tabular-nums" data-testid="current-temp">
            {formatTemp(current.temp, temp)}
          </p>
          <p className="pb-2 text-lg">{CONDITION_NAMES[current.condition]}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-lg bg-muted p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <fact.icon className="size-3.5" aria-hidden="true" />
                {fact.label}
              </dt>
              <dd className="mt-1 font-semibold tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
`;

export const HOURLY_STRIP = (c: WeatherCopy) => `import { useEffect, useRef } from 'react';
import { ConditionIcon } from '@/components/weather/condition-icon';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONDITION_NAMES, formatHour, formatPercent, formatTemp, type Hour, type TempUnit } from '@/lib/weather';

/** Today's 24 hours in a row that scrolls sideways inside its own box (arrow keys work once focused). */
export function HourlyStrip({ hours, now, temp }: { hours: Hour[]; now: number; temp: TempUnit }) {
  const scroller = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLLIElement>(null);
  // Opens on "now": the strip scrolls itself (scrollLeft), never the page (scrollIntoView would).
  useEffect(() => {
    const box = scroller.current;
    const item = current.current;
    if (!box || !item) return;
    box.scrollLeft = Math.max(0, item.offsetLeft - (box.clientWidth - item.offsetWidth) / 2);
  }, []);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">${t(c.hourly.title)}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it */}
        <div
          ref={scroller}
          role="region"
          aria-label={${lit(c.hourly.region)}}
          tabIndex={0}
          className="w-0 min-w-full overflow-x-auto rounded-md pb-2 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ol className="relative flex w-max gap-2">
            {hours.map((hour) => (
              <li
                key={hour.hour}
                ref={hour.hour === now ? current : undefined}
                aria-current={hour.hour === now ? 'time' : undefined}
                className={\`flex min-w-20 flex-col items-center gap-1 whitespace-nowrap rounded-lg border p-3 text-center \${hour.hour === now ? 'border-primary bg-muted' : ''}\`}
              >
                <span className="text-xs font-medium">{hour.hour === now ? ${lit(c.hourly.now)} : formatHour(hour.hour)}</span>
                <ConditionIcon condition={hour.condition} night={hour.night} className="size-6" />
                <span className="sr-only">{CONDITION_NAMES[hour.condition]}</span>
                <span className="font-semibold tabular-nums">{formatTemp(hour.temp, temp)}</span>
                <span className="text-xs text-muted-foreground">{${lit(c.hourly.rain)}.replace('{value}', formatPercent(hour.rain))}</span>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
`;

export const WEEK_LIST = (
  c: WeatherCopy,
) => `import { ConditionIcon } from '@/components/weather/condition-icon';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONDITION_NAMES, type Day, formatTemp, LOCALE, type TempUnit } from '@/lib/weather';

const WEEKDAY = new Intl.DateTimeFormat(LOCALE, { weekday: 'short' });

/** Seven days, each with its low and high placed on one scale for the week. */
export function WeekList({ days, temp }: { days: Day[]; temp: TempUnit }) {
  const low = Math.min(...days.map((day) => day.min));
  const high = Math.max(...days.map((day) => day.max));
  const span = Math.max(1, high - low);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">${t(c.week.title)}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-[max-content_1.5rem_max-content_1fr_max-content] divide-y" aria-label={${lit(c.week.title)}}>
          {days.map((day, index) => (
            <li key={day.date.toISOString()} className="col-span-5 grid grid-cols-subgrid items-center gap-x-2 py-2 text-sm">
              <span className="font-medium">{index === 0 ? ${lit(c.week.today)} : WEEKDAY.format(day.date)}</span>
              <ConditionIcon condition={day.condition} className="size-5" />
              <span className="text-right tabular-nums text-muted-foreground">
                <span className="sr-only">{CONDITION_NAMES[day.condition]}, ${t(c.week.low)} </span>
                {formatTemp(day.min, temp)}
              </span>
              <span className="relative h-2 rounded-full bg-muted" aria-hidden="true">
                <span
                  className="absolute inset-y-0 rounded-full bg-gradient-to-r from-sky-500 to-amber-500"
                  style={{ left: \`\${((day.min - low) / span) * 100}%\`, right: \`\${((high - day.max) / span) * 100}%\` }}
                />
              </span>
              <span className="tabular-nums font-semibold">
                <span className="sr-only">${t(c.week.high)} </span>
                {formatTemp(day.max, temp)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
`;

export const TEMP_CHART = (
  c: WeatherCopy,
) => `import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatHour, formatTemp, type Hour, type TempUnit, toUnit } from '@/lib/weather';

const WIDTH = 360;
const HEIGHT = 160;
const PAD = 24;

/** Today's temperature as a line, with the same figures in a table for screen readers and keyboards. */
export function TempChart({ hours, temp }: { hours: Hour[]; temp: TempUnit }) {
  const celsius = hours.map((hour) => hour.temp);
  const values = celsius.map((value) => toUnit(value, temp));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = Math.max(1, high - low);
  const x = (index: number) => PAD + (index / (values.length - 1)) * (WIDTH - PAD * 2);
  const y = (value: number) => HEIGHT - PAD - ((value - low) / span) * (HEIGHT - PAD * 2);
  const line = values.map((value, index) => \`\${index === 0 ? 'M' : 'L'}\${x(index).toFixed(1)},\${y(value).toFixed(1)}\`).join(' ');
  const peak = values.indexOf(high);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">${t(c.chart.title)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <svg
          viewBox={\`0 0 \${WIDTH} \${HEIGHT}\`}
          className="h-auto w-full"
          role="img"
          aria-label={${lit(c.chart.label)}
            .replace('{low}', formatTemp(Math.min(...celsius), temp))
            .replace('{high}', formatTemp(Math.max(...celsius), temp))
            .replace('{hour}', formatHour(peak))}
        >
          <path d={\`\${line} L\${x(values.length - 1)},\${HEIGHT - PAD} L\${x(0)},\${HEIGHT - PAD} Z\`} className="fill-primary/10" />
          <path d={line} className="fill-none stroke-primary" strokeWidth={2.5} strokeLinejoin="round" />
          {[0, 6, 12, 18, 23].map((index) => (
            <text key={index} x={x(index)} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[12px]">
              {formatHour(index)}
            </text>
          ))}
          <text x={x(peak)} y={y(high) - 8} textAnchor="middle" className="fill-foreground text-[13px] font-semibold">
            {high}°
          </text>
        </svg>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">${t(c.chart.show)}</summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">${t(c.chart.caption)}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">${t(c.chart.hour)}</th>
                <th scope="col" className="py-1">${t(c.chart.temperature)}</th>
              </tr>
            </thead>
            <tbody>
              {hours.map((hour) => (
                <tr key={hour.hour} className="border-t">
                  <th scope="row" className="py-1 font-normal">{formatHour(hour.hour)}</th>
                  <td className="py-1 tabular-nums">{formatTemp(hour.temp, temp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
`;
