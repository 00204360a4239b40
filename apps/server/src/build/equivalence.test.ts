import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { hasChromium, launchChromium, visit } from './testing/chromium';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { type StaticServer, serveStatic } from './testing/static-server';
import { viteBuild } from './testing/vite-build';

// Principle 3: Kiln's fast build must give the same result as `vite build` of the same project.
describe('Kiln builds and vite build render the same app', () => {
  let temp: TempDir | undefined;
  let browser: Browser | undefined;
  const servers: StaticServer[] = [];

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    await temp?.remove();
  });

  it.skipIf(!hasChromium)(
    `the same visible text and no console errors, in production and development mode${hasChromium ? '' : ' — skipped: /usr/bin/chromium is missing'}`,
    async () => {
      temp = await makeTempDir();
      const kilnProject = await copyProject(path.join(temp.dir, 'kiln'));
      // Vite resolves through node_modules; Kiln's builder through nodePaths, with none in the project.
      const viteProject = await copyProject(path.join(temp.dir, 'vite'), {
        linkNodeModules: STORE_NODE_MODULES,
      });
      const out = (name: string) => path.join(temp?.dir ?? '', 'out', name);

      const builder = createBuilder({ maxConcurrent: 2, timeoutMs: 60_000, nodePaths: [STORE_NODE_MODULES] });
      const [kilnProduction, kilnPreview] = await Promise.all(
        (['production', 'preview'] as const).map((mode) =>
          builder.build({
            projectId: 'kiln',
            projectDir: kilnProject,
            outDir: out(`kiln-${mode}`),
            mode,
            kilnOrigin: KILN_ORIGIN,
          }),
        ),
      );
      // The next preview build has the packages of the first as esbuild aliases (vendor-shims.ts).
      const kilnAliased = await builder.build({
        projectId: 'kiln',
        projectDir: kilnProject,
        outDir: out('kiln-preview-aliased'),
        mode: 'preview',
        kilnOrigin: KILN_ORIGIN,
      });
      await builder.close();
      expect(kilnProduction?.ok && kilnPreview?.ok && kilnAliased.ok).toBe(true);
      await viteBuild(viteProject, out('vite-production'), 'production');
      await viteBuild(viteProject, out('vite-development'), 'development');

      const names = [
        'kiln-production',
        'vite-production',
        'kiln-preview',
        'kiln-preview-aliased',
        'vite-development',
      ];
      const origins = new Map<string, string>();
      for (const name of names) {
        const server = await serveStatic(out(name));
        servers.push(server);
        origins.set(name, server.origin);
      }
      browser = await launchChromium();

      const visits = [
        { path: '/', expectedText: 'Notes imported as raw text.' },
        { path: '/about', expectedText: 'About this fixture' },
        { path: '/', clickLink: 'About', expectedText: 'Loaded lazily, from its own chunk.' },
      ];
      for (const [kiln, vite] of [
        ['kiln-production', 'vite-production'],
        ['kiln-preview', 'vite-development'],
        ['kiln-preview-aliased', 'vite-development'],
      ] as const) {
        for (const { path: pathname, ...options } of visits) {
          const [ours, theirs] = await Promise.all(
            [kiln, vite].map((name) => visit(browser as Browser, `${origins.get(name)}${pathname}`, options)),
          );
          const label = `${kiln} vs ${vite} at ${pathname}${options.clickLink ? ' (client-side navigation)' : ''}`;
          expect(ours?.text, label).toBe(theirs?.text);
          expect({ kiln: ours?.problems, vite: theirs?.problems }, label).toEqual({ kiln: [], vite: [] });
          expect({ kiln: ours?.brokenImages, vite: theirs?.brokenImages }, label).toEqual({
            kiln: [],
            vite: [],
          });
        }
      }

      // Two blank pages would also be equal: check the text is the app's.
      const home = await visit(browser, `${origins.get('kiln-production')}/`, {
        expectedText: 'Fast builds',
      });
      for (const text of [
        'Hello from the fixture',
        'Mode: production',
        'Secret: not exposed',
        'Real projects',
      ]) {
        expect(home.text).toContain(text);
      }
    },
    180_000,
  );
});
