import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAP_PACKAGES, mapKitFiles } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { build, copyProject, serve, typeCheck } from '../../models/offline-model/testing/harness';
import { renderRig } from '../../models/offline-model/testing/render-rig';
import { ProjectWorkspace } from '../../pipeline/tools/workspace';

const rig = renderRig('kiln-map-kit-');

async function projectWithMap(name: string, token: string | null): Promise<string> {
  const dir = await copyProject(path.join(rig.root, name));
  const workspace = new ProjectWorkspace(dir);
  for (const file of mapKitFiles(token)) await workspace.writeFile(file.path, file.content);
  await workspace.writeFile(
    'src/pages/Index.tsx',
    `import { MapView } from '@/components/map/map-view';

export default function Index() {
  return (
    <main className="p-6">
      <h1>Find us</h1>
      <MapView center={[135.7681, 35.0116]} zoom={13} label="Sakura, Kyoto" />
    </main>
  );
}
`,
  );
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  manifest.dependencies = { ...manifest.dependencies, ...MAP_PACKAGES };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

/** How many distinct colours a sample of the map's canvas has (a blank canvas has one). Runs in the page. */
const DISTINCT_CANVAS_COLOURS = `(() => {
  const canvas = document.querySelector('canvas.maplibregl-canvas');
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  context.drawImage(canvas, 0, 0);
  const data = context.getImageData(0, 0, copy.width, copy.height).data;
  const seen = new Set();
  for (let i = 0; i < data.length; i += 4 * 97) seen.add(data.slice(i, i + 4).join());
  return seen.size;
})()`;

describe('the map component', () => {
  it('builds, type-checks and draws the offline world with no request off the page origin', async () => {
    const dir = await projectWithMap('offline', null);
    const [{ outDir, errors }, typeErrors] = await Promise.all([
      build(rig.builder, 'offline', dir),
      typeCheck(dir),
    ]);
    expect(errors).toBe('');
    expect(typeErrors).toBe('');
    const server = await serve(outDir);
    const page = await rig.browser.newPage({ viewport: { width: 1000, height: 700 } });
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(server.origin) && !r.url().startsWith('blob:') && !r.url().startsWith('data:'))
        foreign.push(r.url());
    });
    try {
      await page.goto(server.origin, { waitUntil: 'load' });
      await page.locator('canvas.maplibregl-canvas').waitFor();
      await page
        .locator('[data-state="ready"]')
        .or(page.locator('[data-state="failed"]'))
        .waitFor({ timeout: 8000 });
      expect(problems).toEqual([]);
      expect(
        await page.getByRole('region', { name: 'Map of Sakura, Kyoto' }).getAttribute('data-state'),
      ).toBe('ready');
      await page.screenshot({ path: '/tmp/map-kit.png' });
      const colours = await page.evaluate<number>(DISTINCT_CANVAS_COLOURS);
      expect(colours).toBeGreaterThan(2);
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  }, 120_000);
});
