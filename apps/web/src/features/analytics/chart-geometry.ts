/** The pure part of the visits chart: its scale, its bars and its day labels. */

export type ChartDay = { day: string; views: number; visitors: number };

/** A scale from zero whose ticks fall on round numbers (1, 2 or 5 times a power of ten). */
export function niceScale(max: number, targetTicks = 4): { top: number; ticks: number[] } {
  const raw = Math.max(max, 1) / targetTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power);
  const intervals = Math.max(1, Math.ceil(max / step));
  return { top: step * intervals, ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step) };
}

export type ChartBox = { width: number; height: number; left: number; bottom: number; top: number };

export type DayBars = {
  day: string;
  x: number;
  bandWidth: number;
  views: { y: number; height: number };
  visitors: { y: number; height: number };
};

/** Where each day's two bars go: views wide behind, visitors narrow in front. */
export function dayBars(days: readonly ChartDay[], box: ChartBox, top: number): DayBars[] {
  const plotWidth = box.width - box.left;
  const plotHeight = box.height - box.bottom - box.top;
  const bandWidth = plotWidth / Math.max(days.length, 1);
  const bar = (value: number) => {
    const height = top === 0 ? 0 : (value / top) * plotHeight;
    return { y: box.top + plotHeight - height, height };
  };
  return days.map((d, i) => ({
    day: d.day,
    x: box.left + i * bandWidth,
    bandWidth,
    views: bar(d.views),
    visitors: bar(d.visitors),
  }));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `2026-11-27` as `Nov 27` (the days are UTC days). */
export function dayLabel(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/**
 * Which days get an axis label, at most `maxLabels` of them, evenly spaced back from the last day
 * (today is always labelled): every day of a week on a wide chart, one in five of a month.
 */
export function isLabelled(index: number, count: number, maxLabels = 7): boolean {
  const every = Math.ceil(count / Math.max(1, maxLabels));
  return (count - 1 - index) % every === 0;
}

/** One sentence with the numbers, for the chart's description. */
export function chartSummary(days: readonly ChartDay[]): string {
  const views = days.reduce((n, d) => n + d.views, 0);
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  const busiest = days.reduce<ChartDay | undefined>(
    (best, d) => (!best || d.views > best.views ? d : best),
    undefined,
  );
  const total = `${views} ${views === 1 ? 'view' : 'views'} and ${visitors} daily ${visitors === 1 ? 'visitor' : 'visitors'} in all.`;
  if (!busiest || busiest.views === 0) return `No views in the last ${days.length} days.`;
  return `${total} Busiest day: ${dayLabel(busiest.day)}, with ${busiest.views} ${busiest.views === 1 ? 'view' : 'views'}.`;
}
