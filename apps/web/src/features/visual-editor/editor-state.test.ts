import type { InspectedElement } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import {
  currentStyles,
  currentText,
  type EditorEvent,
  type EditorState,
  editorStatus,
  initialEditorState,
  transition,
} from './editor-state';
import { navigationPath, precisionEditBody } from './precision-edit';

const heading: InspectedElement = {
  tagName: 'h1',
  classNames: ['text-4xl'],
  elementId: null,
  attributes: [],
  boundingBox: { x: 0, y: 0, top: 0, left: 0, width: 300, height: 40 },
  textContent: 'Fresh bread',
  uniqueId: 'src/pages/Index.tsx:12:8',
  filePath: 'src/pages/Index.tsx',
};
const fromLibrary: InspectedElement = { ...heading, tagName: 'svg', uniqueId: null, filePath: null };

const run = (events: EditorEvent[], state: EditorState = initialEditorState) =>
  events.reduce(transition, state);

const selectHeading: EditorEvent[] = [
  { type: 'selected', element: heading },
  {
    type: 'styles-retrieved',
    uniqueId: heading.uniqueId as string,
    styles: { color: '#111827', paddingTop: '8px' },
    isTextOnly: true,
  },
  {
    type: 'text-retrieved',
    uniqueId: heading.uniqueId as string,
    textContent: 'Fresh bread',
    isDynamic: false,
  },
];

describe('the element editor state', () => {
  it("shows the seed's messages: generating, nothing selected, ready to save, third-party", () => {
    expect(editorStatus(initialEditorState, true)).toBe('generating');
    expect(editorStatus(initialEditorState, false)).toBe('empty');
    expect(editorStatus(run([{ type: 'selected', element: fromLibrary }]), false)).toBe('third-party');
    expect(
      editorStatus(
        run([{ type: 'selected', element: { ...heading, filePath: 'node_modules/x/y.js' } }]),
        false,
      ),
    ).toBe('third-party');
    const edited = run([...selectHeading, { type: 'style-changed', key: 'color', value: '#dc2626' }]);
    expect(editorStatus(edited, false)).toBe('editing');
    expect(editorStatus(run([{ type: 'selected', element: null }], edited), false)).toBe('ready');
  });

  it('records style and text edits per element, on top of the reported values', () => {
    const state = run([
      ...selectHeading,
      { type: 'style-changed', key: 'color', value: '#dc2626' },
      { type: 'text-changed', textContent: 'Warm bread' },
    ]);
    expect(currentStyles(state)).toEqual({ color: '#dc2626', paddingTop: '8px' });
    expect(currentText(state)).toBe('Warm bread');
    expect(state.records).toEqual({
      [heading.uniqueId as string]: {
        type: 'editing',
        styles: { color: '#dc2626' },
        textContent: 'Warm bread',
        filePath: 'src/pages/Index.tsx',
      },
    });
  });

  it('drops an edit back to the original value, and the record with it', () => {
    const state = run([
      ...selectHeading,
      { type: 'style-changed', key: 'color', value: '#dc2626' },
      { type: 'style-changed', key: 'color', value: '#111827' },
    ]);
    expect(state.records).toEqual({});
  });

  it('ignores text edits of dynamic or non-text elements, and answers for another element', () => {
    const id = heading.uniqueId as string;
    const dynamic = run([
      ...selectHeading.slice(0, 2),
      { type: 'text-retrieved', uniqueId: id, textContent: 'Rye', isDynamic: true },
      { type: 'text-changed', textContent: 'Spelt' },
      {
        type: 'styles-retrieved',
        uniqueId: 'src/Other.tsx:1:0',
        styles: { color: '#000000' },
        isTextOnly: true,
      },
    ]);
    expect(dynamic.records).toEqual({});
    expect(currentStyles(dynamic).color).toBe('#111827');
  });

  it('marks deleted elements and deselects them; clearing forgets everything', () => {
    const state = run([...selectHeading, { type: 'deleted', uniqueId: heading.uniqueId as string }]);
    expect(state.selected).toBeNull();
    expect(state.records[heading.uniqueId as string]).toEqual({
      type: 'deleting',
      styles: {},
      filePath: 'src/pages/Index.tsx',
    });
    expect(run([{ type: 'cleared' }], state)).toEqual(initialEditorState);
  });
});

describe('the precision edit body (seed 001 call 11)', () => {
  it('sends edits as updates and deletions as deletes', () => {
    const state = run([
      ...selectHeading,
      { type: 'style-changed', key: 'color', value: '#dc2626' },
      { type: 'selected', element: { ...heading, tagName: 'p', uniqueId: 'src/pages/Index.tsx:14:8' } },
      { type: 'deleted', uniqueId: 'src/pages/Index.tsx:14:8' },
    ]);
    expect(precisionEditBody('w1', state.records, state.tagNames, '/about')).toEqual({
      webId: 'w1',
      updates: [
        {
          elementId: 'src/pages/Index.tsx:12:8',
          elementData: { tagName: 'h1' },
          filePath: 'src/pages/Index.tsx',
          style: { color: '#dc2626' },
        },
      ],
      deletes: [{ elementId: 'src/pages/Index.tsx:14:8', filePath: 'src/pages/Index.tsx' }],
      currentNavigationUrl: '/about',
    });
  });

  it("names the preview's page by path", () => {
    expect(navigationPath('http://x.preview.localhost:3000/menu?tab=2#top')).toBe('/menu?tab=2#top');
    expect(navigationPath('not a url')).toBeNull();
  });
});
