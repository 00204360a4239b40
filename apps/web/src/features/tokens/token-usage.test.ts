import { LIMITS } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatResetDate,
  formatTokens,
  nextResetDate,
  summariseTokenUsage,
} from './token-usage';

describe('summariseTokenUsage', () => {
  it('divides the month’s usage by the allocation', () => {
    const summary = summariseTokenUsage({ monthlyUsage: 1_250_000, totalAllocation: 5_000_000 });
    expect(summary).toEqual({
      used: 1_250_000,
      allocation: 5_000_000,
      percent: 25,
      barPercent: 25,
      isOverAllocation: false,
      remaining: 3_750_000,
    });
  });

  it('is not over at exactly 100%, and is over (red) above it, with the bar full', () => {
    expect(
      summariseTokenUsage({ monthlyUsage: 5_000_000, totalAllocation: 5_000_000 }).isOverAllocation,
    ).toBe(false);
    const over = summariseTokenUsage({ monthlyUsage: 6_000_000, totalAllocation: 5_000_000 });
    expect(over.isOverAllocation).toBe(true);
    expect(over.percent).toBe(120);
    expect(over.barPercent).toBe(100);
    expect(over.remaining).toBe(0);
  });

  it('falls back to the seed’s 5,000,000 a month when the server sends no allocation', () => {
    const summary = summariseTokenUsage({ monthlyUsage: 50_000, totalAllocation: 0 });
    expect(summary.allocation).toBe(LIMITS.tokenAllocation);
    expect(summary.percent).toBe(1);
  });
});

describe('formatting', () => {
  it('groups token counts', () => {
    expect(formatTokens(5_000_000)).toBe('5,000,000');
    expect(formatTokens(0)).toBe('0');
  });

  it('keeps a tenth only where a whole percent would read as zero', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.04)).toBe('0.1%');
    expect(formatPercent(0.46)).toBe('0.5%');
    expect(formatPercent(42.4)).toBe('42%');
    expect(formatPercent(128.6)).toBe('129%');
  });

  it('resets on the first day of the next month, in UTC as the server counts', () => {
    expect(nextResetDate(new Date('2025-12-31T23:30:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(formatResetDate(nextResetDate(new Date('2025-06-15T12:00:00Z')))).toBe('Jul 1');
  });
});
