import type { InspectedElement, ParentToPreviewMessage } from '@kiln/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createPreviewSession } from './preview-session';

const element = (tagName: string): InspectedElement => ({
  tagName,
  classNames: [],
  elementId: null,
  attributes: [],
  boundingBox: { x: 0, y: 0, top: 0, left: 0, width: 10, height: 10 },
  textContent: tagName,
  uniqueId: `src/App.tsx:1:${tagName.length}`,
  filePath: 'src/App.tsx',
});

function connectedSession() {
  const session = createPreviewSession();
  const posted: Array<{ message: ParentToPreviewMessage; origin: string }> = [];
  const frame = {
    postMessage: (message: ParentToPreviewMessage, origin: string) => posted.push({ message, origin }),
  } as unknown as Window;
  return {
    session,
    posted,
    connect: () => session.connect({ window: frame, origin: 'http://p.preview.test' }),
  };
}

describe('the preview session', () => {
  it('posts to the frame with its exact origin, and drops messages while no frame is loaded', () => {
    const { session, posted, connect } = connectedSession();
    session.post({ type: 'GET_ELEMENT_TEXT', uniqueId: 'u1' });
    expect(posted).toEqual([]);
    connect();
    session.post({ type: 'GET_ELEMENT_TEXT', uniqueId: 'u1' });
    expect(posted).toEqual([
      { message: { type: 'GET_ELEMENT_TEXT', uniqueId: 'u1' }, origin: 'http://p.preview.test' },
    ]);
  });

  it('keeps one mode, and replays it and the branding on every load', () => {
    const { session, posted, connect } = connectedSession();
    session.setBranding(false);
    session.setMode('inspector');
    connect();
    expect(posted.map((p) => p.message)).toEqual([
      { type: 'TOGGLE_BRANDING', isVisible: false },
      { type: 'TOGGLE_INSPECTOR', isEnabled: true },
    ]);
    session.setMode(null);
    expect(posted.at(-1)?.message).toEqual({ type: 'TOGGLE_INSPECTOR', isEnabled: false });
    expect(session.getState().mode).toBeNull();
  });

  it('mirrors the Select Element selection, and tells the preview which elements it drops', () => {
    const { session, posted, connect } = connectedSession();
    connect();
    const listener = vi.fn();
    session.onMessage(listener);
    const [h1, p, img] = [element('h1'), element('p'), element('img')];
    session.receive({
      type: 'ELEMENT_INSPECTED',
      action: 'select',
      mode: 'inspector',
      element: p,
      isMultiSelect: true,
      selection: [h1, p, img],
    });
    expect(session.getState().selectedElements).toEqual([h1, p, img]);
    expect(listener).toHaveBeenCalledTimes(1);

    session.removeSelectedElement(1);
    expect(session.getState().selectedElements).toEqual([h1, img]);
    expect(posted.at(-1)?.message).toEqual({ type: 'SET_SELECTION', mode: 'inspector', keep: [0, 2] });

    // The editor's picks are not the chat's.
    session.receive({
      type: 'ELEMENT_INSPECTED',
      action: 'select',
      mode: 'editor',
      element: p,
      isMultiSelect: false,
      selection: [p],
    });
    expect(session.getState().selectedElements).toEqual([h1, img]);

    session.clearSelectedElements();
    expect(session.getState().selectedElements).toEqual([]);
    expect(posted.at(-1)?.message).toEqual({ type: 'SET_SELECTION', mode: 'inspector', keep: [] });
  });

  it('forgets the selection when a new document loads', () => {
    const { session, connect } = connectedSession();
    connect();
    session.receive({
      type: 'ELEMENT_INSPECTED',
      action: 'select',
      mode: 'inspector',
      element: element('a'),
      isMultiSelect: false,
      selection: [element('a')],
    });
    const loads = session.getState().loadCount;
    connect();
    expect(session.getState()).toMatchObject({ selectedElements: [], loadCount: loads + 1 });
  });
});
