import { mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { transformGlobImports } from './glob-import';
import { makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { joinedText, readTree } from './testing/output';

let temp: TempDir;
let projectDir: string;
let importer: string;

const FILES = [
  'src/posts/b.md',
  'src/posts/a.md',
  'src/posts/draft-c.md',
  'src/posts/.hidden.md',
  'src/posts/nested/d.md',
  'src/pages/Home.tsx',
  'src/pages/About.tsx',
  'src/node_modules/pkg/index.ts',
  'outside.ts',
];

beforeAll(async () => {
  temp = await makeTempDir('kiln-glob-');
  projectDir = path.join(await realpath(temp.dir), 'project');
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(projectDir, file)), { recursive: true });
    await writeFile(path.join(projectDir, file), `export default ${JSON.stringify(file)};\n`);
  }
  importer = path.join(projectDir, 'src/main.ts');
});

afterAll(() => temp.remove());

async function transform(call: string): Promise<string> {
  const result = await transformGlobImports(
    `const modules = ${call};\nconsole.log(modules);\n`,
    importer,
    projectDir,
  );
  if (!result.ok) throw new Error(result.error?.message ?? 'does not parse');
  return result.code;
}

describe('import.meta.glob as Vite transforms it', () => {
  it('lazy by default: sorted, keyed as written, dotfiles and subfolders left out', async () => {
    expect(await transform("import.meta.glob('./posts/*.md')")).toBe(
      'const modules = /* @__PURE__ */ Object.assign({"./posts/a.md": () => import("./posts/a.md"), ' +
        '"./posts/b.md": () => import("./posts/b.md"), "./posts/draft-c.md": () => import("./posts/draft-c.md")});\n' +
        'console.log(modules);\n',
    );
  });

  it('eager imports go to the head of the first line, so every line keeps its number', async () => {
    const code = await transform("import.meta.glob('./pages/*.tsx', { eager: true })");
    const [first, second] = code.split('\n');
    expect(first).toBe(
      'import * as __kiln_glob_0_0 from "./pages/About.tsx"; import * as __kiln_glob_0_1 from "./pages/Home.tsx";' +
        'const modules = /* @__PURE__ */ Object.assign({"./pages/About.tsx": __kiln_glob_0_0, "./pages/Home.tsx": __kiln_glob_0_1});',
    );
    expect(second).toBe('console.log(modules);');
  });

  it('import and query: a named export, lazily or eagerly, and ?raw / ?url', async () => {
    expect(await transform("import.meta.glob('./pages/Home.tsx', { import: 'default' })")).toContain(
      '"./pages/Home.tsx": () => import("./pages/Home.tsx").then((m) => m["default"])',
    );
    const eager = await transform(
      "import.meta.glob('./posts/a.md', { eager: true, query: '?raw', import: 'default' })",
    );
    expect(eager).toContain('import { default as __kiln_glob_0_0 } from "./posts/a.md?raw";');
    expect(await transform("import.meta.glob('./posts/a.md', { query: 'url' })")).toContain(
      'import("./posts/a.md?url")',
    );
  });

  it('negative patterns, ** and arrays; root-absolute and @/ patterns are keyed from the root', async () => {
    const code = await transform(
      "import.meta.glob(['/src/posts/**/*.md', '!**/draft-*'], { query: '?raw' })",
    );
    expect(code.match(/"[^"]+":/g)).toEqual([
      '"/src/posts/a.md":',
      '"/src/posts/b.md":',
      '"/src/posts/nested/d.md":',
    ]);
    expect(code).toContain('import("./posts/nested/d.md?raw")');
    expect(await transform("import.meta.glob('@/pages/*.tsx')")).toContain('"/src/pages/About.tsx": () =>');
  });

  it('never matches node_modules nor the importing file itself', async () => {
    const code = await transform("import.meta.glob('./**/*.ts')");
    expect(code).not.toContain('node_modules');
    expect(code).not.toContain('main.ts');
  });

  it('refuses patterns reaching outside the project, bare patterns and non-literal arguments', async () => {
    const errorOf = async (call: string) => {
      const result = await transformGlobImports(`const x = ${call};`, importer, projectDir);
      return result.ok ? null : result.error;
    };
    expect(await errorOf("import.meta.glob('../../*.ts')")).toEqual({
      message: '"../../*.ts" reaches outside the project: a glob only matches its files',
      line: 1,
      column: 10,
    });
    expect((await errorOf("import.meta.glob('/../../etc/*')"))?.message).toContain(
      'reaches outside the project',
    );
    expect((await errorOf("import.meta.glob('posts/*.md')"))?.message).toBe(
      'Invalid glob "posts/*.md": it must start with "./", "../", "/" or "@/"',
    );
    expect((await errorOf('import.meta.glob(pattern)'))?.message).toBe(
      'import.meta.glob() only takes literal patterns and options',
    );
    expect((await errorOf("import.meta.glob('./*.ts', { base: './x' })"))?.message).toBe(
      'Unsupported import.meta.glob() option "base"',
    );
  });
});

describe('import.meta.glob in Kiln builds', () => {
  it('a file added to or removed from a globbed folder shows in the next warm rebuild; a refusal is a build error', async () => {
    const project = path.join(temp.dir, 'app');
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(project, file)), { recursive: true });
      await writeFile(path.join(project, file), text);
    };
    await write('index.html', '<div id="root"></div><script type="module" src="/src/main.ts"></script>');
    await write(
      'src/main.ts',
      "const posts = import.meta.glob('./posts/**/*.md', { eager: true, query: '?raw', import: 'default' });\n" +
        'document.body.textContent = JSON.stringify(posts);\n',
    );
    await write('src/posts/first.md', 'FIRST POST');
    const builder = createBuilder({ maxConcurrent: 1, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES] });
    const build = async (name: string) => {
      const outDir = path.join(temp.dir, name);
      const result = await builder.build({
        projectId: 'glob',
        projectDir: project,
        outDir,
        mode: 'production',
      });
      return result.ok ? joinedText(await readTree(outDir), /\.js$/) : result.errors;
    };
    try {
      expect(await build('out-1')).toContain('FIRST POST');
      await write('src/posts/second.md', 'SECOND POST');
      const second = await build('out-2');
      expect(second).toContain('FIRST POST');
      expect(second).toContain('SECOND POST');
      // A new subfolder (a `**` glob) and a removed file.
      await write('src/posts/2026/deep.md', 'DEEP POST');
      await rm(path.join(project, 'src/posts/first.md'));
      const third = await build('out-3');
      expect(third).toContain('DEEP POST');
      expect(third).not.toContain('FIRST POST');

      await write('src/main.ts', "export const all = import.meta.glob('../../*.md');\n");
      expect(await build('out-4')).toEqual([
        {
          file: 'src/main.ts',
          line: 1,
          column: 20,
          message: '"../../*.md" reaches outside the project: a glob only matches its files',
        },
      ]);
    } finally {
      await builder.close();
    }
  });
});
