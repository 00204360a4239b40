import type { EditableStyleKey, PrecisionEditDelete, PrecisionEditUpdate } from '@kiln/contracts';
import { editClassName } from './class-attribute';
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
import { isTextChange, textSplice } from './text';
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

/**
 * Applies one file's visual edits: each element is found by the id the jsx-tagger gave it, every
 * edit is checked before anything is printed (one refusal refuses the file), and recast reprints
 * only the nodes that changed, so the rest of the file keeps its formatting byte for byte.
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
  // Text edits are spliced into the printed module afterwards (see textSplice).
  const textEdits: { node: JsxElement; text: string }[] = [];
  let isReprinted = deletes.length > 0;
  for (const { update, path } of updates) {
    if (deleted.has(path.node)) continue;
    const done = applyUpdate(path.node, update, theme);
    if (done.length > 0) isReprinted = true;
    const text = update.elementData.textContent;
    if (text !== undefined && isTextChange(path.node, text, update.elementId)) {
      textEdits.push({ node: path.node, text });
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
  return { code: spliceTexts(ast, printed, relativePath, textEdits), changes };
}

/**
 * Replaces the elements' text in the printed module: parsed again, each element is found at its
 * place in document order (printing kept every element that was not deleted, in order), and the
 * splices are made from the end of the file backwards so earlier positions hold.
 */
function spliceTexts(
  edited: SourceFile,
  printed: string,
  relativePath: string,
  edits: { node: JsxElement; text: string }[],
): string {
  if (edits.length === 0) return printed;
  const order = jsxElements(edited.program as unknown as AstNode).map(({ node }) => node);
  const elements = elementsWithPositions(printed, relativePath);
  const splices = edits.map(({ node, text }) => {
    const target = elements[order.indexOf(node)];
    if (!target) throw new Error('an edited element vanished between prints');
    return textSplice(target.node, text);
  });
  let code = printed;
  for (const { start, end, replacement } of splices.sort((a, b) => b.start - a.start)) {
    code = `${code.slice(0, start)}${replacement}${code.slice(end)}`;
  }
  return code;
}

function applyUpdate(element: JsxElement, update: PrecisionEditUpdate, theme: TailwindTheme): string[] {
  const done: string[] = [];
  let edit: ReturnType<typeof stylesToClassEdit>;
  try {
    edit = stylesToClassEdit(update.style, theme);
  } catch (err) {
    if (err instanceof StyleValueError) throw new VisualEditError('unsafe', err.message);
    throw err;
  }
  if (editClassName(element, edit, update.elementId)) {
    const keys = (Object.keys(update.style) as EditableStyleKey[]).filter((key) => update.style[key]?.trim());
    done.push(keys.join(', '));
  }
  return done;
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
