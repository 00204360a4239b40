import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../build/testing/chromium';
import { type StaticServer, serveStatic } from '../build/testing/static-server';
import { viteBuild } from '../build/testing/vite-build';
import { type MirrorRegistry, startMirrorRegistry } from '../engine/testing/mirror-registry';
import { REPO_ROOT } from '../paths';
import { projectPaths } from '../storage/paths';
import { createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { pixelDifference, render } from './testing/fidelity';
import { importZipAndWait, zipFolder } from './testing/import-client';
import { SAMPLE_FILES } from './testing/sample-project';

// @kiln-test database-neutral: builds and renders through the API; the project rows are imports.integration.test.ts's.

/**
 * Issue 21 §5: projects of the shapes Lovable, Bolt and v0 leave, imported through the API as a user
 * would, their preview compared in Chromium at 1440 px with `vite build` of the same files on the
 * same packages: the same text, no console errors, and at most a sliver of pixels apart.
 */
const FIXTURES_DIR = path.join(REPO_ROOT, 'packages/import-fixtures/projects');
const FIXTURES = existsSync(FIXTURES_DIR) ? readdirSync(FIXTURES_DIR).sort() : [];
/** The most of a page's pixels that may differ (anti-aliasing of the same glyphs, a hashed name's width). */
const MAX_PIXEL_DIFFERENCE = 0.01;

let t: TestApp;
let owner: TestUser;
let mirror: MirrorRegistry;
let browser: Browser | undefined;
let temp: string;
const servers: StaticServer[] = [];

beforeAll(async () => {
  // Packages come from the ones installed here, through the real npm and no network.
  mirror = await startMirrorRegistry([
    path.join(REPO_ROOT, 'node_modules'),
    path.join(REPO_ROOT, 'packages/import-fixtures/node_modules'),
  ]);
  t = await createTestApp({ KILN_NPM_REGISTRY: mirror.url });
  owner = await signUp(t.app);
  temp = await mkdtemp(path.join(os.tmpdir(), 'kiln-fidelity-'));
  if (hasChromium) browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  await t.ctx.engine.whenScreenshotsTaken();
  await t.close();
  await mirror.close();
  await rm(temp, { recursive: true, force: true });
});

/** Imports a zip through the API and waits for its first version; answers the project and its preview build. */
async function importZip(name: string, bytes: Uint8Array) {
  const imported = await importZipAndWait(t.app, { authorization: `Bearer ${owner.token}` }, name, bytes);
  expect(imported.phase, imported.account).toBe('COMPLETE');
  const row = await t.ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, imported.webId) });
  const commit = row?.currentCommitHash ?? '';
  return {
    webId: imported.webId,
    previewDir: projectPaths(t.dataDir, imported.webId).build(commit, 'preview'),
  };
}

/** `vite build` of the same files, on the packages the import installed for them. */
async function viteBuildOf(source: string, webId: string, name: string): Promise<string> {
  const copy = path.join(temp, `${name}-vite`);
  await cp(source, copy, { recursive: true, filter: (file) => !/[/\\](node_modules|dist)$/.test(file) });
  await symlink(
    await realpath(path.join(t.ctx.repos.dir(webId), 'node_modules')),
    path.join(copy, 'node_modules'),
  );
  const out = path.join(temp, `${name}-vite-out`);
  await viteBuild(copy, out);
  return out;
}

/** The values of a project's `.env*` files that are not `VITE_*`: they must never reach a bundle. */
async function privateEnvValues(source: string): Promise<string[]> {
  const names = (await readdir(source)).filter((file) => file.startsWith('.env'));
  const lines = (await Promise.all(names.map((file) => readFile(path.join(source, file), 'utf8')))).join(
    '\n',
  );
  return [...lines.matchAll(/^(?!VITE_)[A-Z_]+=(.+)$/gm)]
    .map((match) => (match[1] ?? '').trim())
    .filter(Boolean);
}

async function compare(name: string, source: string, bytes: Uint8Array) {
  const { webId, previewDir } = await importZip(`${name}.zip`, bytes);
  const secrets = await privateEnvValues(source);
  for (const entry of await readdir(previewDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const secret of secrets) expect(text, `${name}: ${entry.name}`).not.toContain(secret);
  }
  const viteOut = await viteBuildOf(source, webId, name);
  const [kiln, vite] = await Promise.all([serveStatic(previewDir), serveStatic(viteOut)]);
  servers.push(kiln, vite);
  const active = browser as Browser;
  const [ours, theirs] = [await render(active, `${kiln.origin}/`), await render(active, `${vite.origin}/`)];
  expect(ours.problems, `${name}: Kiln's preview`).toEqual([]);
  expect(theirs.problems, `${name}: vite build`).toEqual([]);
  expect(ours.text.trim().length, name).toBeGreaterThan(0);
  expect(ours.text, name).toBe(theirs.text);
  // The visual editor works on it: its elements carry their source positions (vite build's do not).
  expect(ours.tagged, `${name}: elements the visual editor can pick`).toBeGreaterThan(0);
  expect(theirs.tagged, `${name}: vite build`).toBe(0);
  const difference = await pixelDifference(active, ours.png, theirs.png);
  expect(difference, `${name}: share of pixels that differ at 1440 px`).toBeLessThan(MAX_PIXEL_DIFFERENCE);
}

describe.skipIf(!hasChromium)('imported projects render as vite build renders them', () => {
  it('the sample Lovable-shaped project (Tailwind 4, an alias, JSON and SVG imports)', async () => {
    const source = path.join(temp, 'sample');
    const zipped: Record<string, Uint8Array> = {};
    for (const [file, content] of Object.entries(SAMPLE_FILES)) zipped[`sample/${file}`] = strToU8(content);
    for (const [file, content] of Object.entries(SAMPLE_FILES)) {
      await mkdir(path.dirname(path.join(source, file)), { recursive: true });
      await writeFile(path.join(source, file), content);
    }
    // The Lovable tagger is a dev-only plugin Vite loads from the config: a stand-in, as the store lacks it.
    await writeFile(
      path.join(source, 'vite.config.ts'),
      (SAMPLE_FILES['vite.config.ts'] ?? '').replace(
        "import { componentTagger } from 'lovable-tagger';\n",
        'const componentTagger = () => null;\n',
      ),
    );
    await compare('sample', source, zipSync(zipped));
  });

  it.each(FIXTURES)('%s', async (name) => {
    const source = path.join(FIXTURES_DIR, name);
    await compare(name, source, await zipFolder(source));
  });
});
