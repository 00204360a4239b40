import { describe, expect, it } from 'vitest';
import { chartSummary, dayBars, dayLabel, isLabelled, niceScale } from './chart-geometry';

describe('niceScale', () => {
  it('ends on a round number just above the highest count', () => {
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(120)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(17).ticks).toEqual([0, 5, 10, 15, 20]);
  });
});

describe('dayBars', () => {
  it('puts each day in its own band, bars as tall as their share of the scale', () => {
    const box = { width: 140, height: 120, left: 40, bottom: 10, top: 10 };
    const bars = dayBars(
      [
        { day: '2026-11-26', views: 4, visitors: 2 },
        { day: '2026-11-27', views: 0, visitors: 0 },
      ],
      box,
      4,
    );
    expect(bars.map((b) => [b.x, b.bandWidth])).toEqual([
      [40, 50],
      [90, 50],
    ]);
    expect(bars[0]?.views).toEqual({ y: 10, height: 100 });
    expect(bars[0]?.visitors).toEqual({ y: 60, height: 50 });
    expect(bars[1]?.views).toEqual({ y: 110, height: 0 });
  });
});

describe('labels', () => {
  it('formats UTC days', () => {
    expect(dayLabel('2026-11-27')).toBe('Nov 27');
    expect(dayLabel('2027-01-01')).toBe('Jan 1');
  });

  it('labels every day of a week, and one day in five of a month back from today', () => {
    expect(Array.from({ length: 7 }, (_, i) => isLabelled(i, 7)).every(Boolean)).toBe(true);
    const month = Array.from({ length: 30 }, (_, i) => i).filter((i) => isLabelled(i, 30));
    expect(month).toEqual([4, 9, 14, 19, 24, 29]);
  });

  it('labels fewer days where the chart is narrow', () => {
    const week = Array.from({ length: 7 }, (_, i) => i).filter((i) => isLabelled(i, 7, 5));
    expect(week).toEqual([0, 2, 4, 6]);
  });

  it('sums the range in one sentence', () => {
    expect(
      chartSummary([
        { day: '2026-11-26', views: 1, visitors: 1 },
        { day: '2026-11-27', views: 3, visitors: 2 },
      ]),
    ).toBe('4 views and 3 daily visitors in all. Busiest day: Nov 27, with 3 views.');
    const quiet = { day: '2026-11-27', views: 0, visitors: 0 };
    expect(chartSummary([quiet, quiet])).toBe('No views in the last 2 days.');
  });
});
