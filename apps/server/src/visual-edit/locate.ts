import { parse as babelParse } from '@babel/parser';
import { isHostElementName, parserPlugins, UNIQUE_ID_ATTRIBUTE, uniqueIdFor } from '@kiln/jsx-tagger';
import type { types } from 'recast';
import * as recast from 'recast';

export type JsxElement = types.namedTypes.JSXElement;
export type SourceFile = types.namedTypes.File;

/** Why an edit was refused; the message is for the user. */
export class VisualEditError extends Error {
  constructor(
    readonly kind: 'not_found' | 'unsafe',
    message: string,
  ) {
    super(message);
    this.name = 'VisualEditError';
  }
}

/**
 * Recast keeps each reprinted node's indentation in the file's own style and line endings.
 * (Recast re-indents leading tabs before parsing, so its positions are not the tagger's in a tabbed
 * file: elements are matched by document order instead, below.)
 */
function recastOptions(source: string) {
  return { useTabs: /^\t/m.test(source), lineTerminator: source.includes('\r\n') ? '\r\n' : '\n' };
}

function babelOptions(relativePath: string) {
  return { sourceType: 'module' as const, plugins: parserPlugins(relativePath), tokens: true };
}

/** Parses a module the way the jsx-tagger does (same Babel plugins), for recast to reprint. */
export function parseModule(source: string, relativePath: string): SourceFile {
  try {
    return recast.parse(source, {
      ...recastOptions(source),
      parser: { parse: (code: string) => babelParse(code, babelOptions(relativePath)) },
    });
  } catch {
    throw new VisualEditError(
      'unsafe',
      `${relativePath} has a syntax error, so it cannot be edited visually. Fix it first (ask in the chat).`,
    );
  }
}

export function printModule(ast: SourceFile, source: string): string {
  return recast.print(ast, recastOptions(source)).code;
}

/** A JSX element of the recast tree and the node holding it (for deleting it from there). */
export interface LocatedElement {
  node: JsxElement;
  parent: AstNode | null;
}

export type AstNode = { type: string; [key: string]: unknown };

/**
 * The host elements of a module by the id the jsx-tagger gives each: its own `data-unique-id` when
 * its author wrote one (the tagger keeps those), else `file:line:column` of the `<` as Babel counts
 * in the original text. Both trees hold the same elements in the same order, so the n-th element of
 * the tagger's parse is the n-th of recast's.
 */
export function indexElements(
  ast: SourceFile,
  source: string,
  relativePath: string,
): Map<string, LocatedElement> {
  const original = jsxElements(babelParse(source, babelOptions(relativePath)).program as unknown as AstNode);
  const editable = jsxElements(ast.program as unknown as AstNode);
  const found = new Map<string, LocatedElement>();
  if (original.length !== editable.length) return found;
  original.forEach(({ node }, index) => {
    const opening = node.openingElement;
    const start = opening.loc?.start;
    const target = editable[index];
    if (target && opening.name.type === 'JSXIdentifier' && isHostElementName(opening.name.name) && start) {
      found.set(explicitId(opening) ?? uniqueIdFor(relativePath, start), target);
    }
  });
  return found;
}

/**
 * The JSX elements of a module as plain Babel parses it, in document order: their `start`/`end` are
 * offsets into `source` itself (recast's own parse shifts them in a tab-indented file).
 */
export function elementsWithPositions(source: string, relativePath: string): LocatedElement[] {
  return jsxElements(babelParse(source, babelOptions(relativePath)).program as unknown as AstNode);
}

/** Keys that hold positions, metadata or comments, never elements. */
const SKIPPED_KEYS = new Set([
  'loc',
  'start',
  'end',
  'extra',
  'comments',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'tokens',
]);

/** Every JSX element in document order (pre-order, keys in order), with the node that holds it. */
export function jsxElements(root: AstNode): LocatedElement[] {
  const out: LocatedElement[] = [];
  const stack: { value: unknown; parent: AstNode | null }[] = [{ value: root, parent: null }];
  while (stack.length > 0) {
    const { value, parent } = stack.pop() as { value: unknown; parent: AstNode | null };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], parent });
      continue;
    }
    if (!isAstNode(value)) continue;
    if (value.type === 'JSXElement') out.push({ node: value as unknown as JsxElement, parent });
    const children = Object.entries(value).filter(
      ([key, child]) => !SKIPPED_KEYS.has(key) && child && typeof child === 'object',
    );
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ value: children[i]?.[1], parent: value });
  }
  return out;
}

function isAstNode(value: unknown): value is AstNode {
  return (
    value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
  );
}

function explicitId(opening: types.namedTypes.JSXOpeningElement): string | null {
  for (const attribute of opening.attributes ?? []) {
    if (
      attribute.type === 'JSXAttribute' &&
      attribute.name.name === UNIQUE_ID_ATTRIBUTE &&
      attribute.value?.type === 'StringLiteral'
    ) {
      return attribute.value.value;
    }
  }
  return null;
}

/** The tag name as written (`h1`), for messages and for checking the editor means this element. */
export function tagName(element: JsxElement): string {
  const name = element.openingElement.name;
  return name.type === 'JSXIdentifier' ? name.name : 'element';
}
