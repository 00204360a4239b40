import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RECIPE_IDS } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { build, serve } from './testing/harness';
import { generate } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §4's quality gates for every recipe: axe-core finds no serious or critical violation on
 * any of the app's routes, on a desktop (1440 px) and on a phone (375 px), and nothing scrolls
 * sideways on the phone. Routes come from the app's own `src/App.tsx`; a route with a parameter
 * (`/posts/:slug`) is reached through the first link to it on the page that lists it.
 */
const rig = renderRig('kiln-offline-a11y-');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDTHS = [1440, 375] as const;

type Finding = { route: string; width: number; rule: string; impact: string; targets: string[] };

async function routesOf(dir: string): Promise<{ fixed: string[]; parameterised: string[] }> {
  const app = await readFile(path.join(dir, 'src/App.tsx'), 'utf8');
  const paths = [...app.matchAll(/path="([^"]+)"/g)].map((match) => match[1] as string);
  const routes = paths.filter((route) => route !== '*');
  return {
    fixed: ['/', ...routes.filter((route) => !route.includes(':') && route !== '/')],
    parameterised: routes.filter((route) => route.includes(':')),
  };
}

async function audit(page: Page, route: string, width: number): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE });
  // A string, run in the page: this file is type-checked without the DOM's types.
  const violations = (await page.evaluate(
    `window.axe.run().then((result) => result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    })))`,
  )) as Array<{ id: string; impact: string | null; targets: string[] }>;
  const findings = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, targets }) => ({ route, width, rule: id, impact: impact ?? '', targets }));
  const scrollWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
  if (width === 375 && scrollWidth > 375) {
    findings.push({
      route,
      width,
      rule: 'horizontal-scroll',
      impact: 'serious',
      targets: [`${scrollWidth}px`],
    });
  }
  return findings;
}

describe.concurrent('recipes pass the quality gates', () => {
  it.each(RECIPE_IDS)(
    '%s: no serious axe violation on any route at 1440 and 375 px, no sideways scroll on a phone',
    async (recipe) => {
      const { dir } = await generate(rig.root, recipe);
      const { outDir, errors } = await build(rig.builder, `a11y-${recipe}`, dir);
      await rig.builder.dispose(`a11y-${recipe}`);
      expect(errors).toBe('');
      const { fixed, parameterised } = await routesOf(dir);
      const server = await serve(outDir);
      const findings: Finding[] = [];
      try {
        for (const width of WIDTHS) {
          const page = await rig.browser.newPage({ viewport: { width, height: 900 } });
          try {
            const routes = [...fixed];
            for (const route of fixed) {
              await page.goto(`${server.origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
              await page.locator('#root > *').first().waitFor({ timeout: 40_000 });
              findings.push(...(await audit(page, route, width)));
              for (const pattern of parameterised) {
                const prefix = pattern.slice(0, pattern.indexOf(':'));
                const href = await page
                  .locator(`a[href^="${prefix}"]`)
                  .first()
                  .getAttribute('href', { timeout: 1_000 })
                  .catch(() => null);
                if (href && !routes.includes(href)) routes.push(href);
              }
            }
            for (const route of routes.slice(fixed.length)) {
              await page.goto(`${server.origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
              await page.locator('#root > *').first().waitFor({ timeout: 40_000 });
              findings.push(...(await audit(page, route, width)));
            }
          } finally {
            await page.close();
          }
        }
      } finally {
        await server.close();
      }
      expect(findings).toEqual([]);
    },
    180_000,
  );
});
