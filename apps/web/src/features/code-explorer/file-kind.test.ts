import { languageLabelFor } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { fileKindOf } from './file-kind';

describe('language labels (seed 002 §2 breadcrumb)', () => {
  it.each([
    ['src/main.js', 'JavaScript'],
    ['src/App.jsx', 'JSX'],
    ['vite.config.ts', 'TypeScript'],
    ['src/pages/Index.tsx', 'TSX'],
    ['package.json', 'JSON'],
    ['index.html', 'HTML'],
    ['src/index.css', 'CSS'],
    ['README.md', 'Markdown'],
    ['.gitignore', 'Plain Text'],
    ['Dockerfile', 'Plain Text'],
    ['src/App.TSX', 'TSX'],
  ])('%s is %s', (path, label) => {
    expect(languageLabelFor(path)).toBe(label);
  });
});

describe('fileKindOf', () => {
  it('groups files by what their icon shows', () => {
    expect(fileKindOf('src/App.tsx')).toBe('typescript');
    expect(fileKindOf('src/main.jsx')).toBe('javascript');
    expect(fileKindOf('public/favicon.svg')).toBe('image');
    expect(fileKindOf('fonts/inter.woff2')).toBe('font');
    expect(fileKindOf('.env.example')).toBe('config');
    expect(fileKindOf('LICENSE')).toBe('text');
  });
});
