import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuildOptions, build, context } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { esbuildJsxTagger } from './esbuild-plugin';
import { TaggedFileCache } from './tagged-file-cache';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kiln-jsx-tagger-'));
  await writeFiles({
    'src/main.tsx': [
      "import { Card } from './components/Card';",
      "import { Legacy } from './Legacy';",
      "import { outside } from '../lib/outside';",
      'export const App = () => (',
      '  <main className="app">',
      '    <Card title={outside} />',
      '    <Legacy />',
      '  </main>',
      ');',
    ].join('\n'),
    'src/components/Card.tsx': [
      'type CardProps = { title: string };',
      'export function Card({ title, ...rest }: CardProps) {',
      '  return <section {...rest}><h2>{title}</h2></section>;',
      '}',
    ].join('\n'),
    'src/Legacy.jsx': 'export const Legacy = () => <p>old</p>;',
    'lib/outside.tsx': 'export const outside = <i>not in src</i>;',
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeFiles(files: Record<string, string>): Promise<void> {
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
}

function options(overrides: BuildOptions = {}): BuildOptions {
  return {
    entryPoints: [path.join(root, 'src/main.tsx')],
    bundle: true,
    write: false,
    outdir: path.join(root, 'dist'),
    format: 'esm',
    // Preserved JSX shows exactly what the plugin handed to esbuild.
    jsx: 'preserve',
    logLevel: 'silent',
    plugins: [esbuildJsxTagger({ root })],
    ...overrides,
  };
}

function outputText(result: { outputFiles?: Array<{ path: string; text: string }> }): string {
  const output = result.outputFiles?.find((file) => file.path.endsWith('.js'));
  if (!output) throw new Error('esbuild produced no JavaScript');
  return output.text;
}

describe('esbuildJsxTagger', () => {
  it('stamps host elements of .tsx and .jsx files under src/ and nothing outside it', async () => {
    const text = outputText(await build(options()));

    expect(text).toContain(
      '<main data-unique-id="src/main.tsx:5:2" data-file-name="src/main.tsx" className="app">',
    );
    expect(text).toContain(
      '<section data-unique-id="src/components/Card.tsx:3:9" data-file-name="src/components/Card.tsx" {...rest}>',
    );
    expect(text).toContain('<h2 data-unique-id="src/components/Card.tsx:3:28"');
    expect(text).toContain('<p data-unique-id="src/Legacy.jsx:1:28" data-file-name="src/Legacy.jsx">');
    expect(text).toContain('<Card title={outside} />');
    expect(text).toContain('<i>not in src</i>');
  });

  it('carries the attributes through a real JSX transform', async () => {
    const text = outputText(
      await build(options({ jsx: 'automatic', external: ['react', 'react/jsx-runtime'] })),
    );

    expect(text).toContain('"data-unique-id": "src/main.tsx:5:2"');
    expect(text).toContain('"data-file-name": "src/components/Card.tsx"');
  });

  it('honours include', async () => {
    const text = outputText(
      await build(
        options({
          plugins: [esbuildJsxTagger({ root, include: (file) => !file.startsWith('src/components/') })],
        }),
      ),
    );

    expect(text).toContain('data-file-name="src/main.tsx"');
    expect(text).not.toContain('data-file-name="src/components/Card.tsx"');
    expect(text).toContain('<section {...rest}><h2>{title}</h2></section>');
  });

  it('tags a project whose root is given through a symlink', async () => {
    const link = `${root}-link`;
    await symlink(root, link);
    try {
      const text = outputText(
        await build(
          options({
            entryPoints: [path.join(link, 'src/main.tsx')],
            plugins: [esbuildJsxTagger({ root: link })],
          }),
        ),
      );

      expect(text).toContain('data-unique-id="src/main.tsx:5:2"');
    } finally {
      await rm(link, { force: true });
    }
  });

  it('keeps source maps pointing at the untagged source', async () => {
    const result = await build(options({ sourcemap: 'external' }));
    const mapFile = result.outputFiles?.find((file) => file.path.endsWith('.js.map'));
    const map = JSON.parse(mapFile?.text ?? '{}') as { sources: string[]; sourcesContent: string[] };

    const index = map.sources.findIndex((source) => source.endsWith('src/components/Card.tsx'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(map.sources[index]).not.toContain('src/components/src/');
    expect(map.sourcesContent[index]).not.toContain('data-unique-id');
    expect(map.sourcesContent[index]).toContain('<section {...rest}>');
  });

  it('follows edits across rebuilds of one context', async () => {
    const ctx = await context(options());
    try {
      expect(outputText(await ctx.rebuild())).toContain('src/main.tsx:5:2');

      await writeFiles({
        'src/main.tsx': 'export const App = () => (\n\n  <div><span>edited</span></div>\n);',
      });
      const text = outputText(await ctx.rebuild());

      expect(text).toContain('<div data-unique-id="src/main.tsx:3:2"');
      expect(text).toContain('<span data-unique-id="src/main.tsx:3:7"');
      expect(text).not.toContain('src/main.tsx:5:2');
    } finally {
      await ctx.dispose();
    }
  });

  it('reuses a file tagged for another project when its path and text are the same', async () => {
    const cache = new TaggedFileCache();
    await build(options({ plugins: [esbuildJsxTagger({ root, cache })] }));
    expect(cache.size).toBe(3);

    const copy = await mkdtemp(path.join(tmpdir(), 'kiln-jsx-tagger-copy-'));
    try {
      await cp(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
      await cp(path.join(root, 'lib'), path.join(copy, 'lib'), { recursive: true });
      await writeFile(path.join(copy, 'src/Legacy.jsx'), 'export const Legacy = () => <b>changed</b>;');
      // What the cache holds is what the build gets: a marker planted for main.tsx shows the hit.
      const main = await readFile(path.join(copy, 'src/main.tsx'), 'utf8');
      cache.set('src/main.tsx', main, main.replace('className="app"', 'className="from-the-cache"'));
      const text = outputText(
        await build(
          options({
            entryPoints: [path.join(copy, 'src/main.tsx')],
            outdir: path.join(copy, 'dist'),
            plugins: [esbuildJsxTagger({ root: copy, cache })],
          }),
        ),
      );

      expect(text).toContain('<main className="from-the-cache">');
      expect(text).toContain('<section data-unique-id="src/components/Card.tsx:3:9"');
      expect(text).toContain('<b data-unique-id="src/Legacy.jsx:1:28" data-file-name="src/Legacy.jsx">');
      expect(cache.size).toBe(4);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('lets esbuild report syntax errors in files the tagger could not parse', async () => {
    await writeFiles({ 'src/main.tsx': 'export const App = () => <div><span></div>;' });

    const failure = await build(options()).catch((error: unknown) => error);

    expect(failure).toMatchObject({
      errors: expect.arrayContaining([
        expect.objectContaining({
          text: 'Unexpected closing "div" tag does not match opening "span" tag',
          location: expect.objectContaining({ file: expect.stringContaining('src/main.tsx'), line: 1 }),
        }),
      ]),
    });
  });
});
