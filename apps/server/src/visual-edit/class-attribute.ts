import { types } from 'recast';
import { appendClasses, classesOf, removeConflicts, type StaticPiece } from './class-list';
import { type JsxElement, tagName, VisualEditError } from './locate';
import type { ClassEdit } from './tailwind-map';

type Node = types.namedTypes.Node;
type StringLiteral = types.namedTypes.StringLiteral;
type TemplateLiteral = types.namedTypes.TemplateLiteral;

const b = types.builders;

/** Class-joining helpers whose string arguments are class lists (shadcn's `cn`, clsx, ...). */
const CLASS_HELPERS = new Set(['cn', 'clsx', 'classnames', 'classNames', 'cx', 'twMerge', 'twJoin']);

/** One editable piece of a class list and how to write it back. */
interface Slot extends StaticPiece {
  write(text: string): void;
}

type Literal = types.namedTypes.Literal;

/**
 * Applies a class edit to an element's `className`, however it is written: a string, a template
 * literal (its static parts), or a `cn(...)`/`clsx(...)` call (its unconditional string arguments;
 * conditional ones are state styles and stay). Anything else is refused rather than guessed at.
 * Returns whether the code changed.
 */
export function editClassName(element: JsxElement, edit: ClassEdit, where: string): boolean {
  if (edit.add.length === 0) return false;
  const opening = element.openingElement;
  const attribute = (opening.attributes ?? []).find(
    (a): a is types.namedTypes.JSXAttribute =>
      a.type === 'JSXAttribute' && (a.name.name === 'className' || a.name.name === 'class'),
  );
  if (!attribute) {
    const added = b.jsxAttribute(b.jsxIdentifier('className'), literal(edit.add.join(' '), '"', true));
    // Before any spread, so classes passed in through props still win as they did.
    const attributes = opening.attributes ?? [];
    const spread = attributes.findIndex((a) => a.type === 'JSXSpreadAttribute');
    attributes.splice(spread === -1 ? attributes.length : spread, 0, added);
    opening.attributes = attributes;
    return true;
  }

  const groups = slotsOf(attribute, element, where);
  const slots = groups.flat();
  let changed = false;
  for (const slot of slots) {
    const result = removeConflicts(slot, edit.replaces, edit.add);
    if (result.removed > 0) {
      slot.write(result.text);
      slot.text = result.text;
      changed = true;
    }
  }
  const present = new Set(slots.flatMap((slot) => classesOf(slot.text)));
  const missing = edit.add.filter((cls) => !present.has(cls));
  if (missing.length === 0) return changed;
  // New classes go at the end of the first static string (a template literal's last part).
  const target = groups[0]?.at(-1);
  if (target) target.write(appendClasses(target, missing));
  else addFirstArgument(attribute, missing);
  return true;
}

/** The editable pieces of a class list, grouped by the string or template literal they belong to. */
function slotsOf(attribute: types.namedTypes.JSXAttribute, element: JsxElement, where: string): Slot[][] {
  const value = attribute.value;
  if (value?.type === 'StringLiteral') {
    return [[stringSlot(value, (next) => (attribute.value = next), true)]];
  }
  if (value?.type === 'JSXExpressionContainer') {
    const expression = value.expression as Node;
    if (expression.type === 'StringLiteral') {
      return [[stringSlot(expression as StringLiteral, (next) => (value.expression = next), false)]];
    }
    if (expression.type === 'TemplateLiteral') return [templateSlots(expression as TemplateLiteral, where)];
    if (expression.type === 'CallExpression') {
      const call = expression as types.namedTypes.CallExpression;
      if (call.callee.type === 'Identifier' && CLASS_HELPERS.has(call.callee.name)) {
        return call.arguments.flatMap((argument, index) => {
          if (argument.type === 'StringLiteral') {
            return [[stringSlot(argument, (next) => (call.arguments[index] = next), false)]];
          }
          return argument.type === 'TemplateLiteral' ? [templateSlots(argument, where)] : [];
        });
      }
    }
  }
  throw new VisualEditError(
    'unsafe',
    `The classes of this <${tagName(element)}> (${where}) are computed by code, so they cannot be ` +
      'changed safely here. Describe the change in the chat instead.',
  );
}

function stringSlot(node: StringLiteral, replace: (next: Literal) => void, inJsx: boolean): Slot {
  const raw = (node as { extra?: { raw?: string } }).extra?.raw ?? '"';
  const quote = raw.startsWith("'") ? "'" : '"';
  return {
    text: node.value,
    write: (text) => replace(literal(text, quote, inJsx)),
  };
}

/** A template literal's static parts; classes glued to a `${...}` belong to the expression. */
function templateSlots(template: TemplateLiteral, where: string): Slot[] {
  const last = template.quasis.length - 1;
  return template.quasis.map((quasi, index) => {
    if (quasi.value.cooked !== quasi.value.raw) {
      throw new VisualEditError(
        'unsafe',
        `The class list at ${where} uses escape sequences, so it cannot be changed safely here.`,
      );
    }
    return {
      text: quasi.value.raw,
      gluedStart: index > 0,
      gluedEnd: index < last,
      write: (text: string) => {
        quasi.value = { raw: text, cooked: text };
      },
    };
  });
}

/**
 * A string literal printed with the quotes its file used. Recast prints a changed `StringLiteral`
 * with its own quote choice; an ESTree `Literal` carrying `extra.raw` is printed verbatim.
 */
function literal(value: string, quote: '"' | "'", inJsx: boolean): Literal {
  const other = quote === '"' ? "'" : '"';
  const chosen = value.includes(quote) && !value.includes(other) ? other : quote;
  if (value.includes(chosen) || (!inJsx && /[\\\n\r]/.test(value))) {
    throw new VisualEditError(
      'unsafe',
      'This class list holds quotes or escapes and cannot be rewritten safely.',
    );
  }
  const raw = `${chosen}${value}${chosen}`;
  return Object.assign(b.literal(value), { extra: { raw, rawValue: value } });
}

function addFirstArgument(attribute: types.namedTypes.JSXAttribute, classes: string[]): void {
  const container = attribute.value as types.namedTypes.JSXExpressionContainer;
  const call = container.expression as types.namedTypes.CallExpression;
  call.arguments.unshift(literal(classes.join(' '), "'", false));
}
