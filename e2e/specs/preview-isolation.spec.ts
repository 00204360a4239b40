import { expect, test } from '@playwright/test';
import { fillSignUp, newAccount } from '../support/pages';

/**
 * Issue 3's hosting rule, in a real browser: generated code runs on its own origin, so a page of a
 * preview, opened by a signed-in owner, can neither act as that owner on Kiln's API nor read anything
 * from it.
 */
test('a preview page calling Kiln with credentials gets 401 and reads nothing', async ({ page, baseURL }) => {
  await page.goto('/sign-up');
  await fillSignUp(page, newAccount('Isolation'));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The owner's own session works on Kiln's origin.
  const me = await page.request.post('/users/me', { data: {} });
  expect(me.status()).toBe(200);
  const created = await page.request.post('/api/web/create', {
    data: { prompt: 'A landing page for "Quiet Hours", a reading café' },
  });
  expect(created.status()).toBe(200);
  const webId = (await created.json()).data._id as string;
  let previewUrl = '';
  await expect
    .poll(
      async () => {
        const project = await (await page.request.post('/api/web/get', { data: { webId } })).json();
        previewUrl = project.data?.link ?? '';
        return project.data?.currentCommitHash ? previewUrl : '';
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/^http:\/\/[a-z0-9-]+\.preview\.localhost:\d+\//);

  // What Kiln answered the preview page, as the network saw it (a CORS-blocked response is invisible
  // to the page and to Playwright's events, but not to the DevTools protocol).
  const statuses = new Map<string, number>();
  const urls = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.origin === baseURL) urls.set(event.requestId, `${event.request.method} ${url.pathname}`);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const request = urls.get(event.requestId);
    if (request) statuses.set(request, event.statusCode);
  });

  await page.goto(previewUrl);
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 20_000 });
  expect(new URL(page.url()).origin).not.toBe(baseURL);

  const attempts = await page.evaluate(async (kiln) => {
    const attempt = async (path: string, init: RequestInit) => {
      try {
        const response = await fetch(`${kiln}${path}`, { credentials: 'include', ...init });
        return `read ${response.status}: ${await response.text()}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    };
    return {
      // "Simple" requests need no preflight: they reach the server, which must refuse them.
      me: await attempt('/users/me', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      }),
      // A JSON request needs a preflight, which Kiln never grants to another origin.
      list: await attempt('/api/web/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      create: await attempt('/api/web/create', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ prompt: 'made by a preview' }),
      }),
      cookies: document.cookie,
    };
  }, baseURL as string);

  // Nothing is readable from the preview's origin, and no Kiln cookie is visible there.
  expect(attempts.me).toBe('blocked: TypeError');
  expect(attempts.list).toBe('blocked: TypeError');
  expect(attempts.create).toBe('blocked: TypeError');
  expect(attempts.cookies).toBe('');
  // The requests that went out arrived without the owner's session.
  expect(statuses.get('POST /users/me')).toBe(401);
  expect(statuses.get('POST /api/web/create')).toBe(401);
  expect(statuses.has('POST /api/web/list')).toBe(false);

  // And nothing was created in the owner's name.
  await page.goto('/');
  const list = await (await page.request.post('/api/web/list', { data: {} })).json();
  expect(list.data.map((project: { _id: string }) => project._id)).toEqual([webId]);
});
