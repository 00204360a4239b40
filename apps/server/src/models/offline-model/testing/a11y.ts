import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build, serve } from './harness';
import type { RenderRig } from './render-rig';

/**
 * Issue 18 §4's quality gates, for the a11y tests: axe-core finds no serious or critical violation
 * on any of an app's routes, on a desktop (1440 px) and on a phone (375 px), and nothing scrolls
 * sideways on the phone. Routes come from the app's own `src/App.tsx`; a route with a parameter
 * (`/posts/:slug`) is reached through the first link to it on the page that lists it.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const WIDTHS = [1440, 375] as const;

export type Finding = { route: string; width: number; rule: string; impact: string; targets: string[] };

export async function routesOf(dir: string): Promise<{ fixed: string[]; parameterised: string[] }> {
  const app = await readFile(path.join(dir, 'src/App.tsx'), 'utf8');
  const paths = [...app.matchAll(/path="([^"]+)"/g)].map((match) => match[1] as string);
  const routes = paths.filter((route) => route !== '*');
  return {
    fixed: ['/', ...routes.filter((route) => !route.includes(':') && route !== '/')],
    parameterised: routes.filter((route) => route.includes(':')),
  };
}

/**
 * Text that does not fit its box at this width: a word wider than the card, button or column it is
 * in, spilling over its edge or cut off by an `overflow: hidden` ancestor (the document's own
 * sideways scroll misses both). Text inside a scrolling box (a wide table) or an ellipsis
 * (`truncate`) is laid out that way on purpose, and screen-reader-only text is 1 px wide.
 */
const SPILLED = `(() => {
  const found = [];
  const walker = document.createTreeWalker(document.getElementById('root'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent.trim() || !parent || parent.closest('option, [aria-hidden="true"], svg')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0 || text.height === 0) continue;
    for (let box = parent; box && box.id !== 'root'; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(style.overflowX)) break;
      const rect = box.getBoundingClientRect();
      if (rect.width <= 1) break;
      if (text.right > rect.right + 1 || text.left < rect.left - 1) {
        const name = box.tagName.toLowerCase() + (box.className && typeof box.className === 'string' ? '.' + box.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
        found.push(JSON.stringify(node.textContent.trim().slice(0, 40)) + ' overflows ' + name + ' by ' + Math.round(Math.max(text.right - rect.right, rect.left - text.left)) + 'px');
        break;
      }
    }
  }
  return [...new Set(found)].slice(0, 5);
})()`;

export async function audit(
  page: Page,
  route: string,
  width: number,
  { spills = false }: { spills?: boolean } = {},
): Promise<Finding[]> {
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
  if (width === 375 && spills) {
    const targets = (await page.evaluate(SPILLED)) as string[];
    if (targets.length > 0)
      findings.push({ route, width, rule: 'text-overflow', impact: 'serious', targets });
  }
  return findings;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('#root > *').first().waitFor({ timeout: 40_000 });
}

export type Audited = {
  /** The build's errors: empty when it built. */
  errors: string;
  findings: Finding[];
  /** `document.documentElement.lang` on the home page. */
  lang: string;
};

/**
 * Builds a generated project and audits every route of it at every width. `screenshot`: a path the
 * home page is pictured to at 375 px (the whole page), after its audit. `spills`: also fail on text
 * that does not fit its box on a phone (see SPILLED). `menu`: on a phone, also audit the home page
 * with the header's menu open (its first collapsed toggle), where one is.
 */
export async function auditApp(
  rig: RenderRig,
  projectId: string,
  dir: string,
  {
    screenshot,
    spills = false,
    menu = false,
  }: { screenshot?: string; spills?: boolean; menu?: boolean } = {},
): Promise<Audited> {
  const { outDir, errors } = await build(rig.builder, projectId, dir);
  await rig.builder.dispose(projectId);
  if (errors) return { errors, findings: [], lang: '' };
  const { fixed, parameterised } = await routesOf(dir);
  const server = await serve(outDir);
  const findings: Finding[] = [];
  let lang = '';
  try {
    for (const width of WIDTHS) {
      const page = await rig.browser.newPage({ viewport: { width, height: 900 } });
      try {
        const routes = [...fixed];
        for (const route of fixed) {
          await open(page, `${server.origin}${route}`);
          if (route === '/') lang = String(await page.evaluate('document.documentElement.lang'));
          findings.push(...(await audit(page, route, width, { spills })));
          if (route === '/' && width === 375 && screenshot) {
            // Software rendering repaints tiles lazily: a short pause keeps half-painted ones out.
            await page.waitForTimeout(200);
            await page.screenshot({ path: screenshot, fullPage: true });
          }
          if (route === '/' && width === 375 && menu) {
            const toggle = page.locator('header [aria-expanded="false"]').first();
            if (await toggle.isVisible().catch(() => false)) {
              await toggle.click();
              // The sheet slides in: audit it where it comes to rest.
              await page.waitForTimeout(500);
              findings.push(...(await audit(page, '/ (menu open)', width, { spills })));
              await page.keyboard.press('Escape');
            }
          }
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
          await open(page, `${server.origin}${route}`);
          findings.push(...(await audit(page, route, width, { spills })));
        }
      } finally {
        await page.close();
      }
    }
  } finally {
    await server.close();
  }
  return { errors: '', findings, lang };
}
