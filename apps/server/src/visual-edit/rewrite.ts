import type { EditableStyleKey, PrecisionEditDelete, PrecisionEditUpdate } from '@kiln/contracts';
import { editClassName } from './class-attribute';
import {
  type InlineStylePlan,
  inlineStyleSplices,
  planInlineStyle,
  removeStyleAttribute,
} from './inline-style';
import {
  type AstNode,
  elementsWithPositions,
  indexElements,
  type JsxElement,
  jsxElements,
  type LocatedElement,
  parseModule,
  printModule,
  type SourceFile,
  tagName,
  VisualEditError,
} from './locate';
import { StyleValueError, stylesToClassEdit } from './tailwind-map';
import { isTextChange, type Splice, textSplice } from './text';
import type { TailwindTheme } from './theme';

export interface FileEdits {
  updates: PrecisionEditUpdate[];
  deletes: PrecisionEditDelete[];
}

export interface FileEditResult {
  /** The new source, or null when every edit was already true of the code. */
  code: string | null;
  /** One short line per changed element, for the commit message. */
  changes: string[];
}

/** Edits made as text in the printed module, by the element they belong to (see spliceElements). */
interface ElementSplicer {
  node: JsxElement;
  splices: (printed: JsxElement, code: string) => Splice[];
}

/**
 * Applies one file's visual edits: each element is found by the id the jsx-tagger gave it, every
 * edit is checked before anything is printed (one refusal refuses the file), and recast reprints
 * only the nodes that changed, so the rest of the file keeps its formatting byte for byte. Text and
 * inline style edits are spliced in afterwards, so they keep the layout they were written in.
 */
export function editSource(
  source: string,
  relativePath: string,
  edits: FileEdits,
  theme: TailwindTheme,
): FileEditResult {
  const ast = parseModule(source, relativePath);
  const elements = indexElements(ast, source, relativePath);
  const find = (elementId: string, expectedTag?: string): LocatedElement => {
    const path = elements.get(elementId);
    if (!path || (expectedTag && expectedTag.toLowerCase() !== tagName(path.node).toLowerCase())) {
      const what = expectedTag ? `<${expectedTag.toLowerCase()}> element` : 'element';
      throw new VisualEditError(
        'not_found',
        `The ${what} ${elementId} is no longer in ${relativePath}. Reload the preview and try again.`,
      );
    }
    return path;
  };
  // Every element is found before any is changed: a delete must not hide an update's target.
  const updates = edits.updates.map((update) => ({
    update,
    path: find(update.elementId, update.elementData.tagName),
  }));
  const deletes = edits.deletes.map((entry) => ({ entry, path: find(entry.elementId) }));
  const deleted = new Set(deletes.map(({ path }) => path.node));

  const changes: string[] = [];
  const splicers: ElementSplicer[] = [];
  let isReprinted = deletes.length > 0;
  for (const { update, path } of updates) {
    if (deleted.has(path.node)) continue;
    const { keys, isTreeChanged, inlineStyle } = applyUpdate(path.node, update, theme);
    if (isTreeChanged) isReprinted = true;
    if (inlineStyle) {
      splicers.push({
        node: path.node,
        splices: (node, code) => inlineStyleSplices(node, inlineStyle, code),
      });
    }
    const done = isTreeChanged || inlineStyle ? [keys.join(', ')] : [];
    const text = update.elementData.textContent;
    if (text !== undefined && isTextChange(path.node, text, update.elementId)) {
      splicers.push({ node: path.node, splices: (node) => [textSplice(node, text)] });
      done.push('text');
    }
    if (done.length > 0) changes.push(`<${tagName(path.node)}> ${done.join(', ')}`);
  }
  for (const { path } of deletes) {
    deleteElement(path, relativePath);
    changes.push(`deleted <${tagName(path.node)}>`);
  }
  if (changes.length === 0) return { code: null, changes };
  const printed = isReprinted ? printModule(ast, source) : source;
  return { code: spliceElements(ast, printed, relativePath, splicers), changes };
}

/**
 * Makes the text splices (element text, inline styles) in the printed module: parsed again, each
 * element is found at its place in
 * document order (printing kept every element that was not deleted, in order), and the splices
 * (which never overlap) are made from the end of the file backwards so earlier positions hold.
 */
function spliceElements(
  edited: SourceFile,
  printed: string,
  relativePath: string,
  splicers: ElementSplicer[],
): string {
  if (splicers.length === 0) return printed;
  const order = jsxElements(edited.program as unknown as AstNode).map(({ node }) => node);
  const elements = elementsWithPositions(printed, relativePath);
  const splices = splicers.flatMap(({ node, splices: splicesOf }) => {
    const target = elements[order.indexOf(node)];
    if (!target) throw new Error('an edited element vanished between prints');
    return splicesOf(target.node, printed);
  });
  let code = printed;
  for (const { start, end, replacement } of splices.sort((a, b) => b.start - a.start)) {
    code = `${code.slice(0, start)}${replacement}${code.slice(end)}`;
  }
  return code;
}

/**
 * An element's new styles as classes (changing the tree), and the inline style properties that would
 * still beat them (a plan spliced in after printing). The plan is checked first, so a refusal leaves
 * the tree as it was.
 */
function applyUpdate(
  element: JsxElement,
  update: PrecisionEditUpdate,
  theme: TailwindTheme,
): { keys: EditableStyleKey[]; isTreeChanged: boolean; inlineStyle: InlineStylePlan | null } {
  let edit: ReturnType<typeof stylesToClassEdit>;
  try {
    edit = stylesToClassEdit(update.style, theme);
  } catch (err) {
    if (err instanceof StyleValueError) throw new VisualEditError('unsafe', err.message);
    throw err;
  }
  // An empty value is the editor's "cleared" input: no change, so no inline property goes either.
  const keys = (Object.keys(update.style) as EditableStyleKey[]).filter((key) => update.style[key]?.trim());
  const inlineStyle = planInlineStyle(element, keys, update.elementId);
  const attributes = element.openingElement.attributes?.length;
  const isClassChanged = editClassName(element, edit, update.elementId);
  // Adding a className makes recast lay the whole tag out again. A style attribute that goes entirely
  // then leaves the tree too, so that layout is made without it: spliced out afterwards, a long style
  // would already have pushed the attributes onto lines of their own.
  if (inlineStyle?.isRemoved && element.openingElement.attributes?.length !== attributes) {
    removeStyleAttribute(element);
    return { keys, isTreeChanged: true, inlineStyle: null };
  }
  return { keys, isTreeChanged: isClassChanged, inlineStyle };
}

/**
 * Removes an element from its parent's children, with the line break and indentation before it so
 * no blank line is left behind. An element that is a component's whole output, a list item or a
 * conditional's branch has no place to be removed from without changing code around it: refused.
 */
function deleteElement(path: LocatedElement, relativePath: string): void {
  const parent = path.parent as { type?: string; children?: unknown[] } | null;
  const siblings = parent?.type === 'JSXElement' || parent?.type === 'JSXFragment' ? parent.children : null;
  const index = siblings?.indexOf(path.node) ?? -1;
  if (!siblings || index === -1) {
    throw new VisualEditError(
      'unsafe',
      `This <${tagName(path.node)}> (${relativePath}) is rendered by an expression (a component's ` +
        'return value, a list or a condition), so it cannot be deleted here. Ask in the chat instead.',
    );
  }
  const before = siblings[index - 1] as { type?: string; value?: string } | undefined;
  const isIndentation = before?.type === 'JSXText' && /^\s*\n\s*$/.test(before.value ?? '');
  siblings.splice(isIndentation ? index - 1 : index, isIndentation ? 2 : 1);
}
