import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, makeTempDir, STORE_NODE_MODULES, type TempDir } from '../build/testing/fixture';
import { REPO_ROOT } from '../paths';
import { parseTscOutput, typecheck } from './typecheck';

const TEMPLATE = path.join(REPO_ROOT, 'templates', 'react-vite');

describe('the type check', () => {
  let temp: TempDir;
  const project = async (name: string, { git = true } = {}) => {
    const dir = await copyProject(path.join(temp.dir, 'repos', name), { from: TEMPLATE });
    await symlink(STORE_NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
    if (git) execFileSync('git', ['init', '-q'], { cwd: dir });
    return dir;
  };
  const breakApp = (dir: string) =>
    writeFile(
      path.join(dir, 'src/pages/Index.tsx'),
      'export default function Index() {\n  const count: number = "three";\n  return <p>{count}</p>;\n}\n',
    );

  beforeAll(async () => {
    temp = await makeTempDir('kiln-tsc-');
  });
  afterAll(() => temp?.remove());

  it('passes the template, and reports an error with its file and position, then its fix', async () => {
    const dir = await project('first');
    expect(await typecheck(dir)).toEqual([]);
    // Incremental: the build info is kept in .git, out of the working tree.
    expect(existsSync(path.join(dir, '.git/kiln.tsbuildinfo'))).toBe(true);
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' })).not.toContain(
      'kiln',
    );

    await breakApp(dir);
    expect(await typecheck(dir)).toEqual([
      {
        file: 'src/pages/Index.tsx',
        line: 2,
        column: 9,
        message: "TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ]);
    await writeFile(
      path.join(dir, 'src/pages/Index.tsx'),
      await readFile(path.join(TEMPLATE, 'src/pages/Index.tsx')),
    );
    expect(await typecheck(dir)).toEqual([]);
  });

  it("starts a new project from another's build info and still finds its own errors", async () => {
    // The seed left by the first project says every template file is clean.
    expect(existsSync(path.join(temp.dir, 'repos', '.kiln-tsbuildinfo-seed'))).toBe(true);
    const dir = await project('second');
    await breakApp(dir);
    const errors = await typecheck(dir);
    expect(errors.map((e) => `${e.file}:${e.line}`)).toEqual(['src/pages/Index.tsx:2']);

    // A file the seed never saw, importing a template file whose export changed under it.
    const third = await project('third');
    await writeFile(
      path.join(third, 'src/lib/utils.ts'),
      'export function cn(...inputs: number[]) { return inputs.join(" "); }\n',
    );
    const thirdErrors = await typecheck(third);
    expect(thirdErrors.length).toBeGreaterThan(0);
    expect(thirdErrors.every((e) => e.message.startsWith('TS'))).toBe(true);
  });

  it('checks a folder outside any repository with its own tsconfig, writing nothing into it', async () => {
    const dir = await project('bare', { git: false });
    await breakApp(dir);
    expect((await typecheck(dir)).map((e) => e.file)).toEqual(['src/pages/Index.tsx']);
    expect(existsSync(path.join(dir, '.git'))).toBe(false);
  });

  it("checks an imported project in Vite's layout, written for TypeScript 5 (baseUrl, tsconfig.app.json)", async () => {
    const dir = path.join(temp.dir, 'repos', 'imported');
    await mkdir(path.join(dir, 'src/lib'), { recursive: true });
    await symlink(STORE_NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
    execFileSync('git', ['init', '-q'], { cwd: dir });
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      `{
  "files": [],
  "references": [{ "path": "./tsconfig.app.json" }, { "path": "./tsconfig.node.json" }],
  "compilerOptions": {
    "baseUrl": ".",
    "paths": { "@/*": ["./src/*"] },
    "noImplicitAny": false,
    "skipLibCheck": true,
    "strictNullChecks": false
  }
}
`,
    );
    await writeFile(
      path.join(dir, 'tsconfig.app.json'),
      `{
  "compilerOptions": {
    "target": "ES2020",
    "lib": ["ES2020", "DOM", "DOM.Iterable"],
    "module": "ESNext",
    "skipLibCheck": true,
    /* Bundler mode */
    "moduleResolution": "bundler",
    "noEmit": true,
    "jsx": "react-jsx",
    "strict": false,
    "baseUrl": ".",
    "paths": { "@/*": ["./src/*"] }
  },
  "include": ["src"]
}
`,
    );
    await writeFile(
      path.join(dir, 'src/lib/greeting.ts'),
      'export const greeting = (name) => "Hello, " + name;\n',
    );
    await writeFile(
      path.join(dir, 'src/App.tsx'),
      "import { greeting } from '@/lib/greeting';\n\nexport default function App() {\n  return <h1>{greeting('Lisbon')}</h1>;\n}\n",
    );
    expect(await typecheck(dir, { seed: null })).toEqual([]);
    await writeFile(
      path.join(dir, 'src/lib/greeting.ts'),
      'export const greeting = (name: number) => name + 1;\n',
    );
    expect((await typecheck(dir, { seed: null })).map((e) => e.file)).toEqual(['src/App.tsx']);
  });

  it('reads tsc output lines, and keeps errors without a position', () => {
    expect(
      parseTscOutput(
        "src/App.tsx(12,5): error TS2304: Cannot find name 'x'.\nerror TS5083: Cannot read file 'tsconfig.json'.",
      ),
    ).toEqual([
      { file: 'src/App.tsx', line: 12, column: 5, message: "TS2304: Cannot find name 'x'." },
      { file: null, line: null, column: null, message: "error TS5083: Cannot read file 'tsconfig.json'." },
    ]);
  });
});
