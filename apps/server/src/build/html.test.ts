import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIndexHtml, renderIndexHtml } from './html';
import { scanTags } from './html-tags';
import { makeTempDir, type TempDir } from './testing/fixture';

describe('scanTags', () => {
  it('skips comments and the content of raw-text elements', () => {
    const tags = scanTags(`<!-- <script type="module" src="/nope.ts"></script> -->
      <script>const html = '<script type="module" src="/nope.ts">';</script>
      <SCRIPT TYPE=module SRC=/src/main.tsx></SCRIPT>`);
    const starts = tags.filter((tag) => !tag.isEnd);
    expect(starts.map((tag) => tag.name)).toEqual(['script', 'script']);
    expect(starts[1]?.attributes.map(({ name, value }) => [name, value])).toEqual([
      ['type', 'module'],
      ['src', '/src/main.tsx'],
    ]);
  });

  it('reads quoted, unquoted and bare attributes with entities', () => {
    const [tag] = scanTags(`<link rel='stylesheet' href="/a.css?x=1&amp;y=2" crossorigin data-x=1>`);
    expect(tag?.attributes.map(({ name, value }) => [name, value])).toEqual([
      ['rel', 'stylesheet'],
      ['href', '/a.css?x=1&y=2'],
      ['crossorigin', null],
      ['data-x', '1'],
    ]);
  });
});

describe('index.html', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await makeTempDir();
    await mkdir(path.join(temp.dir, 'src'));
    await mkdir(path.join(temp.dir, 'public'));
    await writeFile(path.join(temp.dir, 'src/main.tsx'), '');
    await writeFile(path.join(temp.dir, 'src/extra.css'), '');
    await writeFile(path.join(temp.dir, 'public/legacy.js'), '');
  });
  afterAll(() => temp.remove());

  const page = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <link rel="stylesheet" href="./src/extra.css">
    <script type="module" src="https://cdn.example.com/x.js"></script>
    <script type="module" src="/legacy.js"></script>
  </head>
  <body><script type="module" src="src/main.tsx?v=1"></script></body>
</html>`;

  it('finds module scripts and stylesheets of the project; leaves URLs and public/ files alone', async () => {
    await writeFile(path.join(temp.dir, 'index.html'), page);
    const result = await readIndexHtml(temp.dir);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.page.entries.map(({ kind, file }) => [kind, path.relative(temp.dir, file)])).toEqual([
      ['stylesheet', 'src/extra.css'],
      ['script', 'src/main.tsx'],
    ]);

    const [stylesheet, script] = result.page.entries;
    const html = renderIndexHtml(result.page, {
      entryUrls: new Map([
        [stylesheet as (typeof result.page.entries)[number], '/assets/extra-1.css'],
        [script as (typeof result.page.entries)[number], '/assets/main-2.js'],
      ]),
      stylesheets: ['/assets/main-3.css'],
      modulePreloads: ['/assets/chunk-4.js'],
      headScript: 'bridge()',
    });
    expect(html).toBe(`<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <script>bridge()</script>
    <link rel="stylesheet" href="/assets/extra-1.css">
    <script type="module" src="https://cdn.example.com/x.js"></script>
    <script type="module" src="/legacy.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-4.js">
    <link rel="stylesheet" crossorigin href="/assets/main-3.css">
  </head>
  <body><script type="module" src="/assets/main-2.js"></script></body>
</html>`);
  });

  it('refuses entries outside the project', async () => {
    await writeFile(
      path.join(temp.dir, 'index.html'),
      '<html><body>\n<script type="module" src="/../../etc/passwd"></script></body></html>',
    );
    expect(await readIndexHtml(temp.dir)).toEqual({
      ok: false,
      errors: [
        { file: 'index.html', line: 2, column: 23, message: '"/../../etc/passwd" is outside the project' },
      ],
    });
  });

  it('inserts the head script even without <head>', () => {
    const html = '<!doctype html><div id="root"></div><script type="module" src="/src/main.tsx"></script>';
    const rendered = renderIndexHtml(
      { html, tags: scanTags(html), entries: [] },
      { entryUrls: new Map(), stylesheets: ['/a.css'], modulePreloads: [], headScript: 'bridge()' },
    );
    expect(
      rendered.startsWith('<!doctype html>\n    <script>bridge()</script>  <link rel="stylesheet"'),
    ).toBe(true);
  });
});
