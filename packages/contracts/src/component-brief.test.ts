import { describe, expect, it } from 'vitest';
import { aliasOf, buildComponentBrief, parseComponentBrief } from './component-brief';

const brief = {
  name: 'Pricing "Card"',
  files: ['src/components/pricing-card/pricing-card.tsx', 'src/lib/format.ts'],
  entry: {
    path: 'src/components/pricing-card/pricing-card.tsx',
    exportName: 'PricingCard',
    isDefault: false,
  },
  route: '/pricing',
};

describe('the component brief', () => {
  it('reads back what it says, after the user message', () => {
    const text = `Use the component in this project.\n\n${buildComponentBrief(brief, [
      { path: 'src/components/pricing-card/pricing-card.tsx', content: 'export function PricingCard() {}' },
    ])}`;
    expect(text).toContain('```tsx\nexport function PricingCard() {}\n```');
    expect(parseComponentBrief(text)).toEqual({ ...brief, name: 'Pricing  Card' });
  });

  it('is not found in an ordinary message', () => {
    expect(parseComponentBrief('Add a pricing section with a card')).toBeNull();
  });

  it('leaves out sources past its budget', () => {
    const big = { path: 'src/components/big.tsx', content: 'x'.repeat(70_000) };
    expect(buildComponentBrief(brief, [big])).not.toContain('Source of the copied files');
  });
});

describe('aliasOf', () => {
  it('gives the @/ import of a file', () => {
    expect(aliasOf('src/components/pricing-card/pricing-card.tsx')).toBe(
      '@/components/pricing-card/pricing-card',
    );
    expect(aliasOf('src/components/hero/index.tsx')).toBe('@/components/hero');
  });
});
