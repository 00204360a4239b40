import { describe, expect, it } from 'vitest';
import { componentFiles, findEntry, routeOf, type TreeFile } from './component-source';

const APP = `import { BrowserRouter, Route, Routes } from 'react-router';
import Index from '@/pages/Index';
export default function App() {
  return <BrowserRouter><Routes><Route path="/" element={<Index />} /></Routes></BrowserRouter>;
}`;

const PAGE = `import { Badge } from '@/components/ui/badge';
import { PricingCard } from '@/components/pricing-card/pricing-card';
export default function Index() {
  return <main><Badge>Component</Badge><PricingCard isHighlighted /></main>;
}`;

const CARD = `import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { Check } from './check';
export function PricingCard() { return <div><Check /><Button>{formatPrice(1)}</Button></div>; }`;

const TREE: TreeFile[] = [
  { path: 'src/App.tsx', content: APP },
  { path: 'src/pages/Index.tsx', content: PAGE },
  { path: 'src/components/pricing-card/pricing-card.tsx', content: CARD },
  { path: 'src/components/pricing-card/check.tsx', content: 'export function Check() { return null; }' },
  { path: 'src/components/pricing-card/pricing-card.css', content: '.card {}' },
  { path: 'src/components/layout/site-header.tsx', content: 'export function SiteHeader() {}' },
  { path: 'src/components/ui/button.tsx', content: 'export function Button() {}' },
  { path: 'src/components/ui/badge.tsx', content: 'export function Badge() {}' },
  { path: 'src/lib/format.ts', content: 'export const formatPrice = (n: number) => `$${n}`;' },
  { path: 'src/components/pricing-card/logo.png', content: null },
];

describe('findEntry', () => {
  it('finds the component the showcase page renders from src/components/', () => {
    expect(findEntry(TREE)).toEqual({
      path: 'src/components/pricing-card/pricing-card.tsx',
      exportName: 'PricingCard',
      isDefault: false,
    });
  });

  it('falls back to the first exported component of a component file', () => {
    const tree = TREE.filter((file) => file.path !== 'src/pages/Index.tsx');
    expect(findEntry(tree)?.path).toMatch(/^src\/components\/(?!ui\/)/);
  });

  it('reads a default export the page renders', () => {
    const page = `import Hero from '@/components/hero';\nexport default function Index() { return <Hero />; }`;
    const tree: TreeFile[] = [
      { path: 'src/pages/Index.tsx', content: page },
      { path: 'src/components/hero.tsx', content: 'export default function Hero() { return null; }' },
    ];
    expect(findEntry(tree)).toEqual({ path: 'src/components/hero.tsx', exportName: 'Hero', isDefault: true });
  });

  it('is null for a project with no component of its own', () => {
    expect(
      findEntry(
        TREE.filter(
          (file) =>
            !file.path.startsWith('src/components/pricing-card/') &&
            !file.path.startsWith('src/components/layout/'),
        ),
      ),
    ).toBeNull();
  });
});

describe('componentFiles', () => {
  const entry = {
    path: 'src/components/pricing-card/pricing-card.tsx',
    exportName: 'PricingCard',
    isDefault: false,
  };

  it('copies what the entry reaches and its folder, never pages, layouts or binaries', () => {
    const files = componentFiles(TREE, entry, () => false).map((file) => file.path);
    expect(files).toEqual([
      'src/components/pricing-card/check.tsx',
      'src/components/pricing-card/pricing-card.css',
      'src/components/pricing-card/pricing-card.tsx',
      'src/components/ui/button.tsx',
      'src/lib/format.ts',
    ]);
  });

  it('keeps the target’s own ui kit and helpers but always updates the component’s files', () => {
    const has = new Set([
      'src/components/ui/button.tsx',
      'src/lib/format.ts',
      'src/components/pricing-card/check.tsx',
    ]);
    const files = componentFiles(TREE, entry, (path) => has.has(path)).map((file) => file.path);
    expect(files).toEqual([
      'src/components/pricing-card/check.tsx',
      'src/components/pricing-card/pricing-card.css',
      'src/components/pricing-card/pricing-card.tsx',
    ]);
  });
});

describe('routeOf', () => {
  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['/about/', '/about'],
    ['http://abc.preview.localhost:3000/team?x=1#top', '/team'],
  ])('%s → %s', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });
});
