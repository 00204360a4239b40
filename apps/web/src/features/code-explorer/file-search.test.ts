import { describe, expect, it } from 'vitest';
import { moveSelection, searchFiles } from './file-search';
import { isFileSearchShortcut } from './hooks/use-file-search-shortcut';

const PATHS = [
  'src/App.tsx',
  'src/pages/Index.tsx',
  'src/pages/NotFound.tsx',
  'src/components/ui/button.tsx',
  'src/components/ui/badge.tsx',
  'src/index.css',
  'index.html',
  'package.json',
];

describe('searchFiles', () => {
  it('lists every file for an empty query, shortest paths first', () => {
    expect(searchFiles(PATHS, '  ')).toHaveLength(PATHS.length);
    expect(searchFiles(PATHS, '')[0]).toBe('index.html');
  });

  it('ranks file-name matches above path matches, case-insensitively', () => {
    expect(searchFiles(PATHS, 'INDEX')).toEqual(['index.html', 'src/index.css', 'src/pages/Index.tsx']);
    // Folder matches next; loose in-order matches ("package.json" has p·a·g·e·s) come last.
    expect(searchFiles(PATHS, 'pages').slice(0, 2)).toEqual([
      'src/pages/Index.tsx',
      'src/pages/NotFound.tsx',
    ]);
  });

  it('finds loose in-order matches last', () => {
    expect(searchFiles(PATHS, 'uibtn')).toEqual(['src/components/ui/button.tsx']);
  });

  it('finds nothing for a query no path contains', () => {
    expect(searchFiles(PATHS, 'zebra')).toEqual([]);
  });

  it('lists the CTA files for "cta", not every path holding c…t…a (issue 22 §6)', () => {
    const app = [
      ...PATHS,
      'src/components/CTA.tsx',
      'src/components/sections/cta-banner.tsx',
      'src/components/CallToAction.tsx',
      'src/components/HeroCta.tsx',
      'src/components/Contact.tsx',
      'src/components/Features.tsx',
      'src/components/Testimonials.tsx',
      'src/components/ui/accordion.tsx',
      'src/components/ui/alert.tsx',
      'src/components/ui/avatar.tsx',
      'src/components/ui/card.tsx',
      'src/components/ui/tabs.tsx',
      'src/components/ui/toast.tsx',
      'src/lib/utils.ts',
      'src/hooks/use-toast.ts',
      'src/data/faq.ts',
      'tailwind.config.ts',
    ];
    expect(searchFiles(app, 'cta')).toEqual([
      'src/components/CTA.tsx',
      'src/components/sections/cta-banner.tsx',
      'src/components/HeroCta.tsx',
      'src/components/CallToAction.tsx',
    ]);
  });

  it('scores a path segment and a word prefix above a match inside a name', () => {
    expect(
      searchFiles(['src/pages/Sections.tsx', 'src/sections/Hero.tsx', 'src/Intersections.tsx'], 'sect'),
    ).toEqual(['src/pages/Sections.tsx', 'src/sections/Hero.tsx', 'src/Intersections.tsx']);
  });

  it('caps the list', () => {
    expect(searchFiles(PATHS, '', 3)).toHaveLength(3);
  });
});

describe('isFileSearchShortcut', () => {
  const press = (
    key: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it('is Ctrl+P or Cmd+P, and nothing else', () => {
    expect(isFileSearchShortcut(press('p', { ctrlKey: true }))).toBe(true);
    expect(isFileSearchShortcut(press('P', { metaKey: true }))).toBe(true);
    expect(isFileSearchShortcut(press('p'))).toBe(false);
    expect(isFileSearchShortcut(press('p', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isFileSearchShortcut(press('o', { ctrlKey: true }))).toBe(false);
  });
});

describe('moveSelection', () => {
  it('moves with the arrow keys and wraps at both ends', () => {
    expect(moveSelection(0, 1, 3)).toBe(1);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(0, 1, 0)).toBe(0);
  });
});
