import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { KeyedMutex } from '../git/keyed-mutex';
import { isSandboxAvailable, type SandboxIdentity, type SandboxLimits } from '../sandbox/bwrap';
import { sandboxedChromium } from '../sandbox/chromium';
import { FIRST_CONTENT, HAS_CONTENT, OFFLINE_ERRORS, RENDER_ORIGIN, serveBuild } from './render-page';

/** A browser of a test harness that renders Kiln itself (never project code): no sandbox needed. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium that renders project code: its own sandbox stays on (see sandbox/chromium.ts). */
const RENDER_ARGS = CHROMIUM_ARGS.filter((arg) => arg !== '--no-sandbox');

const VIEWPORT = { width: 1280, height: 800 };

export interface SmokeResult {
  errors: string[];
  isBlank: boolean;
  /**
   * Asked for (`smokeRender`'s `screenshot`) and the render passed: the version screenshot being taken
   * in the same page, true once the PNG is at its file. Never rejects.
   */
  screenshot?: Promise<boolean>;
}
/** A version screenshot a smoke render is taking in its own page: at `file` once `taken` is true. */
export interface StagedScreenshot {
  file: string;
  taken: Promise<boolean>;
}

const NAVIGATION_TIMEOUT_MS = 15_000;
/** Lets fonts and first effects settle after the load event (screenshots). */
const SETTLE_MS = 250;
/** How long a smoke render waits after load for the app to put something in `#root`. */
const FIRST_CONTENT_TIMEOUT_MS = 3_000;
/** After the first content: effects run and fail within a frame or two of it. */
const RENDER_SETTLE_MS = 50;
/** Everything a page can keep on its origin, cleared after each smoke render (not the HTTP cache). */
const ORIGIN_STORAGE =
  'cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage,shader_cache,storage_buckets';
/** The longest a version screenshot waits for runs to let go (see `hold`). */
const HOLD_LIMIT_MS = 30_000;
/**
 * Screenshots of versions with one warm Chromium (Debian's, never a downloaded build). Without
 * Chromium, or when a page fails, the screenshot is skipped and logged, never an error for the user.
 */
export class Screenshotter {
  private browser: Promise<Browser> | null = null;
  /** The smoke renders' context, kept warm between renders (a new page each time). */
  private smokeContext: Promise<BrowserContext> | null = null;
  /** The next render's page, opened ahead: a page's renderer process takes a while to start. */
  private sparePage: Promise<Page> | null = null;
  /** The last render's clean-up, done after its result is out and before the next render starts. */
  private cleanup: Promise<void> = Promise.resolve();
  private readonly queue = new KeyedMutex();
  private holds = 0;
  private unheld: (() => void)[] = [];
  private launchCount = 0;
  private loadCount = 0;
  /** After `close` nothing starts a browser again (a render's clean-up opens the next page). */
  private isClosed = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly sandbox: { identity: SandboxIdentity; limits: SandboxLimits },
    private readonly executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ) {}

  /** Browsers started so far (a crashed one is started afresh). */
  get launches(): number {
    return this.launchCount;
  }

  /** Project pages loaded so far, smoke renders and version screenshots alike. */
  get pageLoads(): number {
    return this.loadCount;
  }

  /** Chromium renders project code only in its sandbox: without bubblewrap, renders are skipped. */
  get isAvailable(): boolean {
    return existsSync(this.executablePath) && isSandboxAvailable();
  }

  private launch(): Promise<Browser> {
    if (this.isClosed) return Promise.reject(new Error('the screenshotter is closed'));
    if (!this.browser) {
      this.launchCount += 1;
      const launched = Promise.all([
        import('playwright-core'),
        sandboxedChromium(this.executablePath, this.sandbox.identity, this.sandbox.limits),
      ]).then(([{ chromium }, executablePath]) =>
        chromium.launch({ executablePath, chromiumSandbox: true, args: RENDER_ARGS }),
      );
      this.browser = launched;
      // A browser that crashes or fails to start is launched afresh next time, with a new context.
      const forget = () => {
        if (this.browser !== launched) return;
        this.browser = null;
        this.smokeContext = null;
        this.sparePage = null;
      };
      launched.then((browser) => browser.on('disconnected', forget), forget);
    }
    return this.browser;
  }

  /**
   * Version screenshots are background work: while a generation run holds the screenshotter they
   * wait (up to `HOLD_LIMIT_MS`), so a run's own checks get the machine. Call the returned function
   * to let go.
   */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) for (const resume of this.unheld.splice(0)) resume();
    };
  }

  private whenUnheld(): Promise<void> {
    if (this.holds === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resume, HOLD_LIMIT_MS);
      function resume() {
        clearTimeout(timer);
        resolve();
      }
      this.unheld.push(resume);
    });
  }

  /**
   * Writes a PNG of the build in `root` to `file`; true when it did. One shot at a time. For versions
   * no smoke render saw (a run's version gets the PNG its smoke render took: `smokeRender`).
   */
  capture(root: string, file: string): Promise<boolean> {
    return this.queue.run('screenshot', async () => {
      await this.whenUnheld();
      if (!this.isAvailable) {
        this.log.warn({ executablePath: this.executablePath }, 'no Chromium: version screenshot skipped');
        return false;
      }
      try {
        const browser = await this.launch();
        const context = await browser.newContext({ viewport: VIEWPORT });
        try {
          const page = await context.newPage();
          await serveBuild(page, root);
          this.loadCount += 1;
          await page.goto(`${RENDER_ORIGIN}/`, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
          return await this.screenshotPage(page, file, performance.now());
        } finally {
          await context.close();
        }
      } catch (err) {
        this.log.warn({ err, root }, 'version screenshot failed');
        return false;
      }
    });
  }

  /**
   * The version screenshot of a loaded page, the same whichever load it comes from: the viewport's
   * PNG once `SETTLE_MS` have passed since `loadedAt` (the load event), written aside and renamed
   * into place. True when it did.
   */
  private async screenshotPage(page: Page, file: string, loadedAt: number): Promise<boolean> {
    const temp = `${file}.${process.pid}.tmp.png`;
    try {
      const settle = loadedAt + SETTLE_MS - performance.now();
      if (settle > 0) await page.waitForTimeout(settle);
      await mkdir(path.dirname(file), { recursive: true });
      await page.screenshot({ path: temp, type: 'png', timeout: NAVIGATION_TIMEOUT_MS });
      await rename(temp, file);
      return true;
    } catch (err) {
      this.log.warn({ err, file }, 'version screenshot failed');
      await rm(temp, { force: true });
      return false;
    }
  }

  /**
   * Loads a build folder and reports what a user would hit: uncaught exceptions, console errors, and
   * an empty `#root`. Null when there is no Chromium (the check is then skipped, and logged).
   *
   * One warm context serves every render, a new page each time, with service workers blocked and the
   * origin's cookies and storage cleared afterwards (after the result is out, before the next render
   * starts): a render sees what a first visitor sees. (A new
   * context per render cost about twice as much; caching the package bundle between renders saved
   * nothing measurable, so every file is fetched afresh from a loopback server of its own.)
   *
   * With `screenshot`, a render that passed also takes the version screenshot in the same page (as
   * `capture` would, see `screenshotPage`) and writes it to that file: the result is out at once, the
   * shot follows in `result.screenshot`, and the page is cleaned up after it. One load per version.
   */
  smokeRender(root: string, options: { screenshot?: string } = {}): Promise<SmokeResult | null> {
    return this.queue.run('smoke-render', async () => {
      if (!this.isAvailable) {
        this.log.warn({ executablePath: this.executablePath }, 'no Chromium: smoke render skipped');
        return null;
      }
      await this.cleanup;
      const page = await this.newSmokePage();
      const errors: string[] = [];
      const report = (message: string) => {
        if (!OFFLINE_ERRORS.some((pattern) => pattern.test(message))) errors.push(message);
      };
      let shot: Promise<boolean> = Promise.resolve(false);
      page.on('pageerror', (err) => report(err.message));
      page.on('console', (message) => {
        if (message.type() === 'error') report(message.text());
      });
      try {
        await serveBuild(page, root);
        this.loadCount += 1;
        await page.goto(`${RENDER_ORIGIN}/`, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
        const loadedAt = performance.now();
        const hasContent = Boolean(await page.evaluate(`(${FIRST_CONTENT})(${FIRST_CONTENT_TIMEOUT_MS})`));
        await page.waitForTimeout(RENDER_SETTLE_MS);
        // An app may render, then fail in an effect and unmount: look again after the settle.
        const isBlank = !hasContent || !(await page.evaluate(HAS_CONTENT));
        // A copy: the page lives on until its clean-up, and may still log.
        const result: SmokeResult = { errors: [...errors], isBlank };
        if (options.screenshot && !isBlank && errors.length === 0) {
          shot = this.screenshotPage(page, options.screenshot, loadedAt);
          result.screenshot = shot;
        }
        return result;
      } catch (err) {
        return { errors: [...errors, err instanceof Error ? err.message : String(err)], isBlank: true };
      } finally {
        this.cleanup = shot.then(() => this.forget(page, RENDER_ORIGIN));
      }
    });
  }

  /**
   * Opens the browser, the warm context and the next render's page now, in the background: call it
   * when a render is coming (the build is still running) so the render does not wait for them.
   */
  prepareSmokeRender(): void {
    if (this.isClosed || !this.isAvailable || this.sparePage) return;
    this.sparePage = this.warmSmokeContext().then((context) => context.newPage());
    this.sparePage.catch(() => {
      this.sparePage = null;
    });
  }

  /** A page in the warm context; a context that died (a Chromium crash) is replaced once. */
  private async newSmokePage(): Promise<Page> {
    const spare = this.sparePage;
    this.sparePage = null;
    const page = await spare?.catch(() => null);
    if (page && !page.isClosed()) return page;
    try {
      return await (await this.warmSmokeContext()).newPage();
    } catch {
      this.smokeContext = null;
      return (await this.warmSmokeContext()).newPage();
    }
  }

  private warmSmokeContext(): Promise<BrowserContext> {
    if (!this.smokeContext) {
      this.smokeContext = this.launch().then((browser) =>
        browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' }),
      );
      this.smokeContext.catch(() => {
        this.smokeContext = null;
      });
    }
    return this.smokeContext;
  }

  /** Closes the render's page and clears what it left on its origin; a context that fails is dropped. */
  private async forget(page: Page, origin: string) {
    const context = page.context();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
      await page.close();
      await context.clearCookies();
      this.prepareSmokeRender();
    } catch (err) {
      this.log.warn({ err }, 'smoke render context reset');
      this.smokeContext = null;
      this.sparePage = null;
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    const browser = this.browser;
    this.browser = null;
    this.smokeContext = null;
    this.sparePage = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
