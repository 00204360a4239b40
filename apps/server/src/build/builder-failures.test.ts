import { access, appendFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { readTree } from './testing/output';
import type { BuildMode, BuildResult } from './types';

let temp: TempDir;
let projectDir: string;
let outDir: string;
let counter = 0;
const builder = createBuilder({ maxConcurrent: 2, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });

beforeAll(async () => {
  temp = await makeTempDir();
});

afterAll(async () => {
  await builder.close();
  await temp.remove();
});

beforeEach(async () => {
  counter += 1;
  projectDir = await copyProject(path.join(temp.dir, `project-${counter}`));
  outDir = path.join(temp.dir, `out-${counter}`);
});

function build(mode: BuildMode = 'production', nodePaths?: string[]): Promise<BuildResult> {
  const request = { projectId: `project-${counter}`, projectDir, outDir, mode, kilnOrigin: KILN_ORIGIN };
  if (!nodePaths) return builder.build(request);
  const other = createBuilder({ maxConcurrent: 1, timeoutMs: 30_000, nodePaths });
  return other.build(request).finally(() => other.close());
}

const write = (file: string, text: string) => writeFile(path.join(projectDir, file), text);

/** The 1-based number and text of the first line of a project file containing `needle`. */
async function lineOf(file: string, needle: string): Promise<{ number: number; text: string }> {
  const lines = (await readFile(path.join(projectDir, file), 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  return { number: index + 1, text: lines[index] ?? '' };
}

function errorsOf(result: BuildResult) {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('build errors come back structured', () => {
  it('a TypeScript syntax error: file, line and column (UTF-16, 1-based)', async () => {
    const line = "  const label = 'naïve — ünïcode'; const broken = ;";
    await write('src/pages/about.tsx', `export default function About() {\n${line}\n  return null;\n}\n`);
    expect(errorsOf(await build())).toEqual([
      { file: 'src/pages/about.tsx', line: 2, column: line.indexOf('= ;') + 3, message: 'Unexpected ";"' },
    ]);
  });

  it('a missing import: the importing file and the position of the specifier', async () => {
    await write(
      'src/pages/about.tsx',
      "// A page\nimport { Missing } from './missing-module';\nexport default Missing;\n",
    );
    expect(errorsOf(await build())).toEqual([
      { file: 'src/pages/about.tsx', line: 2, column: 25, message: 'Could not resolve "./missing-module"' },
    ]);
  });

  it('a missing `@/` import is named as written, not by the path the alias made of it', async () => {
    await write('src/pages/about.tsx', "import { Faq } from '@/components/faq';\nexport default Faq;\n");
    expect(errorsOf(await build())).toEqual([
      { file: 'src/pages/about.tsx', line: 1, column: 21, message: 'Could not resolve "@/components/faq"' },
    ]);
  });

  it('a Tailwind error in a stylesheet: the stylesheet and the line of the culprit', async () => {
    await appendFile(
      path.join(projectDir, 'src/index.css'),
      '\n.button {\n  @apply px-4 not-a-utility;\n}\n',
    );
    const [error] = errorsOf(await build());
    const line = await lineOf('src/index.css', 'not-a-utility');
    expect(error).toMatchObject({
      file: 'src/index.css',
      line: line.number,
      column: line.text.indexOf('not-a') + 1,
    });
    expect(error?.message).toBe('Cannot apply unknown utility class `not-a-utility`');
  });

  it('an index.html entry that does not exist: the tag in index.html', async () => {
    const html = await readFile(path.join(projectDir, 'index.html'), 'utf8');
    await write('index.html', html.replace('/src/main.tsx', '/src/missing.tsx'));
    const line = await lineOf('index.html', '/src/missing.tsx');
    expect(errorsOf(await build())).toEqual([
      {
        file: 'index.html',
        line: line.number,
        column: line.text.indexOf('src=') + 1,
        message: 'Could not find "/src/missing.tsx" (referenced by a <script> in index.html)',
      },
    ]);
  });

  it('an index.html without a module script', async () => {
    await write('index.html', '<!doctype html><html><head></head><body><p>static</p></body></html>');
    expect(errorsOf(await build())).toEqual([
      {
        file: 'index.html',
        line: null,
        column: null,
        message: 'index.html has no <script type="module" src="..."> entry',
      },
    ]);
  });
});

describe('a failed build never replaces a good one', () => {
  it('keeps the previous output through a broken edit, then takes the fix', async () => {
    expect((await build('preview')).ok).toBe(true);
    const good = await readTree(outDir);

    await write('src/pages/about.tsx', 'export default function About() { return <p>broken</p>; ');
    expect((await build('preview')).ok).toBe(false);
    expect(await readTree(outDir)).toEqual(good);
    // No half-written folder is left next to it either.
    expect((await readdir(temp.dir)).filter((name) => name.includes('.tmp-'))).toEqual([]);

    await write('src/pages/about.tsx', 'export default function About() { return <p>Fixed about page</p>; }');
    const fixed = await build('preview');
    expect(fixed.ok).toBe(true);
    expect([...(await readTree(outDir)).values()].join('\n')).toContain('Fixed about page');
  });

  it('rebuilds after an edit: new classes appear, classes no longer used disappear', async () => {
    expect((await build('preview')).ok).toBe(true);
    const about = await readFile(path.join(projectDir, 'src/pages/about.tsx'), 'utf8');
    await write('src/pages/about.tsx', about.replace('text-emerald-700', 'text-sky-700'));
    expect((await build('preview')).ok).toBe(true);
    const css = [...(await readTree(outDir))].find(([file]) => file.endsWith('.css'))?.[1] ?? '';
    expect(css).toContain('.text-sky-700');
    expect(css).not.toContain('.text-emerald-700');
  });
});

describe('a build reads only the project and its dependency stores', () => {
  beforeEach(async () => {
    await writeFile(path.join(temp.dir, 'outside.txt'), 'SERVER FILE CONTENT');
  });

  it('refuses an import that climbs out of the project', async () => {
    await write(
      'src/pages/about.tsx',
      "import text from '../../../outside.txt?raw';\nexport default () => text;\n",
    );
    const [error] = errorsOf(await build());
    expect(error).toMatchObject({ file: 'src/pages/about.tsx' });
    expect(error?.message).toContain('"../../../outside.txt?raw" is outside the project');
  });

  it('refuses a symlink pointing out of the project', async () => {
    await symlink(path.join(temp.dir, 'outside.txt'), path.join(projectDir, 'src/notes.txt'));
    await write('src/pages/about.tsx', "import text from '../notes.txt?raw';\nexport default () => text;\n");
    expect(errorsOf(await build())[0]?.message).toContain('is outside the project');
  });

  it('skips symlinks in public/ and symlinked .env files', async () => {
    await symlink(path.join(temp.dir, 'outside.txt'), path.join(projectDir, 'public/leak.txt'));
    await writeFile(path.join(temp.dir, 'outside.env'), 'VITE_GREETING=from a symlinked env file\n');
    await symlink(path.join(temp.dir, 'outside.env'), path.join(projectDir, '.env.local'));
    const result = await build();
    expect(result.ok && result.files).not.toContain('leak.txt');
    const everything = [...(await readTree(outDir)).values()].join('\n');
    expect(everything).not.toContain('SERVER FILE CONTENT');
    expect(everything).not.toContain('from a symlinked env file');
    expect(everything).toContain('Hello from the fixture');
  });

  it('refuses stylesheets and @source outside the project', async () => {
    await writeFile(path.join(temp.dir, 'outside.css'), '.outside { color: red }');
    await appendFile(path.join(projectDir, 'src/index.css'), '\n@import "../../outside.css";\n');
    expect(errorsOf(await build())[0]).toMatchObject({
      file: 'src/index.css',
      message: '"../../outside.css" is outside the project',
    });

    await write('src/index.css', '@import "tailwindcss";\n@source "../..";\n');
    expect(errorsOf(await build())[0]?.message).toContain('is outside the project');
  });

  it("loads a project's own Tailwind plugin, as vite build does (builds run in the sandbox)", async () => {
    await write(
      'src/plugin.js',
      "export default function ({ addUtilities }) { addUtilities({ '.from-plugin': { color: 'rebeccapurple' } }); }\n",
    );
    await appendFile(path.join(projectDir, 'src/index.css'), '\n@plugin "./plugin.js";\n');
    await write(
      'src/pages/about.tsx',
      'export default function About() { return <p className="from-plugin">Hi</p>; }\n',
    );
    expect((await build()).ok).toBe(true);
    const css = [...(await readTree(outDir))]
      .filter(([file]) => file.endsWith('.css'))
      .map(([, text]) => text);
    expect(css.join('\n')).toContain('.from-plugin{color:#639}');
  });

  it('refuses a plugin named through a package with `..` segments out of the project and stores', async () => {
    const marker = path.join(temp.dir, 'plugin-ran');
    const outside = path.join(temp.dir, 'outside-plugin.mjs');
    await writeFile(
      outside,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\nexport default () => {};\n`,
    );
    await appendFile(
      path.join(projectDir, 'src/index.css'),
      `\n@plugin "tailwindcss/${'../'.repeat(12)}${outside.slice(1)}";\n`,
    );
    const [error] = errorsOf(await build());
    expect(error).toMatchObject({ file: 'src/index.css' });
    expect(error?.message).toMatch(/is outside the project|it is not installed/);
    await expect(access(marker)).rejects.toThrow();
  });
});

describe('dependencies', () => {
  it('resolve React to one copy even when another store carries its own', async () => {
    // A second store whose package ships a nested (fake) React, as an npm install can leave it.
    const store = path.join(temp.dir, 'second-store/node_modules');
    const lib = path.join(store, 'uses-react');
    await mkdir(path.join(lib, 'node_modules/react'), { recursive: true });
    await writeFile(
      path.join(lib, 'package.json'),
      '{ "name": "uses-react", "type": "module", "main": "index.js" }',
    );
    await writeFile(
      path.join(lib, 'index.js'),
      "import { version } from 'react';\nexport const reactVersion = version;\n",
    );
    await writeFile(
      path.join(lib, 'node_modules/react/package.json'),
      '{ "name": "react", "main": "index.js" }',
    );
    await writeFile(
      path.join(lib, 'node_modules/react/index.js'),
      "exports.version = 'A SECOND REACT COPY';\n",
    );
    await write(
      'src/pages/about.tsx',
      "import { reactVersion } from 'uses-react';\nexport default function About() { return <p>React {reactVersion}</p>; }\n",
    );

    const result = await build('production', [STORE_NODE_MODULES, store]);
    expect(result.ok).toBe(true);
    const js = [...(await readTree(outDir))].filter(([file]) => file.endsWith('.js')).map(([, text]) => text);
    expect(js.join('\n')).not.toContain('A SECOND REACT COPY');
  });

  it('give a clear error for a package that is not installed', async () => {
    await write(
      'src/pages/about.tsx',
      "import confetti from 'canvas-confetti-not-installed';\nexport default confetti;\n",
    );
    expect(errorsOf(await build())[0]).toMatchObject({
      file: 'src/pages/about.tsx',
      line: 1,
      message: expect.stringContaining('Could not resolve "canvas-confetti-not-installed"'),
    });
  });
});
