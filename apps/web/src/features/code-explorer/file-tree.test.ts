import { describe, expect, it } from 'vitest';
import {
  ancestorFolders,
  buildFileTree,
  defaultExpandedFolders,
  pickDefaultFile,
  type TreeNode,
} from './file-tree';

const file = (path: string, content: string | null = 'x') => ({ path, size: 1, content });

function names(nodes: TreeNode[]): string[] {
  return nodes.map((node) => (node.kind === 'folder' ? `${node.name}/` : node.name));
}

describe('buildFileTree', () => {
  const tree = buildFileTree([
    file('vite.config.ts'),
    file('src/pages/Index.tsx'),
    file('README.md'),
    file('src/App.tsx'),
    file('src/components/ui/button.tsx'),
    file('public/favicon.svg', null),
    file('index.html'),
    file('src/index.css'),
    file('.gitignore'),
  ]);

  it('puts folders first, then files, alphabetically and case-insensitively', () => {
    expect(names(tree)).toEqual([
      'public/',
      'src/',
      '.gitignore',
      'index.html',
      'README.md',
      'vite.config.ts',
    ]);
  });

  it('sorts every level the same way and keeps full paths', () => {
    const src = tree.find((node) => node.name === 'src');
    if (src?.kind !== 'folder') throw new Error('src is a folder');
    expect(names(src.children)).toEqual(['components/', 'pages/', 'App.tsx', 'index.css']);
    const app = src.children.find((node) => node.name === 'App.tsx');
    expect(app?.path).toBe('src/App.tsx');
  });

  it('marks binary files: no content, or an extension from the seed list', () => {
    const publicFolder = tree.find((node) => node.name === 'public');
    if (publicFolder?.kind !== 'folder') throw new Error('public is a folder');
    expect(publicFolder.children[0]).toMatchObject({ name: 'favicon.svg', isBinary: true });
    expect(buildFileTree([file('logo.png', 'text')])[0]).toMatchObject({ isBinary: true });
  });

  it('orders numbers naturally', () => {
    expect(names(buildFileTree([file('step10.ts'), file('step2.ts'), file('step1.ts')]))).toEqual([
      'step1.ts',
      'step2.ts',
      'step10.ts',
    ]);
  });
});

describe('folders', () => {
  it('opens only src by default', () => {
    expect(defaultExpandedFolders()).toEqual(['src']);
  });

  it('lists the folders that contain a file, outermost first', () => {
    expect(ancestorFolders('src/components/ui/button.tsx')).toEqual([
      'src',
      'src/components',
      'src/components/ui',
    ]);
    expect(ancestorFolders('README.md')).toEqual([]);
  });
});

describe('pickDefaultFile', () => {
  it('opens the app page file first', () => {
    expect(pickDefaultFile(['src/App.tsx', 'src/pages/Index.tsx', 'README.md'])).toBe('src/pages/Index.tsx');
  });

  it('falls back to the app component, then to the first file of the tree', () => {
    expect(pickDefaultFile(['README.md', 'src/App.tsx'])).toBe('src/App.tsx');
    expect(pickDefaultFile(['b.ts', 'lib/x.ts', 'a.ts'])).toBe('a.ts');
    expect(pickDefaultFile(['lib/x.ts'])).toBe('lib/x.ts');
    expect(pickDefaultFile([])).toBeNull();
  });
});
