import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import {
  copyProject,
  FIXTURE_APP_DIR,
  FIXTURE_SECRET,
  KILN_ORIGIN,
  makeTempDir,
  STORE_NODE_MODULES,
  type TempDir,
} from './testing/fixture';
import { only, readTree } from './testing/output';
import type { BuildResult } from './types';

// Kiln's own environment must never reach a generated app, `VITE_` prefix or not.
const SERVER_ENV = {
  VITE_KILN_SERVER_VALUE: 'server-env-must-not-leak',
  KILN_SERVER_SECRET: 'server-secret-xyz',
};

describe('building the fixture app', () => {
  let temp: TempDir;
  let preview: Map<string, string>;
  let production: Map<string, string>;
  let results: Record<'preview' | 'production', BuildResult>;
  const builder = createBuilder({
    maxConcurrent: 2,
    timeoutMs: 30_000,
    nodePaths: [STORE_NODE_MODULES],
    tagJsx: true,
  });

  beforeAll(async () => {
    Object.assign(process.env, SERVER_ENV);
    temp = await makeTempDir();
    const projectDir = await copyProject(path.join(temp.dir, 'project'));
    const build = (mode: 'preview' | 'production') =>
      builder.build({
        projectId: 'fixture',
        projectDir,
        outDir: path.join(temp.dir, mode),
        mode,
        kilnOrigin: KILN_ORIGIN,
      });
    results = { preview: await build('preview'), production: await build('production') };
    preview = await readTree(path.join(temp.dir, 'preview'));
    production = await readTree(path.join(temp.dir, 'production'));
  });

  afterAll(async () => {
    for (const key of Object.keys(SERVER_ENV)) delete process.env[key];
    await builder.close();
    await temp.remove();
  });

  it('reports the files it wrote', () => {
    expect(results.preview).toMatchObject({ ok: true, outDir: path.join(temp.dir, 'preview') });
    if (!results.preview.ok) return;
    expect(results.preview.files).toEqual([...preview.keys()].sort());
    expect(results.preview.durationMs).toBeGreaterThan(0);
  });

  it.each(['preview', 'production'] as const)(
    '%s: copies public/ as is and hashes imported assets',
    (mode) => {
      const files = mode === 'preview' ? preview : production;
      expect(files.get('robots.txt')).toBe('User-agent: *\nAllow: /\n');
      expect(files.has('favicon.svg')).toBe(true);
      for (const asset of ['logo', 'photo', 'dots']) {
        expect(
          [...files.keys()].some((file) =>
            new RegExp(`^assets/${asset}-[A-Z0-9]{8}\\.(svg|png)$`).test(file),
          ),
        ).toBe(true);
      }
    },
  );

  it.each(['preview', 'production'] as const)(
    '%s: rewrites index.html to the built entry and CSS',
    (mode) => {
      const files = mode === 'preview' ? preview : production;
      const html = files.get('index.html') ?? '';
      const script = /<script type="module" src="\/(assets\/main-[A-Z0-9]{8}\.js)"><\/script>/.exec(
        html,
      )?.[1];
      const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/main-[A-Z0-9]{8}\.css)">/.exec(
        html,
      )?.[1];
      expect(script && files.has(script)).toBe(true);
      expect(stylesheet && files.has(stylesheet)).toBe(true);
      // Everything else in the page is kept.
      expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
      expect(html).toContain('<title>Kiln fixture</title>');
      expect(html).toContain('<noscript>This app needs JavaScript.</noscript>');
      expect(html).not.toContain('/src/main.tsx');
    },
  );

  it('puts the lazy route in its own chunk', () => {
    const main = only(production, /^assets\/main-.*\.js$/);
    const lazy = [...production].filter(
      ([file, text]) => file.endsWith('.js') && text.includes('About this fixture'),
    );
    expect(lazy).toHaveLength(1);
    expect(lazy[0]?.[0]).not.toBe(main.path);
    expect(main.text).toContain(`import("/${lazy[0]?.[0]}")`);
  });

  it('inlines JSON, ?raw text and VITE_ variables; ?url and CSS url() give hashed files', () => {
    const js = [...production]
      .filter(([file]) => file.endsWith('.js'))
      .map(([, text]) => text)
      .join('\n');
    expect(js).toContain('Hello from the fixture');
    expect(js).toContain('Fast builds');
    expect(js).toContain('Notes imported as raw text.');
    expect(js).toMatch(/"\/assets\/dots-[A-Z0-9]{8}\.svg"/);
    expect(only(production, /^assets\/main-.*\.css$/).text).toMatch(
      /url\("?\/assets\/dots-[A-Z0-9]{8}\.svg"?\)/,
    );
  });

  it('never bundles env variables other than VITE_* from the project, nor anything from the server', () => {
    for (const files of [preview, production]) {
      const everything = [...files.values()].join('\n');
      expect(everything).not.toContain(FIXTURE_SECRET);
      for (const value of Object.values(SERVER_ENV)) expect(everything).not.toContain(value);
    }
  });

  it('emits the Tailwind classes the project uses, and only those', () => {
    const css = only(production, /^assets\/main-.*\.css$/).text;
    for (const used of [
      '.text-brand',
      '.md\\:text-5xl',
      '.size-12',
      '.sm\\:grid-cols-2',
      '.text-emerald-700',
    ]) {
      expect(css).toContain(used);
    }
    expect(css).toMatch(/--color-brand:\s*#c2410c/);
    // Plain CSS imported by a component is bundled alongside.
    expect(css).toContain('.feature-card{');
    // bg-lime-300 appears only in a comment of .env, which is never scanned.
    for (const unused of ['.bg-red-900', '.bg-lime-300', '.underline-offset-4', '--color-pink-500']) {
      expect(css).not.toContain(unused);
    }
  });

  it('serves Tailwind’s output as it is in preview, as Vite’s dev server does, and optimized in production', () => {
    const previewCss = only(preview, /^assets\/main-.*\.css$/).text;
    const productionCss = only(production, /^assets\/main-.*\.css$/).text;
    // Media range syntax as Tailwind writes it; optimize() lowers it for older browsers.
    expect(previewCss).toMatch(/@media \(width >= 48rem\) \{\s*\.md\\:text-5xl \{/);
    expect(productionCss).toMatch(/@media\s*\(min-width:\s*48rem\)\s*\{\s*\.md\\:text-5xl\{/);
    expect(productionCss).not.toContain('width >= 48rem');
  });

  it('preview: development build with source maps, JSX tagging and the bridge first in <head>', () => {
    const html = preview.get('index.html') ?? '';
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    // Only <meta charset> may come first (it must stay in the first 1024 bytes).
    expect(head).toMatch(/^<head>\s*<meta charset="UTF-8" \/>\s*<script>"use strict";\(\(\)=>\{/);
    expect(head).toContain(`kilnOrigin:${JSON.stringify(KILN_ORIGIN)}`);

    const main = only(preview, /^assets\/main-.*\.js$/);
    expect(preview.has(`${main.path}.map`)).toBe(true);
    expect(main.text).toMatch(/"Mode: ",\s*"development"/);
    expect(main.text).toContain('function Home(');
    const homeChunk = [...preview.values()].join('\n');
    // Tagged as they render: each element's position goes to Kiln's JSX runtime, bundled with the app.
    expect(homeChunk).toMatch(/fileName: "src\/pages\/home\.tsx",\s*lineNumber: \d+,\s*columnNumber: \d+/);
    expect(homeChunk).toContain('"data-unique-id": id');
  });

  it('preview: packages come from a vendor bundle loaded before the entry, not from the app chunks', () => {
    const html = preview.get('index.html') ?? '';
    const vendor =
      /<script type="module" crossorigin src="\/(assets\/vendor-[A-Z0-9]{8}\.js)"><\/script>/.exec(html);
    expect(vendor && preview.has(vendor[1] as string)).toBe(true);
    expect(html.indexOf(vendor?.[0] ?? '')).toBeLessThan(
      html.indexOf('<script type="module" src="/assets/main-'),
    );
    const app = [...preview].filter(([file]) => /^assets\/(main|chunk|about)-.*\.js$/.test(file));
    for (const [, text] of app) expect(text).not.toContain('react-dom.development.js');
    expect(preview.get(vendor?.[1] ?? '')).toContain('react-dom.development.js');
    // Production builds stay one tree-shaken bundle.
    expect([...production.keys()].some((file) => file.includes('vendor-'))).toBe(false);
  });

  it('production: minified, without source maps, tagging or the bridge', () => {
    expect([...production.keys()].filter((file) => file.endsWith('.map'))).toEqual([]);
    const html = production.get('index.html') ?? '';
    expect(html).not.toContain('<script>');
    const js = [...production]
      .filter(([file]) => file.endsWith('.js'))
      .map(([, text]) => text)
      .join('\n');
    expect(js).not.toContain('data-unique-id');
    expect(js).not.toContain('kilnOrigin');
    expect(js).toContain('"production"');
    expect(js).not.toContain('function Home(');
  });

  it('leaves the fixture itself untouched', async () => {
    expect(await readFile(path.join(FIXTURE_APP_DIR, 'index.html'), 'utf8')).toContain('src="/src/main.tsx"');
  });
});
