import { describe, expect, it } from 'vitest';
import { formatPrice, PLAN_OPTIONS, setPlanCommand } from './plans';

describe('PLAN_OPTIONS', () => {
  it('shows the seed prices: 89 per month, 59 per year saving 33%', () => {
    expect(PLAN_OPTIONS.map((p) => [p.id, p.amount, p.per, p.savingPercent])).toEqual([
      ['monthly', 89, 'month', null],
      ['annual', 59, 'year', 33],
    ]);
  });
});

describe('formatPrice', () => {
  it('drops decimals for whole amounts', () => {
    expect(formatPrice(89)).toBe('$89');
    expect(formatPrice(9.5)).toBe('$9.50');
  });
});

describe('setPlanCommand', () => {
  it('prints the admin command with the email', () => {
    expect(setPlanCommand('ada@example.com')).toBe('npm run admin -- set-plan ada@example.com premium');
  });

  it('never prints shell syntax from a strange address', () => {
    expect(setPlanCommand('a;rm -rf /@x.dev')).toBe('npm run admin -- set-plan <email> premium');
  });
});
