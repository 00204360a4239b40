import { buildComponentBrief } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { recogniseIntents } from '.';
import { pageForRoute } from './use-component';

const APP = `import { BrowserRouter, Route, Routes } from 'react-router';
import Index from '@/pages/Index';
import About from '@/pages/About';
import Post from './pages/Post';
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<Index />} />
      <Route path="/about" element={<About />} />
      <Route path="/blog/:slug" element={<Post />} />
    </Routes>
  );
}`;
const FILES = ['src/App.tsx', 'src/pages/Index.tsx', 'src/pages/About.tsx', 'src/pages/Post.tsx'];

describe('pageForRoute', () => {
  it.each([
    ['/', 'src/pages/Index.tsx'],
    ['/about', 'src/pages/About.tsx'],
    ['/blog/hello-world', 'src/pages/Post.tsx'],
    ['/missing', null],
  ])('%s → %s', (route, page) => {
    expect(pageForRoute(APP, route, FILES)).toBe(page);
  });
});

describe('the use-component intent', () => {
  const brief = buildComponentBrief(
    {
      name: 'Pricing Card',
      files: ['src/components/pricing-card/pricing-card.tsx'],
      entry: {
        path: 'src/components/pricing-card/pricing-card.tsx',
        exportName: 'PricingCard',
        isDefault: false,
      },
      route: '/about',
    },
    [],
  );

  it('takes Kiln’s brief before any other intent its words could match', () => {
    const recognised = recogniseIntents(`Use the component “Pricing Card” in this project.\n\n${brief}`);
    expect(recognised.map((item) => item.id)).toEqual(['use-component']);
    expect(recognised[0]?.label).toBe('add Pricing Card to the page');
  });

  it('leaves ordinary messages to the other intents', () => {
    expect(recogniseIntents('add a pricing section').map((item) => item.id)).toEqual(['add-section']);
  });
});
