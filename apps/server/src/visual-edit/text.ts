import { type JsxElement, tagName, VisualEditError } from './locate';

type Child = JsxElement['children'] extends (infer C)[] | undefined ? C : never;

/** Text as the page shows it, for comparing: whitespace runs are one space, ends trimmed. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What a JSX text child renders (Babel's rule: lines trimmed at inner edges, empty ones dropped). */
function jsxTextValue(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  return lines
    .map((line, i) => {
      let value = line;
      if (i > 0) value = value.replace(/^[ \t]+/, '');
      if (i < lines.length - 1) value = value.replace(/[ \t]+$/, '');
      return value;
    })
    .filter((line) => line !== '')
    .join(' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** A child that is plain text as written: JSX text or a string in braces (`{" "}`, `{'Hi'}`). */
function staticText(child: Child): string | null {
  if (child.type === 'JSXText') return jsxTextValue(child.value);
  if (child.type !== 'JSXExpressionContainer') return null;
  const expression = child.expression;
  if (expression.type === 'JSXEmptyExpression') return '';
  if (expression.type === 'StringLiteral') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? '';
  }
  return null;
}

/** The text an element renders when all of it is written out, nested elements included; else null. */
function renderedText(element: JsxElement): string | null {
  let text = '';
  for (const child of element.children ?? []) {
    const own = child.type === 'JSXElement' ? renderedText(child) : staticText(child);
    if (own === null) return null;
    text += own;
  }
  return text;
}

/**
 * Whether replacing the element's text with `text` changes the code; refuses (throws) text that code
 * computes or that sits beside child elements. Changes nothing.
 */
export function isTextChange(element: JsxElement, text: string, where: string): boolean {
  const current = renderedText(element);
  if (current !== null && normalise(current) === normalise(text)) return false;
  const children = element.children ?? [];
  const isTextOnly = children.every((child) => staticText(child) !== null);
  if (!isTextOnly || element.openingElement.selfClosing) {
    throw new VisualEditError(
      'unsafe',
      `The text of this <${tagName(element)}> (${where}) is computed by code or holds other elements, ` +
        'so it cannot be replaced here. Describe the change in the chat instead.',
    );
  }
  return true;
}

/** A replacement of `code.slice(start, end)` in the printed module. */
export interface Splice {
  start: number;
  end: number;
  replacement: string;
}

/** JSX text may hold this verbatim; anything else goes in as a string expression. */
const SAFE_JSX_TEXT = /^[^{}<>&\n\r]*$/;

/**
 * The splice that replaces an element's static text in the printed module, keeping the whitespace and
 * line breaks around it as written (checked first with `isTextChange`). A string splice, not a recast
 * edit: recast reprints an element whose text changes whole, indenting its lines a second time.
 */
export function textSplice(element: JsxElement, text: string): Splice {
  const wanted = normalise(text);
  const children = element.children ?? [];
  const first = children[0];
  const last = children.at(-1);
  const offset = (node: unknown, key: 'start' | 'end') =>
    (node as Record<'start' | 'end', number | undefined>)[key];
  const start = first ? offset(first, 'start') : offset(element.openingElement, 'end');
  const end = last ? offset(last, 'end') : start;
  if (start === undefined || end === undefined) throw new Error('the element has no position');
  const isBlank = children.length === 1 && first?.type === 'JSXText' && !first.value.trim();
  const leading = !isBlank && first?.type === 'JSXText' ? (/^\s*/.exec(first.value)?.[0] ?? '') : '';
  const trailing = !isBlank && last?.type === 'JSXText' ? (/\s*$/.exec(last.value)?.[0] ?? '') : '';
  if (wanted === '') return { start, end, replacement: '' };
  const body = SAFE_JSX_TEXT.test(wanted) ? wanted : `{${JSON.stringify(wanted)}}`;
  return { start, end, replacement: `${leading}${body}${trailing}` };
}
