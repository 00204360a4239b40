import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSX_RUNTIME_SOURCE, writeJsxRuntime } from './runtime';
import { tagJsx } from './tag-jsx';

/** Host elements, components, a member expression, a namespaced tag, astral text before a tag, a spread. */
const PAGE = `import { Fragment } from 'react';
const Card = ({ children }: { children: React.ReactNode }) => <section className="card">{children}</section>;
const ui = { Badge: (props: { label: string }) => <em {...props}>{props.label}</em> };
export default function Page({ items }: { items: string[] }) {
  const given = { 'data-unique-id': 'kept:1:0' };
  return (
    <main>
      <h1>Caf\u00e9 \u{1F600}</h1><p className="lead">Fresh bread</p>
      <Card>
        <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>
      </Card>
      <ui.Badge label="new" />
      <svg viewBox="0 0 1 1"><circle r="1" /></svg>
      <my-widget></my-widget>
      <Fragment><span {...given}>kept</span></Fragment>
      <>
        <footer>end</footer>
      </>
    </main>
  );
}
`;

let root: string;
let render: () => string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kiln-jsx-runtime-'));
  await mkdir(path.join(root, 'src'));
  await writeFile(path.join(root, 'src', 'Page.tsx'), PAGE);
  await writeFile(
    path.join(root, 'entry.tsx'),
    [
      "import { renderToStaticMarkup } from 'react-dom/server';",
      "import Page from './src/Page';",
      "export const render = () => renderToStaticMarkup(<Page items={['rye', 'spelt']} />);",
      // Outside src/: never tagged.
      'export const outside = <div />;',
    ].join('\n'),
  );
  const runtimeDir = await writeJsxRuntime(path.join(root, 'runtime'));
  // As a preview build compiles: development JSX, the runtime aliased in, React left to Node.
  await build({
    absWorkingDir: root,
    entryPoints: ['entry.tsx'],
    outfile: path.join(root, 'out.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    jsxDev: true,
    jsxImportSource: JSX_RUNTIME_SOURCE,
    alias: { [JSX_RUNTIME_SOURCE]: runtimeDir },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    nodePaths: [path.resolve('node_modules')],
    logLevel: 'silent',
  });
  // Resolved from the repository's React.
  await writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'));
  ({ render } = await import(pathToFileURL(path.join(root, 'out.mjs')).href));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const ids = (html: string) => [...html.matchAll(/data-unique-id="([^"]+)"/g)].map((m) => m[1] as string);

describe("Kiln's JSX dev runtime", () => {
  it('stamps the very ids tagJsx writes into the source, on the same elements', () => {
    const html = render();
    const fromSource = ids(tagJsx(PAGE, 'src/Page.tsx')?.code ?? '');
    // A mapped `<li>` renders once per item; the given id stays, as tagJsx leaves it too.
    const rendered = ids(html).filter((id) => id !== 'kept:1:0');
    // The span's spread sets its own id, which wins over the tag either way.
    const spread = fromSource.find((id) => id.startsWith('src/Page.tsx:15:'));
    expect(new Set(rendered)).toEqual(new Set(fromSource.filter((id) => id !== spread)));
    const item = fromSource.findLast((id) => id.startsWith('src/Page.tsx:10:')); // the <li>
    expect(rendered.filter((id) => id === item)).toHaveLength(2);
    expect(ids(html)).toContain('kept:1:0');
    expect(html).toContain('data-file-name="src/Page.tsx"');
  });

  it('leaves components, namespaced tags and files outside src/ alone', () => {
    const html = render();
    // The component's own host element is tagged where it is written, not where it is used.
    expect(html).toMatch(/<section data-unique-id="src\/Page.tsx:2:\d+"/);
    expect(html).toMatch(/<em data-unique-id="src\/Page.tsx:3:\d+"[^>]*label="new"/);
    expect(ids(html).every((id) => id.startsWith('src/Page.tsx:') || id === 'kept:1:0')).toBe(true);
  });
});
