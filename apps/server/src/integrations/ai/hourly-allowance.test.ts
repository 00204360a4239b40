import { describe, expect, it } from 'vitest';
import { HourlyAllowance } from './hourly-allowance';

describe('HourlyAllowance', () => {
  it('allows `limit` uses an hour per key, then says how long to wait', () => {
    let now = 1_000_000;
    const allowance = new HourlyAllowance(() => now);
    for (let i = 0; i < 3; i += 1) {
      expect(allowance.waitSeconds('a', 3)).toBe(0);
      allowance.record('a');
      now += 60_000;
    }
    // Three minutes in, the first use frees up 57 minutes from now.
    expect(allowance.waitSeconds('a', 3)).toBe(57 * 60);
    expect(allowance.waitSeconds('b', 3)).toBe(0);
    now += 57 * 60_000 + 1;
    expect(allowance.waitSeconds('a', 3)).toBe(0);
  });

  it('forgets the stalest keys beyond its size', () => {
    const allowance = new HourlyAllowance(() => 0, 2);
    allowance.record('first');
    allowance.record('second');
    allowance.record('third');
    expect(allowance.waitSeconds('first', 1)).toBe(0);
    expect(allowance.waitSeconds('third', 1)).toBeGreaterThan(0);
  });
});
