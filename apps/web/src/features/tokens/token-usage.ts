import { LIMITS, type TokenStats } from '@kiln/contracts';

export type TokenUsageSummary = {
  used: number;
  allocation: number;
  /** Usage over allocation, in percent, unrounded; may pass 100. */
  percent: number;
  /** The bar's fill, 0–100. */
  barPercent: number;
  /** Seed 002 §9: the bar turns red above 100%. */
  isOverAllocation: boolean;
  /** Tokens left this month (0 once over). */
  remaining: number;
};

/**
 * Seed 002 §9: usage divided by the monthly allocation (5,000,000 tokens unless the server says
 * otherwise); the bar turns red above 100%.
 */
export function summariseTokenUsage(
  stats: Pick<TokenStats, 'monthlyUsage' | 'totalAllocation'>,
): TokenUsageSummary {
  const used = stats.monthlyUsage;
  const allocation = stats.totalAllocation > 0 ? stats.totalAllocation : LIMITS.tokenAllocation;
  const percent = (used / allocation) * 100;
  return {
    used,
    allocation,
    percent,
    barPercent: Math.min(100, Math.max(0, percent)),
    isOverAllocation: percent > 100,
    remaining: Math.max(0, allocation - used),
  };
}

const COUNT = new Intl.NumberFormat('en-US');
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** "1,234,567" */
export function formatTokens(count: number): string {
  return COUNT.format(count);
}

/** "1.2M", "850K", "12" */
export function formatTokensCompact(count: number): string {
  return COMPACT.format(count);
}

/** "0%", "0.4%", "42%", "128%": one decimal only where a whole number would read as zero. */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 1) return `${Math.max(0.1, Math.round(percent * 10) / 10)}%`;
  return `${Math.round(percent)}%`;
}

/** The first day of the next month (UTC, as the server counts months): when the allocation resets. */
export function nextResetDate(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const RESET_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Jul 1": the reset day as the server counts it (UTC), whatever the viewer's time zone. */
export function formatResetDate(date: Date): string {
  return RESET_FORMAT.format(date);
}
