import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { moduleImports } from './icon-imports';
import { ProjectIcons } from './icon-module';
import { KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { joinedText, readTree } from './testing/output';

describe('moduleImports', () => {
  it("lists a file's named value imports from the barrel, or nothing when it does not use the package", () => {
    const source = [
      "import { Camera, Heart as Love, type LucideIcon } from 'lucide-react';",
      "export { Sun } from 'lucide-react/icons';",
      "import type { LucideProps } from 'lucide-react';",
    ].join('\n');
    expect(moduleImports(source, 'src/a.tsx')).toEqual(['Camera', 'Heart', 'Sun']);
    expect(moduleImports("import { Camera } from './camera';", 'src/a.ts')).toEqual([]);
  });

  it('is null for any other use of the package: deep, namespace, dynamic, even a comment', () => {
    for (const source of [
      "import Sun from 'lucide-react/icons/sun';",
      "import * as Icons from 'lucide-react';",
      "import { icons } from 'lucide-react';\nconst Lazy = import('lucide-react');",
      "import { Camera } from 'lucide-react'; // lucide-react's camera",
      "import { Camera } from 'lucide-react'; const = ;",
    ]) {
      expect(moduleImports(source, 'src/a.tsx'), source).toBeNull();
    }
  });

  it('reads the imports at the head of a page, and the whole file when the head is cut inside something', () => {
    const page = (body: string) =>
      `import { Camera } from 'lucide-react';\nimport { Sun } from 'lucide-react';\n${body}`;
    expect(moduleImports(page('export const A = () => <Camera />;\n'.repeat(50)), 'src/a.tsx')).toEqual([
      'Camera',
      'Sun',
    ]);
    for (const source of [
      // The last mention is inside a template literal, a JSX text and a block comment.
      "import { Camera } from 'lucide-react';\nconst doc = `\nimport { Sun } from 'lucide-react'\n`;\n",
      "import { Camera } from 'lucide-react';\nexport const A = () => (\n  <p>\n    lucide-react\n  </p>\n);\n",
      "import { Camera } from 'lucide-react';\n/*\n import { Sun } from 'lucide-react'\n*/\n",
    ]) {
      expect(moduleImports(source, 'src/a.tsx'), source).toBeNull();
    }
  });
});

describe('ProjectIcons.plan', () => {
  let temp: TempDir;
  const icons = new ProjectIcons();
  const plan = () => icons.plan(temp.dir, [STORE_NODE_MODULES], [temp.dir, STORE_NODE_MODULES]);
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(temp.dir, file)), { recursive: true });
    await writeFile(path.join(temp.dir, file), text);
  };

  beforeAll(async () => {
    temp = await makeTempDir('kiln-icons-');
  });
  afterAll(() => temp.remove());

  it('follows what the files import, and goes to the plugin while one file needs it', async () => {
    await write('src/a.tsx', "import { Camera, Heart } from 'lucide-react';\n");
    await write('src/nested/b.ts', "export { Moon } from 'lucide-react';\n");
    // Not scanned: packages and build output.
    await write('node_modules/x/index.js', "import * as all from 'lucide-react';\n");
    await write('dist/old.js', "import Sun from 'lucide-react/icons/sun';\n");
    expect(await plan()).toMatchObject({ kind: 'module', names: ['Camera', 'Heart', 'Moon'] });

    await write('src/c.tsx', "import * as Icons from 'lucide-react';\n");
    expect(await plan()).toEqual({ kind: 'plugin' });
    await rm(path.join(temp.dir, 'src/c.tsx'));
    expect(await plan()).toMatchObject({ kind: 'module', names: ['Camera', 'Heart', 'Moon'] });

    // A name the barrel lacks fails as in Vite, through the whole package (icon-imports.ts).
    await write('src/nested/b.ts', "export { Moon, Mooon } from 'lucide-react';\n");
    expect(await plan()).toEqual({ kind: 'plugin' });
    await write('src/nested/b.ts', "export { Moon as default } from 'lucide-react';\n");
    expect(await plan()).toMatchObject({ kind: 'module', names: ['Camera', 'Heart', 'Moon'] });
  });
});

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Icons</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`;
const MAIN = `import { createRoot } from 'react-dom/client';
import { App } from './app';
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;

describe('preview builds through the icon module', () => {
  let temp: TempDir;
  const builder = createBuilder({ maxConcurrent: 1, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });
  const projectDir = () => path.join(temp.dir, 'app');
  const write = async (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(projectDir(), file)), { recursive: true });
      await writeFile(path.join(projectDir(), file), text);
    }
  };
  const build = async () => {
    const outDir = path.join(temp.dir, 'out');
    const result = await builder.build({
      projectId: 'icons',
      projectDir: projectDir(),
      outDir,
      mode: 'preview',
      kilnOrigin: KILN_ORIGIN,
    });
    const tree = result.ok ? await readTree(outDir) : new Map<string, string>();
    const js = (pattern: RegExp) => joinedText(tree, pattern);
    return { result, vendor: js(/^assets\/vendor-.*\.js$/), app: js(/^assets\/main-.*\.js$/) };
  };

  beforeAll(async () => {
    temp = await makeTempDir('kiln-icon-module-');
    await write({
      'index.html': INDEX_HTML,
      'src/main.tsx': MAIN,
      'src/app.tsx': `import { Camera, LucideProvider } from 'lucide-react';
import { Extra } from './extra';
export const App = () => <LucideProvider size={40}><Camera /><Extra /></LucideProvider>;
`,
      'src/extra.tsx': 'export const Extra = () => null;\n',
    });
  });
  afterAll(async () => {
    await builder.close();
    await temp.remove();
  });

  it('bundles the icons the files import, and a new one as soon as a file imports it', async () => {
    const first = await build();
    expect(first.result).toMatchObject({ ok: true });
    expect(first.vendor).not.toContain('lucide-react');
    expect(first.app).toContain('dist/esm/icons/camera.mjs');
    expect(first.app).not.toContain('dist/esm/icons/zap.mjs');

    await write({
      'src/extra.tsx': "import { Zap } from 'lucide-react';\nexport const Extra = () => <Zap />;\n",
    });
    const second = await build();
    expect(second.result).toMatchObject({ ok: true });
    expect(second.app).toContain('dist/esm/icons/zap.mjs');
    expect(second.app.match(/\/\/ .*lucide-react\/dist\/esm\/context\.mjs/g)).toHaveLength(1);
  });

  it('goes back to the icon plugin when a file the scan skips imports an icon no other file does', async () => {
    // dist/ is not scanned, so the module lacks Star: esbuild's error names the module.
    await write({
      'dist/star.tsx': "import { Star } from 'lucide-react';\nexport const Star2 = () => <Star />;\n",
      'src/extra.tsx': "import { Star2 } from '../dist/star';\nexport const Extra = () => <Star2 />;\n",
    });
    const built = await build();
    expect(built.result).toMatchObject({ ok: true });
    expect(built.app).toContain('dist/esm/icons/star.mjs');
  });
});
