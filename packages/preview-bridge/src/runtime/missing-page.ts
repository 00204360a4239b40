import type { ParentToPreviewMessage } from '@kiln/contracts';
import { createLayer, el, type Layer } from './layer';
import { MAX_URL_LENGTH, truncate } from './limits';
import type { PostToParent } from './post-to-parent';

type GenerationMessage = Extract<
  ParentToPreviewMessage,
  { type: 'GENERATION_IN_PROGRESS' | 'GENERATION_COMPLETE' | 'GENERATION_FAILED' }
>;

/** The template's catch-all page (and Lovable-style projects'): what a route without a page renders. */
const NOT_FOUND_PAGE = '[data-file-name$="pages/NotFound.tsx"],[data-file-name$="pages/NotFound.jsx"]';
/** Requests the workspace refuses (a visitor, a busy chat) get no answer: the card resets after this. */
const UNANSWERED_MS = 4_000;
const CHECK_DELAY_MS = 100;

const CSS = `
.card{position:fixed;left:50%;bottom:20px;transform:translateX(-50%);width:min(420px,calc(100vw - 32px));padding:16px;
border-radius:14px;background:#fff;color:#18181b;border:1px solid #e4e4e7;box-shadow:0 12px 32px rgb(0 0 0/.14)}
.title{font-size:14px;font-weight:600}
.text{margin-top:4px;color:#52525b;font-weight:400;font-size:13px}
.text.error{color:#b91c1c}
code{font-family:ui-monospace,monospace;font-size:12px;background:#f4f4f5;padding:1px 4px;border-radius:4px}
button{margin-top:12px;display:inline-flex;align-items:center;gap:8px;height:32px;padding:0 14px;border:0;border-radius:8px;
background:#2563eb;color:#fff;font-weight:600;font-size:13px;cursor:pointer}
button:disabled{opacity:.7;cursor:default}
button:focus-visible{outline:2px solid #93c5fd;outline-offset:2px}
.spin{width:12px;height:12px;border:2px solid rgb(255 255 255/.4);border-top-color:#fff;border-radius:50%;animation:s .8s linear infinite}
@keyframes s{to{transform:rotate(360deg)}}
`;

/** `/our-team` → `OurTeam`, `/blog/first-post` → `BlogFirstPost`; a leading digit gets `Page`. */
export function componentNameFor(pathname: string): string {
  const name = pathname
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .slice(0, 80);
  if (!name) return 'NewPage';
  return /^[0-9]/.test(name) ? `Page${name}` : name;
}

type CardState =
  | { kind: 'offer' }
  | { kind: 'requested' }
  | { kind: 'generating' }
  | { kind: 'complete' }
  | { kind: 'failed'; message: string };

/**
 * Seed 001 §4.8: a route the app has no page for renders its catch-all NotFound page; the bridge then
 * offers to generate the page (ELEMENT_INSPECTED with action generate_section) and shows the
 * workspace's GENERATION_* answers. Returns the handler for those answers and a stop function.
 */
export function watchMissingPages(
  win: Window,
  post: PostToParent,
): { handle: (message: GenerationMessage) => void; stop: () => void } {
  const doc = win.document;
  let layer: Layer | null = null;
  let pathname = win.location.pathname;
  let referrerPath: string | null = null;
  let linkText: string | null = null;
  let pendingLinkText: string | null = null;
  let state: CardState | null = null;
  let timer = 0;
  let unanswered = 0;

  const componentName = () => componentNameFor(pathname);

  const render = () => {
    if (!state) {
      layer?.remove();
      layer = null;
      return;
    }
    layer ??= createLayer(doc, CSS);
    const card = el(doc, 'div', 'card');
    card.setAttribute('role', 'status');
    const title = el(doc, 'div', 'title');
    const text = el(doc, 'div', 'text');
    const button = el(doc, 'button', '');
    button.type = 'button';
    const path = el(doc, 'code', '', pathname);
    if (state.kind === 'offer' || state.kind === 'requested') {
      title.textContent = 'This page doesn’t exist yet';
      text.append('Nothing is built at ', path, ' so far. Kiln can create it for you.');
      button.textContent = state.kind === 'requested' ? 'Requesting…' : 'Generate this page';
      button.disabled = state.kind === 'requested';
    } else if (state.kind === 'generating' || state.kind === 'complete') {
      title.textContent =
        state.kind === 'generating' ? `Generating the ${componentName()} page…` : 'Page ready';
      text.append(state.kind === 'generating' ? 'Building ' : 'Loading ', path, '…');
      button.append(el(doc, 'span', 'spin'), state.kind === 'generating' ? 'Generating…' : 'Reloading…');
      button.disabled = true;
    } else {
      title.textContent = 'The page could not be generated';
      text.textContent = state.message;
      text.classList.add('error');
      button.textContent = 'Try again';
    }
    button.addEventListener('click', request);
    card.append(title, text, button);
    layer.root.replaceChildren(layer.root.firstChild as Node, card);
  };

  const setState = (next: CardState | null) => {
    state = next;
    render();
  };

  function request() {
    setState({ kind: 'requested' });
    post({
      type: 'ELEMENT_INSPECTED',
      action: 'generate_section',
      componentName: componentName(),
      url: truncate(win.location.href, MAX_URL_LENGTH),
      metadata: { pathname: truncate(pathname, MAX_URL_LENGTH), linkText, referrerPath },
    });
    win.clearTimeout(unanswered);
    unanswered = win.setTimeout(() => {
      if (state?.kind === 'requested') setState({ kind: 'offer' });
    }, UNANSWERED_MS);
  }

  const check = () => {
    timer = 0;
    if (win.location.pathname !== pathname) {
      referrerPath = pathname;
      pathname = win.location.pathname;
      linkText = pendingLinkText;
      pendingLinkText = null;
      if (state?.kind !== 'generating') setState(null);
    }
    const isMissing = pathname !== '/' && doc.querySelector(NOT_FOUND_PAGE) !== null;
    if (isMissing && !state) setState({ kind: 'offer' });
    else if (!isMissing && state && state.kind !== 'generating') setState(null);
  };
  const schedule = () => {
    if (!timer) timer = win.setTimeout(check, CHECK_DELAY_MS);
  };

  // The link text is a hint for the model: "Team" says more than `/team`.
  const handleClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link) pendingLinkText = truncate((link.textContent ?? '').trim(), 500) || null;
  };

  const observer = new MutationObserver((records) => {
    if (records.some((record) => !layer?.host.contains(record.target))) schedule();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  win.addEventListener('popstate', schedule);
  doc.addEventListener('click', handleClick, true);
  schedule();

  return {
    handle(message) {
      // Only the card on screen follows a generation: a page that exists (say, after the reload that
      // shows the new page) ignores the late COMPLETE.
      if (!state || message.componentName !== componentName()) return;
      win.clearTimeout(unanswered);
      if (message.type === 'GENERATION_IN_PROGRESS') {
        if (state?.kind !== 'generating') setState({ kind: 'generating' });
      } else if (message.type === 'GENERATION_COMPLETE') setState({ kind: 'complete' });
      else setState({ kind: 'failed', message: message.message });
    },
    stop() {
      observer.disconnect();
      win.removeEventListener('popstate', schedule);
      doc.removeEventListener('click', handleClick, true);
      win.clearTimeout(timer);
      win.clearTimeout(unanswered);
      layer?.remove();
    },
  };
}
