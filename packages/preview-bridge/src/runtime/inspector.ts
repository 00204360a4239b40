import type { InspectMode, ParentToPreviewMessage } from '@kiln/contracts';
import { describeElement } from './elements';
import { isBridgeNode } from './layer';
import { createOverlay, type Overlay } from './overlay';
import type { PostToParent } from './post-to-parent';
import { keepPositions, nextSelection } from './selection';

type ModeMessage = Extract<
  ParentToPreviewMessage,
  { type: 'TOGGLE_INSPECTOR' | 'TOGGLE_EDITOR' | 'TOGGLE_IMAGE_INSPECTOR' | 'SET_SELECTION' }
>;

const MODE_OF = {
  TOGGLE_INSPECTOR: 'inspector',
  TOGGLE_EDITOR: 'editor',
  TOGGLE_IMAGE_INSPECTOR: 'image',
} as const satisfies Record<Exclude<ModeMessage['type'], 'SET_SELECTION'>, InspectMode>;

/** Pointer events the app must not see while the user is picking: links, buttons, Radix triggers. */
const BLOCKED_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'dblclick', 'auxclick'] as const;

export type Inspector = {
  handle: (message: ModeMessage) => void;
  /** Drops elements the editor deleted from every selection. */
  forget: (elements: readonly Element[]) => void;
  stop: () => void;
};

/**
 * The three selection modes of seed 001 §4.6–4.7 and §4.5, one at a time: hover shows a box and the
 * tag, a click selects (Shift+click adds or removes; the editor keeps one), and the app never sees the
 * clicks meanwhile. Each mode keeps its own selection, reported whole with every click.
 */
export function createInspector(win: Window, post: PostToParent): Inspector {
  const doc = win.document;
  let mode: InspectMode | null = null;
  let hovered: Element | null = null;
  let overlay: Overlay | null = null;
  let frame = 0;
  let cursorStyle: HTMLStyleElement | null = null;
  const selections: Record<InspectMode, Element[]> = { inspector: [], editor: [], image: [] };

  const draw = () => {
    frame = 0;
    if (!mode) {
      overlay?.render(null, null, []);
      return;
    }
    overlay ??= createOverlay(doc);
    overlay.render(mode, hovered, selections[mode]);
    // Follow scrolling, animations and re-renders while a mode is on.
    frame = win.requestAnimationFrame(draw);
  };
  const redraw = () => {
    if (frame) win.cancelAnimationFrame(frame);
    draw();
  };

  const targetOf = (event: MouseEvent): Element | null => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || isBridgeNode(target) || target === doc.documentElement) return null;
    if (mode !== 'image') return target;
    // The asset editor wants the picture under the pointer, even below an overlay or a caption.
    const media = doc
      .elementsFromPoint(event.clientX, event.clientY)
      .find((element) => element.tagName === 'IMG' || element.tagName === 'VIDEO');
    return media ?? target;
  };

  const handleMove = (event: MouseEvent) => {
    if (mode) hovered = targetOf(event);
  };
  const handleLeave = () => {
    hovered = null;
  };
  const block = (event: Event) => {
    if (!mode || isBridgeNode(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const handleClick = (event: MouseEvent) => {
    if (!mode || isBridgeNode(event.target)) return;
    block(event);
    const clicked = targetOf(event);
    if (!clicked) return;
    const selection = nextSelection(selections[mode], clicked, event.shiftKey, mode === 'editor');
    selections[mode] = selection;
    post({
      type: 'ELEMENT_INSPECTED',
      action: 'select',
      mode,
      element: describeElement(clicked),
      isMultiSelect: event.shiftKey && mode !== 'editor',
      selection: selection.map(describeElement),
    });
  };

  const setMode = (next: InspectMode | null) => {
    if (next === mode) return;
    mode = next;
    hovered = null;
    if (mode && !cursorStyle) {
      cursorStyle = doc.createElement('style');
      cursorStyle.textContent = '*{cursor:crosshair!important}';
      doc.head.append(cursorStyle);
    } else if (!mode) {
      cursorStyle?.remove();
      cursorStyle = null;
    }
    redraw();
  };

  win.addEventListener('mousemove', handleMove, true);
  doc.addEventListener('mouseleave', handleLeave);
  win.addEventListener('click', handleClick, true);
  for (const type of BLOCKED_EVENTS) win.addEventListener(type, block, true);

  return {
    handle(message) {
      if (message.type === 'SET_SELECTION') {
        selections[message.mode] = keepPositions(selections[message.mode], message.keep);
        redraw();
        return;
      }
      const target = MODE_OF[message.type];
      if (message.isEnabled) setMode(target);
      else if (mode === target) setMode(null);
    },
    forget(elements) {
      for (const key of Object.keys(selections) as InspectMode[]) {
        selections[key] = selections[key].filter((element) => !elements.includes(element));
      }
    },
    stop() {
      setMode(null);
      if (frame) win.cancelAnimationFrame(frame);
      overlay?.remove();
      win.removeEventListener('mousemove', handleMove, true);
      doc.removeEventListener('mouseleave', handleLeave);
      win.removeEventListener('click', handleClick, true);
      for (const type of BLOCKED_EVENTS) win.removeEventListener(type, block, true);
    },
  };
}
