import type { ParentToPreviewMessage } from '@kiln/contracts';
import { computedStyles, elementsByUniqueId, isDynamicText, isTextOnly } from './elements';
import type { PostToParent } from './post-to-parent';

type EditorMessage = Extract<
  ParentToPreviewMessage,
  {
    type:
      | 'UPDATE_ELEMENT_STYLES'
      | 'UPDATE_ELEMENT_TEXT'
      | 'GET_ELEMENT_STYLES'
      | 'GET_ELEMENT_TEXT'
      | 'DELETE_ELEMENT';
  }
>;

const NOT_FOUND = 'Element not found';

function cssName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The element editor's live side (seed 001 §4.6): styles and text are applied to every element the
 * tag rendered, as inline styles the next build replaces; delete hides the element until the reload.
 * `onDeleted` lets the inspector drop deleted elements from its selections.
 */
export function createElementEditor(
  doc: Document,
  post: PostToParent,
  onDeleted: (elements: readonly Element[]) => void,
): (message: EditorMessage) => void {
  return (message) => {
    const { uniqueId } = message;
    const elements = elementsByUniqueId(doc, uniqueId);
    const [first] = elements;
    switch (message.type) {
      case 'UPDATE_ELEMENT_STYLES':
        for (const element of elements) {
          for (const [key, value] of Object.entries(message.styles)) {
            if (value) element.style.setProperty(cssName(key), value);
            else element.style.removeProperty(cssName(key));
          }
        }
        return;
      case 'UPDATE_ELEMENT_TEXT':
        // Only plain text is replaced: an element with children would lose them.
        for (const element of elements) if (isTextOnly(element)) element.textContent = message.textContent;
        return;
      case 'GET_ELEMENT_STYLES':
        if (first) {
          post({
            type: 'ELEMENT_STYLES_RETRIEVED',
            uniqueId,
            styles: computedStyles(first),
            isTextOnly: isTextOnly(first),
          });
        }
        return;
      case 'GET_ELEMENT_TEXT':
        if (first) {
          post({
            type: 'ELEMENT_TEXT_RETRIEVED',
            uniqueId,
            textContent: (first.textContent ?? '').slice(0, 10_000),
            isDynamic: isDynamicText(doc, first),
          });
        }
        return;
      case 'DELETE_ELEMENT':
        for (const element of elements) element.style.setProperty('display', 'none', 'important');
        onDeleted(elements);
        post(
          first
            ? { type: 'ELEMENT_DELETED', uniqueId, success: true }
            : { type: 'ELEMENT_DELETED', uniqueId, success: false, error: NOT_FOUND },
        );
        return;
    }
  };
}
