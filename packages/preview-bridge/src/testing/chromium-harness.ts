import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Frame, type Page } from 'playwright-core';
import { buildPreviewBridgeScript } from '../build-script';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Three sites on one loopback server: the workspace, the preview, and a stranger framing the preview. */
export const HOSTS = { kiln: 'kiln.test', preview: 'preview.test', stranger: 'stranger.test' } as const;

export type Received = { origin: string; data: unknown };

/** Preview pages by path: each gets the bridge at the top of its <head>, as the builder injects it. */
export type ChildPages = Record<string, string>;

export type Harness = {
  origin: (host: string) => string;
  /** Opens `parentHost`'s page framing the preview at `childPath`; resolves once the child has loaded. */
  framedBy: (parentHost: string, childPath: string) => Promise<{ page: Page; child: Frame }>;
  browser: Browser;
  close: () => Promise<void>;
};

export async function startHarness(childPages: ChildPages): Promise<Harness> {
  let port = 0;
  const origin = (host: string) => `http://${host}:${port}`;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/parent') {
      response.end(parentPage(url.searchParams.get('child') ?? '', url.searchParams.get('target') ?? ''));
      return;
    }
    const body = Object.entries(childPages).find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
    const bridge = await buildPreviewBridgeScript(origin(HOSTS.kiln));
    response.end(
      `<!doctype html><html><head><script>${bridge}</script><title>child</title></head>${body ?? '<body></body>'}</html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({
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

  return {
    origin,
    browser,
    async framedBy(parentHost, childPath) {
      const page = await browser.newPage();
      const child = `${origin(HOSTS.preview)}${childPath}`;
      const query = new URLSearchParams({ child, target: origin(HOSTS.preview) });
      await page.goto(`${origin(parentHost)}/parent?${query}`);
      await page.waitForFunction(() => (window as unknown as { isLoaded: boolean }).isLoaded);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      if (!frame) throw new Error('The preview frame did not load');
      return { page, child: frame };
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The messages the parent page received, in order. */
export function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => (window as unknown as { received: Received[] }).received);
}

/** Posts `message` to the preview frame from the parent page, to the preview's exact origin. */
export async function send(page: Page, message: unknown): Promise<void> {
  await page.evaluate((data) => (window as unknown as { send: (m: unknown) => void }).send(data), message);
}

function parentPage(childUrl: string, target: string): string {
  const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html><html><head><script>
    window.received = [];
    window.isLoaded = false;
    addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
    window.send = (message) => document.querySelector('iframe').contentWindow.postMessage(message, ${JSON.stringify(target)});
  </script></head><body style="margin:0"><iframe style="width:900px;height:700px;border:0" onload="isLoaded = true" src="${attr(childUrl)}"></iframe></body></html>`;
}
