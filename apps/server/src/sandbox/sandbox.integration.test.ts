import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeModelServer } from '../models/testing/script';
import { REPO_ROOT } from '../paths';
import { projectPaths } from '../storage/paths';
import { type AnthropicTestApp, createAnthropicTestApp } from '../test/anthropic-app';
import { call, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Issue 13 point 1, as an attacker runs it: a model turn writes code that a build would load and
 * run (a Tailwind plugin, a config, a PostCSS config, a Vite config, a `..` path out of the store).
 * None of it runs in Kiln's process, and what runs in the sandbox sees no secret, no data dir, no
 * other project and no network, and can change neither the repository nor anything else of Kiln's.
 */

const CANARY_ENV = 'KILN_SANDBOX_TEST_CANARY';
const CANARY_VALUE = 'canary-env-value-never-seen';

let app: AnthropicTestApp;
let fake: FakeModelServer<unknown>;
let t: TestApp;
let owner: TestUser;
let listener: http.Server;
let hits = 0;

beforeAll(async () => {
  process.env[CANARY_ENV] = CANARY_VALUE;
  listener = http.createServer((_request, response) => {
    hits += 1;
    response.end('reached');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  app = await createAnthropicTestApp();
  ({ t, fake } = app);
  owner = await signUp(t.app);
  await writeFile(path.join(t.dataDir, 'secret-canary.txt'), 'data-dir-secret-never-seen');
});

afterAll(async () => {
  delete process.env[CANARY_ENV];
  await app.close();
  await new Promise((resolve) => listener.close(resolve));
});

/** A Tailwind plugin that tries everything and leaves what it learnt in the built CSS. */
function probePlugin(input: { dataDir: string; repo: string; outsideMarker: string; port: number }): string {
  return `import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
const report = { uid: process.getuid(), env: Object.keys(process.env).sort() };
const attempt = (name, run) => {
  try { report[name] = 'allowed: ' + String(run()).slice(0, 120); }
  catch (error) { report[name] = 'denied: ' + (error.code ?? error.message); }
};
attempt('secretFile', () => readFileSync(${JSON.stringify(path.join(input.dataDir, 'secret-canary.txt'))}, 'utf8'));
attempt('dataDir', () => readdirSync(${JSON.stringify(input.dataDir)}).join(','));
attempt('repos', () => readdirSync(${JSON.stringify(path.join(input.dataDir, 'repos'))}).join(','));
attempt('deps', () => readdirSync(${JSON.stringify(path.join(input.dataDir, 'deps'))}).join(','));
attempt('writeOutside', () => writeFileSync(${JSON.stringify(input.outsideMarker)}, 'ran'));
attempt('writeStore', () => writeFileSync(${JSON.stringify(path.join(REPO_ROOT, 'node_modules/.kiln-probe'))}, 'x'));
attempt('writeSource', () => writeFileSync(${JSON.stringify(path.join(input.repo, 'src/pwned.ts'))}, 'x'));
attempt('writeHook', () => writeFileSync(${JSON.stringify(path.join(input.repo, '.git/hooks/post-commit'))}, '#!/bin/sh\\ntouch /tmp/pwned\\n'));
attempt('home', () => readdirSync('/root').join(','));
report.network = await fetch('http://127.0.0.1:${input.port}/').then(() => 'reached', () => 'unreachable');
export default function probe({ addBase }) {
  addBase({ ':root': { '--kiln-probe': '"' + Buffer.from(JSON.stringify(report)).toString('base64') + '"' } });
}
`;
}

async function builtCss(projectId: string, commit: string): Promise<string> {
  const dir = path.join(projectPaths(t.dataDir, projectId).build(commit, 'preview'), 'assets');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.css'));
  return (await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))).join('\n');
}

describe('project code in the sandbox', () => {
  it('runs a model-written Tailwind plugin only inside the sandbox, where it sees nothing of Kiln', async () => {
    const outsideMarker = path.join(t.dataDir, 'plugin-ran-outside');
    const created = await call(t.app, calls.createProject, { prompt: 'A page for Crumb, a bakery' }, owner);
    expect(created.status).toBe(200);
    const webId = created.body.data._id as string;
    const repo = t.ctx.repos.dir(webId);
    const usage = { input: 100, output: 20 };
    fake.script([
      {
        events: [
          {
            type: 'tool',
            name: 'write_file',
            input: {
              path: 'src/probe.mjs',
              content: probePlugin({
                dataDir: t.dataDir,
                repo,
                outsideMarker,
                port: (listener.address() as AddressInfo).port,
              }),
            },
          },
          {
            type: 'tool',
            name: 'write_file',
            input: { path: 'src/index.css', content: '@import "tailwindcss";\n@plugin "./probe.mjs";\n' },
          },
          // Configs a Vite build would run: Kiln's build never loads them.
          {
            type: 'tool',
            name: 'write_file',
            input: {
              path: 'postcss.config.js',
              content: `require('node:fs').writeFileSync(${JSON.stringify(outsideMarker)}, 'postcss');\nmodule.exports = {};\n`,
            },
          },
          {
            type: 'tool',
            name: 'write_file',
            input: {
              path: 'tailwind.config.js',
              content: `require('node:fs').writeFileSync(${JSON.stringify(outsideMarker)}, 'config');\nmodule.exports = {};\n`,
            },
          },
        ],
        usage,
      },
      { events: [{ type: 'text', chunks: ['Done.'] }], usage },
    ]);
    await t.ctx.runs.drain();
    expect(fake.problems).toEqual([]);

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.phase).toBe('COMPLETE');
    const css = await builtCss(webId, project.currentCommitHash);
    const encoded = css.match(/--kiln-probe:\s*["']([A-Za-z0-9+/=]+)["']/)?.[1];
    expect(encoded).toBeDefined();
    const report = JSON.parse(Buffer.from(encoded as string, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;

    // It ran, in the sandbox: as another user when Kiln runs as root, with an environment of its own.
    if (process.getuid?.() === 0) expect(report.uid).not.toBe(0);
    expect(report.env).not.toContain(CANARY_ENV);
    expect(report.env).not.toContain('BETTER_AUTH_SECRET');
    expect(report.env).not.toContain('ANTHROPIC_API_KEY');
    expect(report.secretFile).toMatch(/^denied/);
    // The folders leading to its mounts are empty stand-ins: no file of the data dir, no other project.
    expect(report.dataDir).not.toMatch(/secret-canary|auth-secret|uploads/);
    expect(report.repos).toBe(`allowed: ${webId}`);
    // The installed package sets are mounted (any may be this project's), but not listed.
    if (process.getuid?.() === 0) expect(report.deps).toMatch(/^denied/);
    // A write to a data dir path lands, if anywhere, in the sandbox's own throwaway /tmp (checked below).
    expect(report.writeStore).toMatch(/^denied/);
    expect(report.writeSource).toMatch(/^denied/);
    expect(report.home).toMatch(/^denied/);
    expect(report.network).toBe('unreachable');
    expect(hits).toBe(0);
    expect(JSON.stringify(report)).not.toContain(CANARY_VALUE);
    expect(JSON.stringify(report)).not.toContain('data-dir-secret-never-seen');

    // Nothing of it reached Kiln's side: no marker, no hook in the real repository, no new source.
    expect(existsSync(outsideMarker)).toBe(false);
    expect(existsSync(path.join(repo, '.git/hooks/post-commit'))).toBe(false);
    expect(existsSync(path.join(repo, 'src/pwned.ts'))).toBe(false);
    expect(existsSync(path.join(REPO_ROOT, 'node_modules/.kiln-probe'))).toBe(false);
  }, 120_000);

  it('refuses a plugin named through a package with `..` segments out of the stores', async () => {
    const outsideMarker = path.join(t.dataDir, 'escapingPlugin-ran');
    const escapingPlugin = path.join(t.dataDir, 'escapingPlugin.mjs');
    await writeFile(
      escapingPlugin,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(outsideMarker)}, 'ran');\nexport default () => {};\n`,
    );
    const created = await call(t.app, calls.createProject, { prompt: 'A page for a tea shop' }, owner);
    const webId = created.body.data._id as string;
    const climb = '../'.repeat(12);
    const usage = { input: 100, output: 20 };
    fake.script([
      {
        events: [
          {
            type: 'tool',
            name: 'write_file',
            input: {
              path: 'src/index.css',
              content: `@import "tailwindcss";\n@plugin "tailwindcss/${climb}${escapingPlugin.slice(1)}";\n`,
            },
          },
        ],
        usage,
      },
      { events: [{ type: 'text', chunks: ['Done.'] }], usage },
      // The automatic fix attempts: the model gives up.
      { events: [{ type: 'text', chunks: ['I could not fix it.'] }], usage },
      { events: [{ type: 'text', chunks: ['I could not fix it.'] }], usage },
    ]);
    await t.ctx.runs.drain();
    const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data as {
      content: string;
    }[];
    expect(history.map((message) => message.content).join('\n')).toMatch(/outside the project|Could not/);
    expect(existsSync(outsideMarker)).toBe(false);
  }, 120_000);
});
