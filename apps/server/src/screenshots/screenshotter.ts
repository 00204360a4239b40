import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser } from 'playwright-core';
import { KeyedMutex } from '../git/keyed-mutex';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const VIEWPORT = { width: 1280, height: 800 };

export interface SmokeResult {
  errors: string[];
  isBlank: boolean;
}
const NAVIGATION_TIMEOUT_MS = 15_000;
/** Lets fonts and first effects settle after the load event. */
const SETTLE_MS = 250;

/**
 * Screenshots of versions with one warm Chromium (Debian's, never a downloaded build). Without
 * Chromium, or when a page fails, the screenshot is skipped and logged, never an error for the user.
 */
export class Screenshotter {
  private browser: Promise<Browser> | null = null;
  private readonly queue = new KeyedMutex();

  /**
   * @param previewDomain previews load through this server: every host under it resolves to loopback
   *   in this browser, whatever DNS says.
   */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly previewDomain: string,
    private readonly executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ) {}

  get isAvailable(): boolean {
    return existsSync(this.executablePath);
  }

  private async launch(): Promise<Browser> {
    if (!this.browser) {
      const { chromium } = await import('playwright-core');
      this.browser = chromium.launch({
        executablePath: this.executablePath,
        args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP *.${this.previewDomain} 127.0.0.1`],
      });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  /** Writes a PNG of `url` to `file`; true when it did. One shot at a time. */
  capture(url: string, file: string): Promise<boolean> {
    return this.queue.run('screenshot', async () => {
      if (!this.isAvailable) {
        this.log.warn({ executablePath: this.executablePath }, 'no Chromium: version screenshot skipped');
        return false;
      }
      const temp = `${file}.${process.pid}.tmp.png`;
      try {
        const browser = await this.launch();
        const context = await browser.newContext({ viewport: VIEWPORT });
        try {
          const page = await context.newPage();
          await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
          await page.waitForTimeout(SETTLE_MS);
          await mkdir(path.dirname(file), { recursive: true });
          await page.screenshot({ path: temp, type: 'png' });
          await rename(temp, file);
          return true;
        } finally {
          await context.close();
        }
      } catch (err) {
        this.log.warn({ err, url }, 'version screenshot failed');
        await rm(temp, { force: true });
        return false;
      }
    });
  }

  /**
   * Loads a page and reports what a user would hit: uncaught exceptions, console errors, and an empty
   * `#root` after load. Null when there is no Chromium (the check is then skipped, and logged).
   */
  smokeRender(url: string): Promise<SmokeResult | null> {
    return this.queue.run('smoke-render', async () => {
      if (!this.isAvailable) {
        this.log.warn({ executablePath: this.executablePath }, 'no Chromium: smoke render skipped');
        return null;
      }
      const browser = await this.launch();
      const context = await browser.newContext({ viewport: VIEWPORT });
      const errors: string[] = [];
      try {
        const page = await context.newPage();
        page.on('pageerror', (err) => errors.push(err.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
        await page.waitForTimeout(SETTLE_MS);
        const isBlank = await page.evaluate(
          "(() => { const root = document.getElementById('root'); return !root || (root.children.length === 0 && !root.textContent?.trim()); })()",
        );
        return { errors, isBlank: Boolean(isBlank) };
      } catch (err) {
        return { errors: [...errors, err instanceof Error ? err.message : String(err)], isBlank: true };
      } finally {
        await context.close();
      }
    });
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
