import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type PageReport = {
  text: string;
  /** Console errors, uncaught exceptions and failed requests: anything a user's devtools would flag. */
  problems: string[];
  brokenImages: string[];
  /** The computed `styles` asked for, by name (null: no element matched). */
  styles: Record<string, string | null>;
};

/** A computed style to read: `property` (camelCase, as `getComputedStyle` has it) of `selector`'s first match. */
export type StyleQuery = { selector: string; property: string };

/** What a user's devtools would flag on `page` from now on: console errors, uncaught exceptions, failed or refused requests. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Opens `url`, optionally clicks a link by its text, waits for `expectedText`, and reports what a
 * visitor sees.
 */
export async function visit(
  browser: Browser,
  url: string,
  {
    expectedText,
    clickLink,
    styles = {},
    viewport,
  }: {
    expectedText: string;
    clickLink?: string;
    styles?: Record<string, StyleQuery>;
    viewport?: { width: number; height: number };
  },
): Promise<PageReport> {
  const page = await browser.newPage(viewport ? { viewport } : {});
  const problems = collectProblems(page);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (clickLink) await page.getByRole('link', { name: clickLink, exact: true }).click();
    await page.getByText(expectedText).first().waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    // A string, so this file needs no DOM types: it runs in the page.
    const { text, brokenImages } = await page.evaluate<{ text: string; brokenImages: string[] }>(`({
      text: document.body.innerText,
      brokenImages: [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
    })`);
    const computed = await page.evaluate<Record<string, string | null>>(
      `Object.fromEntries(Object.entries(${JSON.stringify(styles)}).map(([name, { selector, property }]) => {
        const element = document.querySelector(selector);
        return [name, element ? getComputedStyle(element)[property] : null];
      }))`,
    );
    return { text, problems, brokenImages, styles: computed };
  } finally {
    await page.close();
  }
}
