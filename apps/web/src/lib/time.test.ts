import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './time';

const now = new Date('2025-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says "just now" for the last 45 seconds', () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe('just now');
    expect(formatRelativeTime(now, now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('moves to months and years for old dates', () => {
    expect(formatRelativeTime(ago(60 * 86_400_000), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(400 * 86_400_000), now)).toBe('last year');
    expect(formatRelativeTime(ago(3 * 365 * 86_400_000), now)).toBe('3 years ago');
  });

  it('handles the future and invalid input', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 86_400_000), now)).toBe('in 2 days');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatDate', () => {
  it('prints a medium date', () => {
    expect(formatDate('2025-11-21T12:00:00Z')).toBe('Nov 21, 2025');
    expect(formatDate('nope')).toBe('');
  });
});
