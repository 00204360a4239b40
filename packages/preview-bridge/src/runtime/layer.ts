/** A shadow-DOM layer over the app: the app's CSS cannot reach in, and the bridge's cannot leak out. */
export type Layer = { root: ShadowRoot; host: HTMLElement; remove: () => void };

const FONT = 'font:500 12px/1.4 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;';

export function createLayer(doc: Document, css: string): Layer {
  const host = doc.createElement('kiln-bridge');
  // Inline so no app stylesheet (`* { position: relative }`, resets) can move or hide the layer.
  host.setAttribute('style', 'all:initial;position:fixed;z-index:2147483646;');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = `:host{${FONT}}*{box-sizing:border-box;${FONT}}${css}`;
  root.append(style);
  (doc.body ?? doc.documentElement).append(host);
  return { root, host, remove: () => host.remove() };
}

/** `<tag class=...>text</tag>` without innerHTML: app text never becomes markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export function isBridgeNode(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest('kiln-bridge') !== null;
}
