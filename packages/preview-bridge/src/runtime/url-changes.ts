import { MAX_URL_LENGTH, truncate } from './limits';
import type { PostToParent } from './post-to-parent';

/**
 * Reports the preview's URL as `URL_CHANGE` on load and on every client-side navigation, so the
 * workspace's address bar follows the app. Routers navigate with `history.pushState` and
 * `replaceState`, which fire no event, so both are wrapped. Returns a function that stops.
 */
export function reportUrlChanges(win: Window, post: PostToParent): () => void {
  let lastUrl: string | null = null;
  const report = () => {
    const url = win.location.href;
    // Routers often replace the state with the same URL (scroll keys, state objects): not a change.
    if (url === lastUrl) return;
    lastUrl = url;
    post({ type: 'URL_CHANGE', url: truncate(url, MAX_URL_LENGTH) });
  };

  const { history } = win;
  const originalPushState = history.pushState;
  const originalReplaceState = history.replaceState;
  history.pushState = function pushState(this: History, ...args: Parameters<History['pushState']>) {
    originalPushState.apply(this, args);
    report();
  };
  history.replaceState = function replaceState(this: History, ...args: Parameters<History['replaceState']>) {
    originalReplaceState.apply(this, args);
    report();
  };
  win.addEventListener('popstate', report);
  win.addEventListener('hashchange', report);
  report();

  return () => {
    history.pushState = originalPushState;
    history.replaceState = originalReplaceState;
    win.removeEventListener('popstate', report);
    win.removeEventListener('hashchange', report);
  };
}
