import type { EditableStyleKey } from '@kiln/contracts';
import type { types } from 'recast';
import { type JsxElement, tagName, VisualEditError } from './locate';
import { cssName, longhandsOf, reactName, type StyleValue, splitShorthand } from './style-longhands';
import type { Splice } from './text';

type Node = types.namedTypes.Node;
type JSXAttribute = types.namedTypes.JSXAttribute;
type ObjectExpression = types.namedTypes.ObjectExpression;
type Positioned = { start?: number | null; end?: number | null; leadingComments?: Positioned[] | null };

/**
 * What a save does to an element's inline `style={{ ... }}`: an inline property beats any class, so
 * every one that sets what the edit sets goes (a shorthand that also sets other things is split, and
 * the rest of it stays). Planned on the tree before printing; spliced into the printed text after.
 */
export interface InlineStylePlan {
  /** Nothing is left in the object, so the whole attribute goes. */
  isRemoved: boolean;
  /** By property index: what replaces it (`key: value` entries; none removes it). */
  replacements: Map<number, string[]>;
}

/** Wrappers that leave the object itself as written: `{...} as CSSProperties`, `satisfies`, `!`. */
const TRANSPARENT = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TypeCastExpression',
]);

function styleAttribute(element: JsxElement): JSXAttribute | undefined {
  return (element.openingElement.attributes ?? []).find(
    (a): a is JSXAttribute => a.type === 'JSXAttribute' && a.name.name === 'style',
  );
}

/** Takes the `style` attribute out of the tree (for a tag recast lays out again anyway). */
export function removeStyleAttribute(element: JsxElement): void {
  const attribute = styleAttribute(element);
  const attributes = element.openingElement.attributes ?? [];
  if (attribute) attributes.splice(attributes.indexOf(attribute), 1);
}

function styleObject(attribute: JSXAttribute): ObjectExpression | null {
  if (attribute.value?.type !== 'JSXExpressionContainer') return null;
  let expression = attribute.value.expression as Node & { expression?: Node };
  while (TRANSPARENT.has(expression.type) && expression.expression) {
    expression = expression.expression as Node & { expression?: Node };
  }
  return expression.type === 'ObjectExpression' ? (expression as ObjectExpression) : null;
}

/** A value written out as a literal; anything code computes is null. */
function staticValue(node: Node): StyleValue | null {
  if (node.type === 'NumericLiteral') {
    return { kind: 'number', value: (node as types.namedTypes.NumericLiteral).value };
  }
  if (node.type === 'StringLiteral') {
    const literal = node as types.namedTypes.StringLiteral & { extra?: { raw?: string } };
    return { kind: 'string', value: literal.value, quote: literal.extra?.raw?.startsWith('"') ? '"' : "'" };
  }
  if (node.type === 'UnaryExpression') {
    const unary = node as types.namedTypes.UnaryExpression;
    const inner = unary.operator === '-' ? staticValue(unary.argument) : null;
    return inner?.kind === 'number' ? { kind: 'number', value: -inner.value } : null;
  }
  if (node.type === 'TemplateLiteral') {
    const template = node as types.namedTypes.TemplateLiteral;
    const cooked = template.quasis[0]?.value.cooked;
    return template.expressions.length === 0 && typeof cooked === 'string'
      ? { kind: 'string', value: cooked, quote: '`' }
      : null;
  }
  return null;
}

/** The property's name as React reads it; undefined for one that is no CSS property; null if computed. */
function keyOf(property: Node): string | null | undefined {
  const { key, computed } = property as { key?: Node; computed?: boolean };
  if (key?.type === 'StringLiteral') {
    return reactName((key as types.namedTypes.StringLiteral).value) ?? undefined;
  }
  if (computed || !key) return null;
  if (key.type !== 'Identifier') return undefined;
  return reactName((key as types.namedTypes.Identifier).name) ?? undefined;
}

function written(value: number | string, like: StyleValue, refuse: () => VisualEditError): string {
  if (typeof value === 'number') return String(value);
  const quote = like.kind === 'string' ? like.quote : "'";
  if (/[\\\n\r]/.test(value) || value.includes(quote)) throw refuse();
  return `${quote}${value}${quote}`;
}

/**
 * Plans the inline style change for a save that sets `keys` (the non-empty ones), or null when the
 * element's inline style sets none of them. An inline style that code computes, spreads in or names
 * by code, or a matching property whose value code computes, is refused rather than guessed at.
 */
export function planInlineStyle(
  element: JsxElement,
  keys: readonly EditableStyleKey[],
  where: string,
): InlineStylePlan | null {
  const attribute = styleAttribute(element);
  if (!attribute || keys.length === 0) return null;
  const edited = new Set(keys.flatMap((key) => longhandsOf(key)));
  const overridden = (atoms: readonly string[]) =>
    keys.filter((key) => longhandsOf(key).some((atom) => atoms.includes(atom))).map(cssName);
  const refusal = (reason: string) =>
    new VisualEditError(
      'unsafe',
      `The inline style of this <${tagName(element)}> (${where}) ${reason}, so the change cannot be made ` +
        'safely here. Describe it in the chat instead.',
    );
  const all = keys.map(cssName).join(', ');
  const object = styleObject(attribute);
  if (!object) throw refusal(`is computed by code and may override the new ${all}`);

  const replacements = new Map<number, string[]>();
  object.properties.forEach((property, index) => {
    if (property.type === 'SpreadElement' || property.type === 'SpreadProperty') {
      throw refusal(`spreads in other styles that may override the new ${all}`);
    }
    const name = keyOf(property);
    if (name === null) throw refusal(`has a property named by code that may override the new ${all}`);
    if (name === undefined) return;
    const valueNode = (property as { value?: Node }).value;
    const value = property.type === 'ObjectProperty' && valueNode ? staticValue(valueNode) : null;
    const atoms = longhandsOf(name, value);
    const hit = atoms.filter((atom) => edited.has(atom));
    if (hit.length === 0) return;
    const beaten = overridden(hit).join(', ');
    if (!value) throw refusal(`sets ${cssName(name)} with code, which overrides the new ${beaten}`);
    if (hit.length === atoms.length) {
      replacements.set(index, []);
      return;
    }
    const rest = splitShorthand(name, value)?.filter((piece) =>
      longhandsOf(piece.property).some((atom) => !edited.has(atom)),
    );
    const isExact = rest?.every((piece) => longhandsOf(piece.property).every((atom) => !edited.has(atom)));
    if (!rest || !isExact) {
      throw refusal(
        `sets ${cssName(name)}, which overrides the new ${beaten} but also sets other properties`,
      );
    }
    const refuseValue = () =>
      refusal(`sets ${cssName(name)} with characters that cannot be rewritten safely`);
    replacements.set(
      index,
      rest.map((piece) => `${piece.property}: ${written(piece.value, value, refuseValue)}`),
    );
  });
  if (replacements.size === 0) return null;
  const isRemoved = object.properties.every((_, i) => replacements.get(i)?.length === 0);
  return { isRemoved, replacements };
}

function offsets(of: unknown): { start: number; end: number } {
  const node = of as Positioned;
  if (typeof node.start !== 'number' || typeof node.end !== 'number')
    throw new Error('a node has no position');
  return { start: node.start, end: node.end };
}

/** The whitespace a node's line starts with, when nothing but that whitespace comes before it. */
function ownLineIndent(code: string, at: number): string | null {
  const lineStart = code.lastIndexOf('\n', at - 1) + 1;
  const before = code.slice(lineStart, at);
  return /^[ \t]*$/.test(before) ? before : null;
}

/** Where a property starts, with the comment lines above it that describe it. */
function leadingStart(code: string, node: Positioned): number {
  const own = (node.leadingComments ?? []).find((c) => ownLineIndent(code, offsets(c).start) !== null);
  return own ? offsets(own).start : offsets(node).start;
}

/**
 * The splices that carry out a plan on the printed file, where `element` is the same element parsed
 * from it (recast left the `style` attribute as written). Entries keep the object's own layout: one
 * per line, indented like the one they replace, or on one line after `, `; a run of removed entries
 * takes the separators that led to the next one (or, at the end, the one before it) with it.
 */
export function inlineStyleSplices(element: JsxElement, plan: InlineStylePlan, code: string): Splice[] {
  const attribute = styleAttribute(element);
  const object = attribute && styleObject(attribute);
  if (!attribute || !object) throw new Error('the inline style vanished between prints');
  if (plan.isRemoved) {
    const { start, end } = offsets(attribute);
    let from = start;
    while (from > 0 && /\s/.test(code[from - 1] ?? '')) from -= 1;
    return [{ start: from, end, replacement: '' }];
  }
  const properties = object.properties as Positioned[];
  const eol = code.includes('\r\n') ? '\r\n' : '\n';
  const splices: Splice[] = [];
  for (let index = 0; index < properties.length; index += 1) {
    const entries = plan.replacements.get(index);
    const property = properties[index] as Positioned;
    if (!entries) continue;
    if (entries.length > 0) {
      const indent = ownLineIndent(code, offsets(property).start);
      const separator = indent === null ? ', ' : `,${eol}${indent}`;
      splices.push({ ...offsets(property), replacement: entries.join(separator) });
      continue;
    }
    let last = index;
    while (plan.replacements.get(last + 1)?.length === 0) last += 1;
    const next = properties[last + 1];
    const previous = properties[index - 1];
    if (next) {
      splices.push({ start: leadingStart(code, property), end: leadingStart(code, next), replacement: '' });
    } else if (previous) {
      const end = offsets(properties[last] as Positioned).end;
      splices.push({ start: offsets(previous).end, end, replacement: '' });
    }
    index = last;
  }
  return splices;
}
