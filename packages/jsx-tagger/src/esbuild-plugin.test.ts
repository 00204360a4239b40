import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuildOptions, build, context } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { esbuildJsxTagger } from './esbuild-plugin';

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
