import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parsePreviewToParent } from '@kiln/contracts';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPreviewBridgeScript } from './build-script';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

// Three sites on one loopback server: the workspace, the preview, and a stranger framing the preview.
const HOSTS = { kiln: 'kiln.test', preview: 'preview.test', stranger: 'stranger.test' } as const;

type Received = { origin: string; data: unknown };

describe.skipIf(!hasChromium)(
  'the preview bridge in Chromium (skipped: /usr/bin/chromium is missing)',
  () => {
    let server: Server;
    let browser: Browser;
    let port = 0;
    const origin = (host: string) => `http://${host}:${port}`;

    beforeAll(async () => {
      server = createServer(async (request, response) => {
        const url = new URL(request.url ?? '/', 'http://x');
        response.setHeader('content-type', 'text/html; charset=utf-8');
        if (url.pathname === '/parent') {
          response.end(parentPage(url.searchParams.get('child') ?? ''));
          return;
        }
        response.end(childPage(await buildPreviewBridgeScript(origin(HOSTS.kiln))));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          `--host-resolver-rules=MAP *.test 127.0.0.1`,
        ],
      });
    });

    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    async function framedBy(parentHost: string): Promise<Page> {
      const page = await browser.newPage();
      const child = `${origin(HOSTS.preview)}/child`;
      await page.goto(`${origin(parentHost)}/parent?child=${encodeURIComponent(child)}`);
      return page;
    }

    const received = (page: Page) =>
      page.evaluate(() => (window as unknown as { received: Received[] }).received);

    it('reports URL changes and runtime errors to the workspace, from the preview origin', async () => {
      const page = await framedBy(HOSTS.kiln);
      await expect
        .poll(async () => (await received(page)).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(6);
      const messages = await received(page);
      await page.close();

      expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([origin(HOSTS.preview)]));
      const parsed = messages.map((m) => parsePreviewToParent(m.data));
      expect(parsed).not.toContain(null);

      const child = `${origin(HOSTS.preview)}/child`;
      const urls = parsed.flatMap((m) => (m?.type === 'URL_CHANGE' ? [m.url] : []));
      // Initial load, two pushes (the same-URL replace is not a change), then back (popstate).
      expect(urls).toEqual([child, `${child}/about`, `${child}/contact#top`, `${child}/about`]);

      const errors = parsed.flatMap((m) => (m?.type === 'runtime-error' ? [m] : []));
      expect(errors).toHaveLength(2);
      const thrown = errors.find((e) => e.message.includes('boom from the preview'));
      expect(thrown?.message).toBe('Uncaught TypeError: boom from the preview');
      expect(thrown?.stack).toContain('TypeError: boom from the preview');
      expect(thrown?.source).toMatch(new RegExp(`^${child}.*:\\d+:\\d+$`));
      const rejected = errors.find((e) => e.message.includes('rejected in the preview'));
      expect(rejected?.message).toBe('Unhandled promise rejection: Error: rejected in the preview');
      expect(rejected?.stack).toContain('Error: rejected in the preview');
    });

    it('tells a stranger framing the preview nothing', async () => {
      const page = await framedBy(HOSTS.stranger);
      // The child posts its six messages within ~100 ms of loading.
      await page.waitForTimeout(1_000);
      expect(await received(page)).toEqual([]);
      await page.close();
    });

    it('stays inert when the preview is opened on its own', async () => {
      const page = await browser.newPage();
      await page.goto(`${origin(HOSTS.preview)}/child`);
      expect(await page.evaluate(() => history.pushState.toString())).toContain('[native code]');
      await page.close();
    });
  },
);

function parentPage(childUrl: string): string {
  return `<!doctype html><html><head><script>
    window.received = [];
    addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
  </script></head><body><iframe src="${childUrl.replaceAll('"', '&quot;')}"></iframe></body></html>`;
}

function childPage(bridge: string): string {
  return `<!doctype html><html><head><script>${bridge}</script><title>child</title></head><body>
  <script>
    history.pushState({}, '', '/child/about');
    history.replaceState({ scroll: 1 }, '', '/child/about');
    history.pushState({}, '', '/child/contact#top');
    setTimeout(() => history.back(), 50);
    setTimeout(() => { throw new TypeError('boom from the preview'); }, 0);
    Promise.reject(new Error('rejected in the preview'));
  </script></body></html>`;
}
