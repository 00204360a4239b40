import { symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { hasChromium, launchChromium, type StyleQuery, visit } from './testing/chromium';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { IMPORT_PROJECTS_DIR, makeNodeModulesView } from './testing/import-fixtures';
import { type StaticServer, serveStatic } from './testing/static-server';
import { viteBuild } from './testing/vite-build';

const VIEWPORT = { width: 1440, height: 900 };
const SKIPPED = hasChromium ? '' : ' — skipped: /usr/bin/chromium is missing';

type Fixture = {
  name: string;
  visits: Array<{ path: string; expectedText: string }>;
  /** What the first visit's page must show, so two blank pages cannot pass as equal. */
  shows: string[];
  styles: Record<string, StyleQuery>;
  /** What the styles must be (at 1440×900), checked on Kiln's production build. */
  expectedStyles: Record<string, string>;
};

const FIXTURES: Fixture[] = [
  {
    name: 'tailwind-v3-shadcn',
    visits: [{ path: '/', expectedText: 'Launch pages that feel finished' }],
    shows: ['Arbitrary values work too.', 'Why a design system', 'Design tokens'],
    styles: {
      primaryBackground: { selector: '[data-testid="primary-button"]', property: 'backgroundColor' },
      primaryRadius: { selector: '[data-testid="primary-button"]', property: 'borderTopLeftRadius' },
      proseFontSize: { selector: '[data-testid="prose-paragraph"]', property: 'fontSize' },
      gridColumns: { selector: '[data-testid="feature-grid"]', property: 'gridTemplateColumns' },
      heroFontSize: { selector: 'h1', property: 'fontSize' },
      bodyBackground: { selector: 'body', property: 'backgroundColor' },
      arbitraryBackground: { selector: 'section.rounded-lg', property: 'backgroundColor' },
      animation: { selector: 'section.animate-in', property: 'animationName' },
    },
    expectedStyles: {
      // --primary: 262 83% 58%, through theme.extend.colors' hsl(var(--primary)).
      primaryBackground: 'rgb(124, 59, 237)',
      primaryRadius: '10px',
      // prose-lg at lg: (1024px and up).
      proseFontSize: '18px',
      bodyBackground: 'rgb(255, 255, 255)',
      arbitraryBackground: 'rgb(15, 23, 42)',
      heroFontSize: '60px',
      animation: 'enter',
    },
  },
  {
    name: 'glob-lazy',
    visits: [
      { path: '/', expectedText: 'Welcome home: this page came from a lazy glob import.' },
      { path: '/about', expectedText: 'About these notes, loaded in their own chunk.' },
      { path: '/about-lazy', expectedText: 'About these notes, loaded in their own chunk.' },
      { path: '/contact', expectedText: 'Write to notes@example.com.' },
    ],
    shows: [
      'Field Notes',
      '2 widgets, 2 icons',
      '/src/posts/1-hello.md: Hello, glob',
      '/src/posts/2-second.md: Second thoughts',
      'Drafts: ../posts/draft-ideas.md',
    ],
    styles: {
      badgeColor: { selector: '[data-testid="badge"]', property: 'color' },
      badgeRadius: { selector: '[data-testid="badge"]', property: 'borderTopLeftRadius' },
    },
    expectedStyles: { badgeColor: 'rgb(12, 74, 110)', badgeRadius: '999px' },
  },
];

// Projects imported from Lovable or Bolt must build with Kiln as `vite build` builds them.
describe('imported Vite projects: Kiln builds and vite build render the same app', () => {
  let temp: TempDir;
  let browser: Browser | undefined;
  const servers: StaticServer[] = [];
  let view: Awaited<ReturnType<typeof makeNodeModulesView>>;

  beforeAll(async () => {
    temp = await makeTempDir('kiln-import-');
    view = await makeNodeModulesView(path.join(temp.dir, 'node_modules-view'));
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    await temp.remove();
  });

  for (const fixture of FIXTURES) {
    it.skipIf(!hasChromium)(
      `${fixture.name}: the same text, styles and no console errors${SKIPPED}`,
      async () => {
        const out = (name: string) => path.join(temp.dir, fixture.name, 'out', name);
        const project = async (name: string) => {
          const dir = await copyProject(path.join(temp.dir, fixture.name, name), {
            from: path.join(IMPORT_PROJECTS_DIR, fixture.name),
          });
          await symlink(view.view, path.join(dir, 'node_modules'), 'dir');
          return dir;
        };
        const [kilnProject, viteProject] = await Promise.all([project('kiln'), project('vite')]);

        const builder = createBuilder({
          maxConcurrent: 1,
          timeoutMs: 60_000,
          nodePaths: [STORE_NODE_MODULES],
        });
        for (const mode of ['production', 'preview'] as const) {
          const result = await builder.build({
            projectId: fixture.name,
            projectDir: kilnProject,
            outDir: out(`kiln-${mode}`),
            mode,
            kilnOrigin: KILN_ORIGIN,
            extraStores: view.extraStores,
          });
          expect(result.ok ? [] : result.errors, mode).toEqual([]);
        }
        await builder.close();
        await viteBuild(viteProject, out('vite-production'), 'production');
        await viteBuild(viteProject, out('vite-development'), 'development');

        const origins = new Map<string, string>();
        for (const name of ['kiln-production', 'vite-production', 'kiln-preview', 'vite-development']) {
          const server = await serveStatic(out(name));
          servers.push(server);
          origins.set(name, server.origin);
        }
        browser ??= await launchChromium();
        const open = (name: string, pathname: string, expectedText: string) =>
          visit(browser as Browser, `${origins.get(name)}${pathname}`, {
            expectedText,
            styles: fixture.styles,
            viewport: VIEWPORT,
          });

        for (const [kiln, vite] of [
          ['kiln-production', 'vite-production'],
          ['kiln-preview', 'vite-development'],
        ] as const) {
          for (const { path: pathname, expectedText } of fixture.visits) {
            const [ours, theirs] = await Promise.all([
              open(kiln, pathname, expectedText),
              open(vite, pathname, expectedText),
            ]);
            const label = `${kiln} vs ${vite} at ${pathname}`;
            expect(ours.text, label).toBe(theirs.text);
            expect(ours.styles, label).toEqual(theirs.styles);
            expect({ kiln: ours.problems, vite: theirs.problems }, label).toEqual({ kiln: [], vite: [] });
            expect({ kiln: ours.brokenImages, vite: theirs.brokenImages }, label).toEqual({
              kiln: [],
              vite: [],
            });
          }
        }

        const [first] = fixture.visits;
        const home = await open('kiln-production', first?.path ?? '/', first?.expectedText ?? '');
        for (const text of fixture.shows) expect(home.text).toContain(text);
        expect(home.styles).toMatchObject(fixture.expectedStyles);
        if (fixture.styles.gridColumns) expect(home.styles.gridColumns?.split(' ')).toHaveLength(3);
      },
      180_000,
    );
  }
});
