import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { barrelImports, parseBarrel } from './icon-imports';
import { hasChromium, launchChromium } from './testing/chromium';
import { KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { joinedText, readTree } from './testing/output';
import { serveStatic } from './testing/static-server';

const LUCIDE_BARREL = path.join(STORE_NODE_MODULES, 'lucide-react/dist/esm/lucide-react.mjs');

describe('parseBarrel', () => {
  it("maps lucide-react's names, aliases included, to the modules that define them", async () => {
    const barrel = parseBarrel(await readFile(LUCIDE_BARREL, 'utf8'));
    expect(barrel.get('Camera')).toEqual({ from: './icons/camera.mjs', name: 'default' });
    expect(barrel.get('CameraIcon')).toEqual(barrel.get('Camera'));
    expect(barrel.get('LucideCamera')).toEqual(barrel.get('Camera'));
    expect(barrel.get('LucideProvider')).toEqual({ from: './context.mjs', name: 'LucideProvider' });
    expect(barrel.get('createLucideIcon')).toEqual({ from: './createLucideIcon.mjs', name: 'default' });
    expect(barrel.size).toBeGreaterThan(1000);
    // A namespace export is not one module: importing it keeps the whole package.
    expect(barrel.has('icons')).toBe(false);
  });

  it('reads only relative re-exports', () => {
    const barrel = parseBarrel(
      "export { a as B, c } from './x.mjs';\nexport { d } from 'other-package';\nexport const e = 1;",
    );
    expect([...barrel]).toEqual([
      ['B', { from: './x.mjs', name: 'a' }],
      ['c', { from: './x.mjs', name: 'c' }],
    ]);
  });
});

describe('barrelImports', () => {
  it('lists the value names a module imports or re-exports from the barrel, sorted', () => {
    const source = [
      "import { Camera, Heart as Love, type LucideIcon } from 'lucide-react';",
      "import type { LucideProps } from 'lucide-react';",
      "import { Sun } from 'lucide-react/icons';",
      "import { useState } from 'react';",
      "export { ArrowLeft } from 'lucide-react';",
      'export function Icon<T>(props: T) { return <Camera {...props} />; }',
    ].join('\n');
    expect(barrelImports(source, 'src/icon.tsx')).toEqual(['ArrowLeft', 'Camera', 'Heart', 'Sun']);
  });

  it('parses a .ts file with type syntax JSX would misread', () => {
    expect(barrelImports("import { X } from 'lucide-react';\nconst n = <number>x;", 'src/a.ts')).toEqual([
      'X',
    ]);
  });

  it('gives up on imports that need the whole package, and on code that does not parse', () => {
    expect(barrelImports("import * as Icons from 'lucide-react';", 'a.tsx')).toBeNull();
    expect(barrelImports("import Lucide, { X } from 'lucide-react';", 'a.tsx')).toBeNull();
    expect(barrelImports("export * from 'lucide-react';", 'a.ts')).toBeNull();
    expect(barrelImports("export * as L from 'lucide-react';", 'a.ts')).toBeNull();
    expect(barrelImports("import { X } from 'lucide-react'; const = ;", 'a.ts')).toBeNull();
  });

  it('is empty for a module without lucide imports', () => {
    expect(barrelImports("import { Camera } from './camera';", 'a.tsx')).toEqual([]);
  });
});

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Icons</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

const MAIN = `import { createRoot } from 'react-dom/client';
import { App } from './app';
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;

/** Named icons (one aliased), a provider from the same import, a deep import and a re-export. */
const APP = `import { Camera, Heart as Love, LucideProvider } from 'lucide-react';
import Sun from 'lucide-react/icons/sun';
import { Moon } from './icons';

export function App() {
  return (
    <LucideProvider size={40}>
      <Camera data-testid="camera" />
      <Love data-testid="love" />
      <Sun data-testid="sun" />
      <Moon data-testid="moon" />
    </LucideProvider>
  );
}
`;

async function writeProject(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries({ 'index.html': INDEX_HTML, 'src/main.tsx': MAIN, ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

describe.runIf(hasChromium)('preview builds with lucide-react', () => {
  let temp: TempDir;
  let browser: Browser;
  const builder = createBuilder({ maxConcurrent: 2, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });

  async function build(name: string, files: Record<string, string>) {
    const projectDir = path.join(temp.dir, name);
    await writeProject(projectDir, files);
    const outDir = path.join(temp.dir, `${name}-out`);
    const result = await builder.build({
      projectId: name,
      projectDir,
      outDir,
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
    });
    expect(result).toMatchObject({ ok: true });
    const tree = await readTree(outDir);
    const js = (pattern: RegExp) => joinedText(tree, pattern);
    return { outDir, vendor: js(/^assets\/vendor-.*\.js$/), app: js(/^assets\/main-.*\.js$/) };
  }

  beforeAll(async () => {
    temp = await makeTempDir();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await builder.close();
    await temp.remove();
  });

  it('bundles only the icons the app uses, and one provider reaches all of them', async () => {
    const { outDir, vendor, app } = await build('named', {
      'src/app.tsx': APP,
      'src/icons.ts': "export { Moon } from 'lucide-react';\n",
    });
    // The package is not in the vendor bundle; the app holds its four icons and no others.
    expect(vendor).not.toContain('lucide-react');
    expect(vendor).toContain('react-dom.development.js');
    for (const icon of ['camera', 'heart', 'sun', 'moon'])
      expect(app).toContain(`dist/esm/icons/${icon}.mjs`);
    expect(app).not.toContain('dist/esm/icons/zap.mjs');
    // One copy of the shared code: the deep import and the named ones share it.
    expect(app.match(/\/\/ .*lucide-react\/dist\/esm\/context\.mjs/g)).toHaveLength(1);

    const server = await serveStatic(outDir);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto(`${server.origin}/`);
      for (const id of ['camera', 'love', 'sun', 'moon']) {
        const icon = page.getByTestId(id);
        await expect.poll(() => icon.getAttribute('width')).toBe('40');
        expect(await icon.getAttribute('class')).toContain('lucide');
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });

  it('keeps the whole package in the vendor bundle for a file that needs it', async () => {
    const { vendor, app } = await build('namespace', {
      'src/app.tsx': `import { icons } from 'lucide-react';
export function App() {
  const Icon = icons.Camera;
  return <Icon />;
}
`,
    });
    expect(vendor).toContain('dist/esm/icons/zap.mjs');
    expect(app).not.toContain('dist/esm/icons/');
  });

  it('leaves a name the package lacks to the whole package, as before (the type check names it)', async () => {
    const { vendor, app } = await build('misspelt', {
      'src/app.tsx':
        "import { Camera, Camra } from 'lucide-react';\nexport const App = () => <><Camera /><Camra /></>;\n",
    });
    expect(vendor).toContain('dist/esm/icons/camera.mjs');
    expect(app).not.toContain('dist/esm/icons/');
  });
});
