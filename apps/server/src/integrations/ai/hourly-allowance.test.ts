import { describe, expect, it } from 'vitest';
import { MemoryWindows } from '../../scale/sliding-windows';
import { HourlyAllowance } from './hourly-allowance';

describe('HourlyAllowance', () => {
  it('allows `limit` uses an hour per key, then says how long to wait', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const allowance = new HourlyAllowance(new MemoryWindows(clock), clock);
    for (let i = 0; i < 3; i += 1) {
      expect(await allowance.waitSeconds('a', 3)).toBe(0);
      await allowance.record('a', 3);
      now += 60_000;
    }
    // Three minutes in, the first use frees up 57 minutes from now.
    expect(await allowance.waitSeconds('a', 3)).toBe(57 * 60);
    expect(await allowance.waitSeconds('b', 3)).toBe(0);
    now += 57 * 60_000 + 1;
    expect(await allowance.waitSeconds('a', 3)).toBe(0);
  });

  it('forgets the stalest keys beyond its size', async () => {
    const allowance = new HourlyAllowance(new MemoryWindows(() => 0, 2), () => 0);
    await allowance.record('first', 1);
    await allowance.record('second', 1);
    await allowance.record('third', 1);
    expect(await allowance.waitSeconds('first', 1)).toBe(0);
    expect(await allowance.waitSeconds('third', 1)).toBeGreaterThan(0);
  });
});
