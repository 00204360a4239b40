import { describe, expect, it } from 'vitest';
import { forkProgressFraction, forkProgressLabel } from './fork-progress';

describe('forkProgressLabel', () => {
  it('walks the seed labels at 3, 13 and 25 seconds', () => {
    expect(forkProgressLabel(0)).toBe('Starting fork');
    expect(forkProgressLabel(2_999)).toBe('Starting fork');
    expect(forkProgressLabel(3_000)).toBe('Copying project');
    expect(forkProgressLabel(12_999)).toBe('Copying project');
    expect(forkProgressLabel(13_000)).toBe('Installing dependencies');
    expect(forkProgressLabel(24_999)).toBe('Installing dependencies');
    expect(forkProgressLabel(25_000)).toBe('Deploying project');
    expect(forkProgressLabel(600_000)).toBe('Deploying project');
  });
});

describe('forkProgressFraction', () => {
  it('rises with time and never reaches 100% on its own', () => {
    expect(forkProgressFraction(0)).toBe(0);
    expect(forkProgressFraction(3_000)).toBeCloseTo(0.25);
    expect(forkProgressFraction(13_000)).toBeCloseTo(0.5);
    expect(forkProgressFraction(25_000)).toBeCloseTo(0.75);
    expect(forkProgressFraction(8_000)).toBeGreaterThan(0.25);
    expect(forkProgressFraction(3_600_000)).toBeLessThan(0.96);
  });
});
