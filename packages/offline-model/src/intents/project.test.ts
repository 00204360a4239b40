import { describe, expect, it } from 'vitest';
import { sourceFiles } from './project';

describe('sourceFiles', () => {
  it('lists the app’s own code, not the starter’s plumbing (its storage helper included, issue 22 §4)', () => {
    expect(
      sourceFiles([
        'index.html',
        'src/App.tsx',
        'src/pages/Index.tsx',
        'src/components/ui/button.tsx',
        'src/lib/utils.ts',
        'src/lib/storage.ts',
        'src/lib/storage-fallback.ts',
        'src/main.tsx',
        'src/vite-env.d.ts',
        'src/index.css',
      ]),
    ).toEqual(['src/App.tsx', 'src/pages/Index.tsx']);
  });
});
