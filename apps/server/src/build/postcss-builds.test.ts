import { realpath, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { type PostcssPipeline, ProjectPostcss } from './postcss';
import { withAbsoluteContent } from './tailwind-v3';
import { KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { IMPORT_FIXTURES_NODE_MODULES } from './testing/import-fixtures';
import { joinedText, readTree } from './testing/output';
import { makePostcssProject } from './testing/postcss-project';
import type { BuildMode } from './types';

const STYLESHEET = '.a { content: "x"; user-select: none; }\n';

let temp: TempDir;
let counter = 0;

beforeAll(async () => {
  temp = await makeTempDir('kiln-postcss-');
});

afterAll(() => temp.remove());

async function makeProject(files: Record<string, string>): Promise<string> {
  counter += 1;
  return makePostcssProject(path.join(await realpath(temp.dir), `project-${counter}`), files);
}

function postcssOf(projectDir: string, allowedRoots: string[]) {
  return new ProjectPostcss({
    projectDir,
    pluginPaths: [STORE_NODE_MODULES],
    allowedRoots,
    env: 'production',
  });
}

describe('Tailwind v3 content globs', () => {
  it('are made absolute from the project, never reaching outside it', () => {
    expect(
      withAbsoluteContent({ content: ['./src/**/*.tsx', '!./src/skip.tsx', { raw: '<p>' }] }, '/p', '/p'),
    ).toEqual({
      content: ['/p/src/**/*.tsx', '!/p/src/skip.tsx', { raw: '<p>' }],
    });
    expect(withAbsoluteContent({}, '/p', '/p')).toEqual({ content: [] });
    expect(() => withAbsoluteContent({ content: ['../other/**/*.tsx'] }, '/p', '/p')).toThrow(
      'Tailwind\'s content "../other/**/*.tsx" is outside the project',
    );
  });

  it("the plugin's `config` option names the file; `relative: true` reads globs from its folder", async () => {
    const dir = await makeProject({
      'postcss.config.js': "export default { plugins: { tailwindcss: { config: './config/tw.cjs' } } };",
      'config/tw.cjs': "module.exports = { content: { relative: true, files: ['./*.html'] } };",
      'config/page.html': '<p class="m-11"></p>',
      'page.html': '<p class="m-12"></p>',
    });
    await symlink(
      path.join(IMPORT_FIXTURES_NODE_MODULES, 'tailwindcss'),
      path.join(dir, 'node_modules/tailwindcss'),
      'dir',
    );
    const postcss = postcssOf(dir, [dir, STORE_NODE_MODULES, IMPORT_FIXTURES_NODE_MODULES]);
    const pipeline = await postcss.pipeline();
    expect(pipeline?.hasTailwindV3).toBe(true);
    expect(pipeline?.files).toContain(path.join(dir, 'config/tw.cjs'));
    const output = await pipeline?.process(path.join(dir, 'a.css'), '@tailwind utilities;', 1);
    expect(output?.css).toContain('.m-11');
    expect(output?.css).not.toContain('.m-12');
    expect(output?.watchDirs).toContain(path.join(dir, 'config'));

    // Tailwind v3 runs again only when a content file changed (the first output has no record yet).
    const run = async () => {
      postcss.beginBuild();
      return postcss.run(pipeline as PostcssPipeline, path.join(dir, 'a.css'), '@tailwind utilities;');
    };
    await run();
    const second = await run();
    expect(await run()).toBe(second);
    await writeFile(path.join(dir, 'config/page.html'), '<p class="m-10"></p>');
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dir, 'config/page.html'), later, later);
    const edited = await run();
    expect(edited).not.toBe(second);
    expect(edited.css).toContain('.m-10');
    expect(edited.css).not.toContain('.m-11');
  });
});

describe('PostCSS in Kiln builds', () => {
  const builder = createBuilder({ maxConcurrent: 1, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });
  afterAll(() => builder.close());

  const APP = {
    'index.html': '<div id="root"></div><script type="module" src="/src/main.ts"></script>',
    'src/main.ts': "import './index.css';\ndocument.body.className = 'p-4 text-brand';\n",
  };
  const build = async (projectDir: string, extraStores: string[] = [], mode: BuildMode = 'production') => {
    const outDir = `${projectDir}-out`;
    const result = await builder.build({
      projectId: projectDir,
      projectDir,
      outDir,
      mode,
      kilnOrigin: KILN_ORIGIN,
      extraStores,
    });
    return result.ok ? joinedText(await readTree(outDir), /\.css$/) : result.errors;
  };

  it('a broken config is a build error naming it, not a crash', async () => {
    const dir = await makeProject({
      ...APP,
      'src/index.css': STYLESHEET,
      'postcss.config.js': 'export default {',
    });
    const errors = await build(dir);
    expect(errors).toEqual([
      {
        file: 'postcss.config.js',
        line: null,
        column: null,
        message: expect.stringContaining('postcss.config.js:1: Expected identifier but found end of file'),
      },
    ]);
  });

  it('Tailwind v3: the project’s config, its content from the project, @apply errors where they are', async () => {
    const files = {
      ...APP,
      'postcss.config.js': 'export default { plugins: { tailwindcss: {} } };',
      'tailwind.config.js':
        "export default { content: ['./src/**/*.ts'], theme: { extend: { colors: { brand: '#123456' } } } };",
      'src/index.css': '@tailwind base;\n@tailwind utilities;\n.card {\n  @apply p-2 text-brand;\n}\n',
    };
    const dir = await makeProject(files);
    await symlink(
      path.join(IMPORT_FIXTURES_NODE_MODULES, 'tailwindcss'),
      path.join(dir, 'node_modules/tailwindcss'),
      'dir',
    );
    const css = await build(dir, [IMPORT_FIXTURES_NODE_MODULES]);
    expect(css).toContain(
      '.text-brand{--tw-text-opacity: 1;color:rgb(18 52 86 / var(--tw-text-opacity, 1))}',
    );
    expect(css).toContain('.p-4{padding:1rem}');
    expect(css).not.toContain('.p-3');

    // A warm rebuild: a class a file no longer uses is gone, as from a fresh `vite build`.
    await writeFile(
      path.join(dir, 'src/main.ts'),
      "import './index.css';\ndocument.body.className = 'm-7';\n",
    );
    const rebuilt = await build(dir, [IMPORT_FIXTURES_NODE_MODULES]);
    expect(rebuilt).toContain('.m-7{margin:1.75rem}');
    expect(rebuilt).not.toContain('.p-4');

    // Preview builds share one Tailwind context: an edit's new class is in the next rebuild.
    expect(await build(dir, [IMPORT_FIXTURES_NODE_MODULES], 'preview')).not.toContain('.m-9');
    await writeFile(
      path.join(dir, 'src/main.ts'),
      "import './index.css';\ndocument.body.className = 'm-9';\n",
    );
    expect(await build(dir, [IMPORT_FIXTURES_NODE_MODULES], 'preview')).toContain('.m-9 {');

    await writeFile(
      path.join(dir, 'src/index.css'),
      '@tailwind utilities;\n\n.card {\n  @apply p-2 no-such-class;\n}\n',
    );
    expect(await build(dir, [IMPORT_FIXTURES_NODE_MODULES])).toEqual([
      {
        file: 'src/index.css',
        line: 4,
        column: 3,
        message: expect.stringContaining('The `no-such-class` class does not exist'),
      },
    ]);
  });

  it('a Tailwind v3 stylesheet without a v3 PostCSS config: a clear error, not the v4 compiler', async () => {
    const dir = await makeProject({ ...APP, 'src/index.css': '@tailwind base;\n@tailwind utilities;\n' });
    expect(await build(dir)).toEqual([
      {
        file: 'src/index.css',
        line: 1,
        column: 1,
        message: expect.stringContaining(
          'with Tailwind v4 write `@import "tailwindcss";` instead; a Tailwind v3 project needs tailwindcss 3 installed',
        ),
      },
    ]);
  });
});
