import { mkdir, realpath, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectPostcss } from './postcss';
import { makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { makePostcssProject } from './testing/postcss-project';

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

function postcssOf(projectDir: string, allowedRoots = [projectDir, STORE_NODE_MODULES]) {
  return new ProjectPostcss({
    projectDir,
    pluginPaths: [STORE_NODE_MODULES],
    allowedRoots,
    env: 'production',
  });
}

async function run(projectDir: string): Promise<string> {
  const pipeline = await postcssOf(projectDir).pipeline();
  if (!pipeline) throw new Error('no PostCSS config found');
  return (await pipeline.process(path.join(projectDir, 'src/index.css'), STYLESHEET, 0)).css;
}

describe("a project's PostCSS config", () => {
  it('object form: plugins by name with their options, from the project or the store (autoprefixer)', async () => {
    const dir = await makeProject({
      'postcss.config.js':
        "export default { plugins: { 'postcss-word': { word: 'object' }, autoprefixer: {} } };",
    });
    const css = await run(dir);
    expect(css).toContain('content: "object"');
    expect(css).toContain('-webkit-user-select: none');
  });

  it('array form, in CommonJS, TypeScript, a function of its context and package.json', async () => {
    const cjs = await makeProject({
      'postcss.config.cjs': "module.exports = { plugins: [require('postcss-word')({ word: 'array' })] };",
    });
    expect(await run(cjs)).toContain('content: "array"');
    const ts = await makeProject({
      'postcss.config.ts': `import word from 'postcss-word';\nconst options: { word: string } = { word: 'typed' };\nexport default { plugins: [word(options)] };`,
    });
    expect(await run(ts)).toContain('content: "typed"');
    const fn = await makeProject({
      'postcss.config.mjs':
        "export default (context) => ({ plugins: { 'postcss-word': { word: context.env } } });",
    });
    expect(await run(fn)).toContain('content: "production"');
    const manifest = await makeProject({
      'package.json': JSON.stringify({ postcss: { plugins: { 'postcss-word': { word: 'manifest' } } } }),
    });
    expect(await run(manifest)).toContain('content: "manifest"');
  });

  it('none: no pipeline; a v4 tailwindcss plugin is left to Kiln’s Tailwind v4 compiler', async () => {
    expect(await postcssOf(await makeProject({})).pipeline()).toBeNull();
    const v4 = await makeProject({
      'postcss.config.js':
        "export default { plugins: { '@tailwindcss/postcss': {}, tailwindcss: {}, 'postcss-word': {} } };",
    });
    const pipeline = await postcssOf(v4).pipeline();
    expect(pipeline?.hasTailwindV3).toBe(false);
    expect((await pipeline?.process(path.join(v4, 'a.css'), STYLESHEET, 0))?.css).toContain(
      'content: "none"',
    );
  });

  it('a plugin that is not installed is named in the error', async () => {
    const dir = await makeProject({
      'postcss.config.js': "export default { plugins: { 'postcss-nope': {} } };",
    });
    await expect(postcssOf(dir).pipeline()).rejects.toThrow(
      'postcss.config.js: Could not load the PostCSS plugin "postcss-nope": it is not installed',
    );
  });

  it('refuses a config importing a file or a package outside the project', async () => {
    const outside = path.join(await realpath(temp.dir), 'outside');
    await mkdir(path.join(outside, 'evil'), { recursive: true });
    await writeFile(path.join(outside, 'secret.js'), 'export default {};');
    await writeFile(
      path.join(outside, 'evil/index.js'),
      'module.exports = () => ({ postcssPlugin: "evil" });',
    );
    const relative = await makeProject({
      'postcss.config.js': "import secret from '../outside/secret.js';\nexport default { plugins: secret };",
    });
    await expect(postcssOf(relative).pipeline()).rejects.toThrow(
      'postcss.config.js imports a file outside the project',
    );
    const linked = await makeProject({
      'postcss.config.js': "import evil from 'evil';\nexport default { plugins: [evil()] };",
    });
    await symlink(path.join(outside, 'evil'), path.join(linked, 'node_modules/evil'), 'dir');
    await expect(postcssOf(linked).pipeline()).rejects.toThrow(
      'postcss.config.js:1: "evil" resolves outside the project and its packages',
    );
    const computed = await makeProject({
      'postcss.config.cjs': `const name = ['..', 'outside', 'secret.js'].join('/');\nmodule.exports = require(name);`,
    });
    await writeFile(path.join(outside, 'secret.js'), 'module.exports = {};');
    await expect(postcssOf(computed).pipeline()).rejects.toThrow(
      '"../outside/secret.js" resolves outside the project and its packages',
    );
    const named = await makeProject({ 'postcss.config.js': 'export default { plugins: { evil: {} } };' });
    await symlink(path.join(outside, 'evil'), path.join(named, 'node_modules/evil'), 'dir');
    await expect(postcssOf(named).pipeline()).rejects.toThrow(
      '"evil" resolves outside the project and its packages',
    );
  });

  it('is loaded again when its config file changes', async () => {
    const dir = await makeProject({
      'postcss.config.js': "export default { plugins: { 'postcss-word': { word: 'one' } } };",
    });
    const postcss = postcssOf(dir);
    const first = await postcss.pipeline();
    expect(await postcss.pipeline()).toBe(first);
    await writeFile(
      path.join(dir, 'postcss.config.js'),
      "export default { plugins: { 'postcss-word': { word: 'two' } } };",
    );
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dir, 'postcss.config.js'), later, later);
    expect(await postcss.pipeline()).toBe(first);
    postcss.beginBuild();
    const second = await postcss.pipeline();
    expect(second).not.toBe(first);
    expect((await second?.process(path.join(dir, 'a.css'), STYLESHEET, 0))?.css).toContain('content: "two"');
  });
});
