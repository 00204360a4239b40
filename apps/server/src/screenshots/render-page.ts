import type { Page, Route } from 'playwright-core';
import { contentType, resolveInRoot } from '../sites/file-server';

// What the sandboxed Chromium's pages see of the world: one origin answered from a build folder,
// nothing else, and the page-side checks a smoke render runs.

/**
 * The origin project pages load from in this browser. Nothing is fetched over a network (the
 * browser has none): the API answers each request from the build folder through the DevTools pipe.
 */
export const RENDER_ORIGIN = 'http://render.localhost';

/**
 * What a page's requests elsewhere meet (the sandboxed browser has no network). The errors this
 * leaves are the sandbox's, not the app's, and are not counted against it.
 */
export const OFFLINE_ERRORS = [/ERR_BLOCKED_BY_CLIENT/, /^Failed to fetch$/];

/** True when `#root` holds elements or text (page code: evaluated in the page). */
export const HAS_CONTENT =
  "(() => { const root = document.getElementById('root'); return !!root && (root.children.length > 0 || !!root.textContent?.trim()); })()";
/**
 * Page code: resolves true as soon as `#root` has content (a MutationObserver, so no polling delay),
 * or false after `timeout` ms.
 */
export const FIRST_CONTENT = `(timeout) => new Promise((resolve) => {
  if (${HAS_CONTENT}) return resolve(true);
  const observer = new MutationObserver(() => {
    if (${HAS_CONTENT}) { observer.disconnect(); resolve(true); }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  setTimeout(() => { observer.disconnect(); resolve(false); }, timeout);
})`;

/** The page's requests to the render origin are answered from `root` (SPA fallback); others fail. */
export async function serveBuild(page: Page, root: string): Promise<void> {
  await page.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin !== RENDER_ORIGIN) return route.abort('blockedbyclient');
    const file = (await resolveInRoot(root, url.pathname)) ?? (await resolveInRoot(root, '/index.html'));
    if (!file) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ path: file, contentType: contentType(file) });
  });
}
