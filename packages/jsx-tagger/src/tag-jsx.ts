import { parse } from '@babel/parser';
import MagicString, { type SourceMap } from 'magic-string';

export type { SourceMap };

export type TagJsxResult = { code: string; map: SourceMap };

export const UNIQUE_ID_ATTRIBUTE = 'data-unique-id';
export const FILE_NAME_ATTRIBUTE = 'data-file-name';

/**
 * The few fields of Babel's AST this module reads. Declared here rather than imported from
 * `@babel/types` so the package depends only on what it lists, and every read is checked at runtime.
 */
type AstNode = { type: string; start?: number | null; end?: number | null };
type Position = { line: number; column: number };
type JsxOpeningElement = AstNode & {
  type: 'JSXOpeningElement';
  name: AstNode & { name?: unknown };
  attributes: Array<AstNode & { name?: AstNode & { name?: unknown } }>;
  loc?: { start: Position } | null;
  typeParameters?: AstNode | null;
  typeArguments?: AstNode | null;
};

/**
 * Stamps `data-unique-id` and `data-file-name` on every host element of one JSX/TSX module.
 *
 * A host element is what React itself renders as a DOM tag: a plain identifier starting with a
 * lower-case letter (`div`, `svg`, `path`, custom elements like `my-widget`). Components
 * (`<Button>`), member expressions (`<motion.div>`, `<Tabs.Trigger>`), namespaced names
 * (`<svg:rect>`) and fragments are left alone: their props are not guaranteed to reach the DOM, and an
 * attribute React would warn about or a library would forward somewhere odd is worse than none.
 *
 * `relativePath` is the file's path from the project root with forward slashes (`src/App.tsx`). The id
 * is `{relativePath}:{line}:{column}` of the opening tag's `<`, 1-based line and 0-based column in
 * UTF-16 code units (Babel's convention), so it is stable while the file is unchanged and points
 * straight at the source. Elements that already carry either attribute keep what they have.
 *
 * Returns null when there is nothing to tag or the code does not parse: this runs on code a model
 * just wrote, and the bundler, not the tagger, should be the one reporting its syntax errors.
 */
export function tagJsx(code: string, relativePath: string): TagJsxResult | null {
  // Cheap exits before paying for a parse: `.ts` cannot hold JSX (`<T>x` is a cast there), and a
  // module without a `<` has no elements.
  if (/\.[mc]?ts$/.test(relativePath) || !code.includes('<')) return null;

  let program: AstNode;
  try {
    program = parse(code, {
      sourceType: 'module',
      plugins: parserPlugins(relativePath),
      errorRecovery: false,
    }).program;
  } catch {
    return null;
  }

  const fileName = relativePath.replaceAll('\\', '/');
  const output = new MagicString(code);
  let tagged = 0;

  walk(program, (node) => {
    if (!isJsxOpeningElement(node) || !isHostElement(node) || hasTaggerAttribute(node)) return;
    const start = node.loc?.start;
    // Insert after the tag name (and any type arguments) so attributes written later in the tag,
    // spreads included, still win if they set the same names.
    const insertAt = (node.typeArguments ?? node.typeParameters ?? node.name).end;
    if (!start || typeof insertAt !== 'number') return;
    const id = uniqueIdFor(fileName, start);
    output.appendLeft(
      insertAt,
      ` ${jsxAttribute(UNIQUE_ID_ATTRIBUTE, id)} ${jsxAttribute(FILE_NAME_ATTRIBUTE, fileName)}`,
    );
    tagged += 1;
  });

  if (tagged === 0) return null;
  return {
    code: output.toString(),
    // Sources are named relative to the map's own file, the way bundlers chain input source maps.
    map: output.generateMap({
      source: baseName(fileName),
      file: baseName(fileName),
      includeContent: true,
      hires: 'boundary',
    }),
  };
}

/** The Babel parser plugins a file is parsed with, here and by anyone mapping an id back to its source. */
export function parserPlugins(relativePath: string): ('jsx' | 'typescript')[] {
  return relativePath.endsWith('.tsx') ? ['jsx', 'typescript'] : ['jsx'];
}

/** Whether a plain JSX identifier names a host (DOM) element, the only ones that get tagged. */
export function isHostElementName(name: unknown): boolean {
  // `this` is an identifier in the grammar but an expression to every JSX transform.
  return typeof name === 'string' && /^[a-z]/.test(name) && name !== 'this';
}

/** The `data-unique-id` of the element whose opening tag's `<` is at `start` (Babel's `loc.start`). */
export function uniqueIdFor(fileName: string, start: Position): string {
  return `${fileName}:${start.line}:${start.column}`;
}

export type ParsedUniqueId = { fileName: string; line: number; column: number };

/** A `data-unique-id` read back, from the right since a path may contain `:`; null when malformed. */
export function parseUniqueId(id: string): ParsedUniqueId | null {
  const match = /^(.+):(\d+):(\d+)$/.exec(id);
  if (!match) return null;
  const [, fileName = '', line, column] = match;
  return { fileName, line: Number(line), column: Number(column) };
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function isJsxOpeningElement(node: AstNode): node is JsxOpeningElement {
  return node.type === 'JSXOpeningElement';
}

function isHostElement(node: JsxOpeningElement): boolean {
  return node.name.type === 'JSXIdentifier' && isHostElementName(node.name.name);
}

function hasTaggerAttribute(node: JsxOpeningElement): boolean {
  return node.attributes.some(
    (attribute) =>
      attribute.type === 'JSXAttribute' &&
      attribute.name?.type === 'JSXIdentifier' &&
      (attribute.name.name === UNIQUE_ID_ATTRIBUTE || attribute.name.name === FILE_NAME_ATTRIBUTE),
  );
}

/**
 * A JSX string attribute has no escape sequences, and entity decoding differs between tools, so any
 * value that a plain `"..."` cannot carry verbatim goes in as an expression instead.
 */
function jsxAttribute(name: string, value: string): string {
  return /["&<>{}\n\r]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

/** Keys that hold positions or metadata, never child nodes: skipping them keeps the walk lean. */
const SKIPPED_KEYS = new Set([
  'loc',
  'start',
  'end',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
]);

function walk(root: AstNode, visit: (node: AstNode) => void): void {
  // Iterative, so deeply nested generated markup cannot overflow the call stack.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push(value[index]);
      continue;
    }
    if (!isAstNode(value)) continue;
    visit(value);
    for (const [key, child] of Object.entries(value)) {
      if (!SKIPPED_KEYS.has(key) && child !== null && typeof child === 'object') stack.push(child);
    }
  }
}

function isAstNode(value: unknown): value is AstNode {
  return (
    value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
  );
}
