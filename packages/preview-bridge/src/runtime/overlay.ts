import type { InspectMode } from '@kiln/contracts';
import { TEXT } from './config';
import { createLayer, el } from './layer';

const CSS = `
.box{position:fixed;pointer-events:none;border:2px solid #3b82f6;border-radius:3px;background:rgb(59 130 246/.08)}
.box.selected{border-color:#2563eb;background:rgb(37 99 235/.14)}
.tag{position:fixed;pointer-events:none;padding:1px 6px;border-radius:4px;background:#2563eb;color:#fff;font-size:11px;white-space:nowrap}
.hint{position:fixed;top:12px;left:50%;transform:translateX(-50%);pointer-events:none;padding:8px 14px;border-radius:10px;
background:#2563eb;color:#fff;text-align:center;box-shadow:0 8px 24px rgb(37 99 235/.35)}
.hint small{display:block;opacity:.85;font-size:11px}
`;

export type Overlay = {
  /** Draws the hover box (null hides it), the selection boxes and the mode's hint. */
  render: (mode: InspectMode | null, hovered: Element | null, selected: readonly Element[]) => void;
  remove: () => void;
};

/** Seed 001 §2.6: the blue hover and selection boxes and the blue hint while inspecting. */
export function createOverlay(doc: Document): Overlay {
  const layer = createLayer(doc, CSS);
  const hint = el(doc, 'div', 'hint');
  const multi = el(doc, 'small', '', TEXT.multiSelectHint);
  const hover = el(doc, 'div', 'box');
  const tag = el(doc, 'div', 'tag');
  const style = layer.root.firstChild as Node;
  let selectedBoxes: HTMLElement[] = [];

  const place = (box: HTMLElement, target: Element) => {
    const rect = target.getBoundingClientRect();
    box.hidden = !target.isConnected || (rect.width === 0 && rect.height === 0);
    Object.assign(box.style, {
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
    return rect;
  };

  return {
    render(mode, hovered, selected) {
      if (!mode) {
        layer.root.replaceChildren(style);
        selectedBoxes = [];
        return;
      }
      hint.replaceChildren(TEXT.inspectHint, ...(mode === 'editor' ? [] : [multi]));
      while (selectedBoxes.length < selected.length) selectedBoxes.push(el(doc, 'div', 'box selected'));
      selectedBoxes.length = selected.length;
      for (const [index, target] of selected.entries()) place(selectedBoxes[index] as HTMLElement, target);
      const parts: HTMLElement[] = [...selectedBoxes];
      if (hovered) {
        const rect = place(hover, hovered);
        tag.textContent = hovered.tagName.toLowerCase();
        tag.style.top = `${Math.max(0, rect.top - 20)}px`;
        tag.style.left = `${Math.max(0, rect.left)}px`;
        parts.push(hover, tag);
      }
      parts.push(hint);
      layer.root.replaceChildren(style, ...parts);
    },
    remove: layer.remove,
  };
}
