import type { EditableStyles, InspectedElement } from '@kiln/contracts';
import { STYLE_KEYS } from './config';
import { truncate } from './limits';

const UNIQUE_ID = 'data-unique-id';
const FILE_NAME = 'data-file-name';
const MAX_ATTRIBUTES = 50;
const MAX_CLASSES = 100;
const MAX_TEXT = 1_000;
const MAX_VALUE = 500;

/** Every element the project's code rendered from one JSX tag (a list renders several). */
export function elementsByUniqueId(doc: Document, uniqueId: string): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${UNIQUE_ID}="${CSS.escape(uniqueId)}"]`)];
}

/** Seed 001 §3 "Inspected element", trimmed to the contract's caps. */
export function describeElement(element: Element): InspectedElement {
  const box = element.getBoundingClientRect();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    tagName: element.tagName.toLowerCase(),
    classNames: [...element.classList].slice(0, MAX_CLASSES),
    elementId: element.id || null,
    attributes: [...element.attributes]
      .slice(0, MAX_ATTRIBUTES)
      .map(({ name, value }) => ({ name, value: truncate(value, MAX_VALUE) })),
    boundingBox: {
      x: round(box.x),
      y: round(box.y),
      top: round(box.top),
      left: round(box.left),
      width: round(box.width),
      height: round(box.height),
    },
    textContent: truncate((element.textContent ?? '').trim(), MAX_TEXT),
    uniqueId: element.getAttribute(UNIQUE_ID),
    filePath: element.getAttribute(FILE_NAME),
  };
}

/** Seed 001 §5: only elements holding nothing but text show text content, font size and weight. */
export function isTextOnly(element: Element): boolean {
  return element.children.length === 0 && (element.textContent ?? '').trim() !== '';
}

/**
 * Text the code computes rather than writes: the tag renders more than once (a list) or its text is
 * split over several nodes (`Hello {name}`). Editing it would have nothing static to change.
 */
export function isDynamicText(doc: Document, element: Element): boolean {
  const uniqueId = element.getAttribute(UNIQUE_ID);
  if (!uniqueId || elementsByUniqueId(doc, uniqueId).length > 1) return true;
  let textNodes = 0;
  for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) textNodes += 1;
  return textNodes > 1;
}

const COLOUR_KEYS = new Set<string>(['color', 'backgroundColor', 'borderColor']);

/** The element's computed values for every editable property, colours as hex or `transparent`. */
export function computedStyles(element: Element): EditableStyles {
  const computed = getComputedStyle(element);
  const styles: EditableStyles = {};
  for (const key of STYLE_KEYS) {
    const value = computed[key];
    styles[key] = COLOUR_KEYS.has(key) ? toHexColour(element.ownerDocument, value) : value;
  }
  return styles;
}

let canvasContext: CanvasRenderingContext2D | null = null;

/**
 * Any CSS colour (Tailwind v4 writes oklch) as `#rrggbb`, `#rrggbbaa` when translucent, or
 * `transparent`: the browser paints it on one pixel and reads the sRGB bytes back.
 */
export function toHexColour(doc: Document, value: string): string {
  canvasContext ??= doc.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!canvasContext) return value;
  canvasContext.clearRect(0, 0, 1, 1);
  canvasContext.fillStyle = '#000';
  canvasContext.fillStyle = value;
  canvasContext.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = canvasContext.getImageData(0, 0, 1, 1).data;
  if (a === 0) return 'transparent';
  const hex = [r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('');
  return a === 255 ? `#${hex}` : `#${hex}${a.toString(16).padStart(2, '0')}`;
}
