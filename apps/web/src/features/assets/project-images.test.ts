import type { ProjectFile } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { projectImages } from './project-images';

const file = (path: string, content: string | null = null): ProjectFile => ({
  path,
  content,
  size: content?.length ?? 10,
});

describe('projectImages', () => {
  it('lists the app’s public pictures at the preview’s root, and the image links in its code, once each', () => {
    const files = [
      file(
        'src/pages/Index.tsx',
        [
          '<img src="https://images.unsplash.com/photo-1?w=800&q=80" alt="" />',
          "const hero = 'https://cdn.example.com/hero.webp';",
          '<img src="https://images.unsplash.com/photo-1?w=800&q=80" />',
          '<a href="https://example.com/about">About</a>',
        ].join('\n'),
      ),
      file('public/logo.svg'),
      file('public/robots.txt', 'User-agent: *'),
      file('src/assets/team.png'),
    ];
    expect(projectImages(files, 'http://lume.preview.localhost:3000/')).toEqual([
      { src: 'http://lume.preview.localhost:3000/logo.svg', label: 'public/logo.svg' },
      { src: 'https://images.unsplash.com/photo-1?w=800&q=80', label: 'images.unsplash.com/photo-1' },
      { src: 'https://cdn.example.com/hero.webp', label: 'cdn.example.com/hero.webp' },
    ]);
  });

  it('leaves out files it cannot place before the preview exists', () => {
    expect(projectImages([file('public/logo.svg')], null)).toEqual([]);
  });
});
