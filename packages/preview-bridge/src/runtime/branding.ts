import { createLayer, el, type Layer } from './layer';

const CSS = `
a{position:fixed;right:12px;bottom:12px;display:flex;align-items:center;gap:6px;padding:6px 10px;border-radius:999px;
background:#18181b;color:#fafafa;text-decoration:none;font-size:12px;box-shadow:0 6px 20px rgb(0 0 0/.2)}
a:focus-visible{outline:2px solid #fb923c;outline-offset:2px}
span{width:8px;height:8px;border-radius:50%;background:linear-gradient(#fbbf24,#ea580c)}
`;

/** TOGGLE_BRANDING: the "Made with Kiln" badge, linking to the Kiln instance that built the app. */
export function createBranding(
  doc: Document,
  kilnOrigin: string,
): {
  setVisible: (isVisible: boolean) => void;
  stop: () => void;
} {
  let layer: Layer | null = null;
  const hide = () => {
    layer?.remove();
    layer = null;
  };
  return {
    setVisible(isVisible) {
      if (!isVisible) return hide();
      if (layer) return;
      layer = createLayer(doc, CSS);
      const link = el(doc, 'a', '', 'Made with Kiln');
      link.prepend(el(doc, 'span', ''));
      link.href = kilnOrigin;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      layer.root.append(link);
    },
    stop: hide,
  };
}
