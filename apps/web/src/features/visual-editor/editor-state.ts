import type {
  EditableStyleKey,
  EditableStyles,
  ElementEditRecord,
  ElementEditRecords,
  InspectedElement,
} from '@kiln/contracts';

/**
 * The element editor (seed 001 §2.5, §4.6) as a pure reducer. It keeps the element being edited, the
 * values the preview reported for it, and one edit record per element (by `data-unique-id`) until Save
 * or Discard. Side effects (posting to the preview, the save call) live in hooks/use-element-editor.ts.
 */
export type EditorState = {
  selected: InspectedElement | null;
  /** The computed styles the preview reported for the selected element. */
  original: { uniqueId: string; styles: EditableStyles; isTextOnly: boolean } | null;
  text: { uniqueId: string; textContent: string; isDynamic: boolean } | null;
  records: ElementEditRecords;
  /** The tag of each recorded element, for the save call and the pending list. */
  tagNames: Record<string, string>;
};

export type EditorEvent =
  | { type: 'selected'; element: InspectedElement | null }
  | { type: 'styles-retrieved'; uniqueId: string; styles: EditableStyles; isTextOnly: boolean }
  | { type: 'text-retrieved'; uniqueId: string; textContent: string; isDynamic: boolean }
  | { type: 'style-changed'; key: EditableStyleKey; value: string }
  | { type: 'text-changed'; textContent: string }
  | { type: 'deleted'; uniqueId: string }
  /** Discard, a successful save, or a new document in the preview. */
  | { type: 'cleared' };

export const initialEditorState: EditorState = {
  selected: null,
  original: null,
  text: null,
  records: {},
  tagNames: {},
};

export type EditorStatus = 'generating' | 'empty' | 'ready' | 'third-party' | 'editing';

/** Which of the seed's four messages (or the form) the panel shows. */
export function editorStatus(state: EditorState, isRunInProgress: boolean): EditorStatus {
  if (isRunInProgress) return 'generating';
  const { selected } = state;
  if (!selected) return Object.keys(state.records).length > 0 ? 'ready' : 'empty';
  return isProjectElement(selected) ? 'editing' : 'third-party';
}

/** Rendered by the project's own code: the jsx-tagger stamped it, and not inside a dependency. */
export function isProjectElement(element: Pick<InspectedElement, 'uniqueId' | 'filePath'>): boolean {
  const { uniqueId, filePath } = element;
  return Boolean(uniqueId && filePath && !filePath.split('/').includes('node_modules'));
}

/** The values the form shows: what the preview reported, with this element's edits on top. */
export function currentStyles(state: EditorState): EditableStyles {
  const id = state.selected?.uniqueId;
  if (!id || state.original?.uniqueId !== id) return {};
  return { ...state.original.styles, ...state.records[id]?.styles };
}

export function currentText(state: EditorState): string | null {
  const id = state.selected?.uniqueId;
  if (!id || state.text?.uniqueId !== id) return null;
  return state.records[id]?.textContent ?? state.text.textContent;
}

function withRecord(state: EditorState, id: string, record: ElementEditRecord | null): EditorState {
  const { [id]: _previous, ...records } = state.records;
  const tagName = state.selected?.uniqueId === id ? state.selected.tagName : state.tagNames[id];
  return {
    ...state,
    records: record ? { ...records, [id]: record } : records,
    tagNames: record && tagName ? { ...state.tagNames, [id]: tagName } : state.tagNames,
  };
}

/** An edit back to the value the element started with is no edit: the record keeps only real changes. */
function editedRecord(
  state: EditorState,
  id: string,
  change: Partial<ElementEditRecord>,
): ElementEditRecord | null {
  const filePath = state.selected?.filePath;
  if (!filePath) return null;
  const previous = state.records[id];
  const styles = { ...previous?.styles, ...change.styles };
  for (const key of Object.keys(styles) as EditableStyleKey[]) {
    if (styles[key] === state.original?.styles[key]) delete styles[key];
  }
  let textContent = change.textContent ?? previous?.textContent;
  if (textContent === state.text?.textContent) textContent = undefined;
  if (Object.keys(styles).length === 0 && textContent === undefined) return null;
  return { type: 'editing', styles, ...(textContent === undefined ? {} : { textContent }), filePath };
}

export function transition(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'selected': {
      const same = event.element?.uniqueId && event.element.uniqueId === state.selected?.uniqueId;
      return same
        ? { ...state, selected: event.element }
        : { ...state, selected: event.element, original: null, text: null };
    }
    case 'styles-retrieved':
      if (event.uniqueId !== state.selected?.uniqueId) return state;
      return {
        ...state,
        original: { uniqueId: event.uniqueId, styles: event.styles, isTextOnly: event.isTextOnly },
      };
    case 'text-retrieved':
      if (event.uniqueId !== state.selected?.uniqueId) return state;
      return {
        ...state,
        text: { uniqueId: event.uniqueId, textContent: event.textContent, isDynamic: event.isDynamic },
      };
    case 'style-changed': {
      const id = state.selected?.uniqueId;
      if (!id || !state.original) return state;
      return withRecord(state, id, editedRecord(state, id, { styles: { [event.key]: event.value } }));
    }
    case 'text-changed': {
      const id = state.selected?.uniqueId;
      if (!id || !state.text || state.text.isDynamic || !state.original?.isTextOnly) return state;
      return withRecord(state, id, editedRecord(state, id, { textContent: event.textContent }));
    }
    case 'deleted': {
      const filePath = state.records[event.uniqueId]?.filePath ?? state.selected?.filePath;
      if (!filePath) return state;
      const next = withRecord(state, event.uniqueId, { type: 'deleting', styles: {}, filePath });
      return next.selected?.uniqueId === event.uniqueId
        ? { ...next, selected: null, original: null, text: null }
        : next;
    }
    case 'cleared':
      return initialEditorState;
  }
}
