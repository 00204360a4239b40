// Bytes over the wire, as Chromium counts them (encodedDataLength: compressed bodies plus headers),
// with brotli offered: the workspace's scripts until its composer works, and a cold preview.
import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import type { LiveServer, LiveUser, ProjectListener } from './live-server';
import { median, type Row } from './report';

const RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Transfer {
  /** Bytes by resource type (Script, Stylesheet, Document, Fetch...). */
  byType: Map<string, number>;
  /** Responses that came compressed, of those bigger than a kilobyte. */
  compressed: number;
  large: number;
}

async function counting(context: BrowserContext, cdp: CDPSession): Promise<Transfer> {
  void context;
  const transfer: Transfer = { byType: new Map(), compressed: 0, large: 0 };
  const types = new Map<string, string>();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip' } });
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    const length = Number(e.response.headers['content-length'] ?? e.response.headers['Content-Length'] ?? 0);
    const encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    if (encoding || length > 1024) {
      transfer.large += 1;
      if (encoding) transfer.compressed += 1;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    transfer.byType.set(type, (transfer.byType.get(type) ?? 0) + e.encodedDataLength);
  });
  return transfer;
}

const total = (t: Transfer, type?: string) =>
  type ? (t.byType.get(type) ?? 0) : [...t.byType.values()].reduce((a, b) => a + b, 0);

async function workspaceLoad(browser: Browser, server: LiveServer, user: LiveUser, webId: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(user.cookies.map((c) => ({ ...c, domain: 'localhost', path: '/' })));
    const page = await context.newPage();
    const transfer = await counting(context, await context.newCDPSession(page));
    const start = performance.now();
    await page.goto(`${server.url}/workspace/${webId}`);
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('make it blue', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Send message' }).waitFor({ state: 'visible' });
    for (let i = 0; i < 300 && !(await page.getByRole('button', { name: 'Send message' }).isEnabled()); i++)
      await page.waitForTimeout(20);
    const ms = performance.now() - start;
    return { scripts: total(transfer, 'Script'), all: total(transfer), ms, transfer };
  } finally {
    await context.close();
  }
}

async function previewLoad(browser: Browser, server: LiveServer, subdomain: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const transfer = await counting(context, await context.newCDPSession(page));
    const start = performance.now();
    await page.goto(`http://${subdomain}.preview.localhost:${server.port}/`, { waitUntil: 'networkidle' });
    const ms = performance.now() - start;
    return { all: total(transfer), ms, transfer };
  } finally {
    await context.close();
  }
}

export async function measureTransfers(
  server: LiveServer,
  user: LiveUser,
  project: { webId: string; subdomain: string; listener: ProjectListener },
): Promise<Row[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const workspace = [];
    const preview = [];
    for (let i = 0; i < RUNS; i++) {
      workspace.push(await workspaceLoad(browser, server, user, project.webId));
      preview.push(await previewLoad(browser, server, project.subdomain));
    }
    const kb = (values: number[]) => median(values) / 1000;
    const compressedShare = (loads: { transfer: Transfer }[]) => {
      const t = loads[0]?.transfer;
      return t ? `${t.compressed}/${t.large}` : '0/0';
    };
    return [
      {
        name: `workspace: scripts until the composer works (br; ${compressedShare(workspace)} bodies compressed)`,
        unit: 'KB',
        median: kb(workspace.map((w) => w.scripts)),
        n: RUNS,
        goal: { label: 'workspace scripts before the composer works', max: 300 },
      },
      {
        name: 'workspace: everything until the composer works',
        unit: 'KB',
        median: kb(workspace.map((w) => w.all)),
        n: RUNS,
      },
      { name: 'workspace: load → composer works', median: median(workspace.map((w) => w.ms)), n: RUNS },
      {
        name: `cold preview of a 30-file app, all bytes (br; ${compressedShare(preview)} bodies compressed)`,
        unit: 'KB',
        median: kb(preview.map((p) => p.all)),
        n: RUNS,
        goal: { label: 'cold preview, ~30-file app, transferred', max: 600 },
      },
      { name: 'cold preview: load → network idle', median: median(preview.map((p) => p.ms)), n: RUNS },
    ];
  } finally {
    await browser.close();
  }
}
