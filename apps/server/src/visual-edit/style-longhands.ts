/**
 * Which CSS longhands an inline style property sets (React's camelCase names), so an edit knows which
 * inline properties would keep overriding its new class, and how a shorthand splits when only part
 * of it is being edited. Logical properties are read for a horizontal writing mode, as Tailwind's
 * `pt-*`/`pl-*` classes are physical: the block axis is top and bottom. The inline axis is left or
 * right depending on the text direction, which the code does not say, so such a property counts as
 * setting both sides and is never split.
 */

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
type Side = (typeof SIDES)[number];

const SIDE_SUFFIXES: Record<string, readonly Side[]> = {
  '': SIDES,
  Top: ['Top'],
  Right: ['Right'],
  Bottom: ['Bottom'],
  Left: ['Left'],
  Block: ['Top', 'Bottom'],
  BlockStart: ['Top'],
  BlockEnd: ['Bottom'],
  Inline: ['Left', 'Right'],
  InlineStart: ['Left', 'Right'],
  InlineEnd: ['Left', 'Right'],
};
const SIDE_NAMES = Object.keys(SIDE_SUFFIXES).filter(Boolean).join('|');
const SPACING = new RegExp(`^(padding|margin)(${SIDE_NAMES})?$`);
const BORDER = new RegExp(`^border(${SIDE_NAMES})?(Width|Style|Color)?$`);
const BORDER_PARTS = ['Width', 'Style', 'Color'] as const;

/** The corners `borderRadius` sets, physical and logical (so either kind of inline corner is covered). */
const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'].concat([
  'StartStart',
  'StartEnd',
  'EndStart',
  'EndEnd',
]);

const SHORTHANDS: Record<string, readonly string[]> = {
  borderRadius: CORNERS.map((corner) => `border${corner}Radius`),
  gap: ['rowGap', 'columnGap'],
  gridGap: ['rowGap', 'columnGap'],
  gridRowGap: ['rowGap'],
  gridColumnGap: ['columnGap'],
  background: [
    'backgroundColor',
    'backgroundImage',
    'backgroundPosition',
    'backgroundSize',
    'backgroundRepeat',
    'backgroundAttachment',
    'backgroundOrigin',
    'backgroundClip',
  ],
  font: ['fontStyle', 'fontVariant', 'fontWeight', 'fontStretch', 'fontSize', 'lineHeight', 'fontFamily'],
  flexFlow: ['flexDirection', 'flexWrap'],
  placeItems: ['alignItems', 'justifyItems'],
  placeContent: ['alignContent', 'justifyContent'],
  inlineSize: ['width'],
  blockSize: ['height'],
};

/** A static inline style value: `8`, `-4` or `'8px 16px'` (with the quote it was written in). */
export type StyleValue = { kind: 'number'; value: number } | { kind: 'string'; value: string; quote: string };

/** One property a shorthand splits into. */
export interface Piece {
  property: string;
  value: number | string;
}

/** A single colour (`'#fff'`, `'white'`, `'rgb(0 0 0)'`), not an image or a list of layers. */
const SINGLE_COLOUR = /^(?:[#\w-]+|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\))$/i;

/**
 * The longhands `property` sets. `background` holding a single colour counts as setting only the
 * colour: its other layers go back to their initial values, which is what the page shows anyway
 * unless a class sets a background image as well.
 */
export function longhandsOf(property: string, value: StyleValue | null = null): readonly string[] {
  const spacing = SPACING.exec(property);
  if (spacing) return (SIDE_SUFFIXES[spacing[2] ?? ''] ?? []).map((side) => `${spacing[1]}${side}`);
  const border = BORDER.exec(property);
  if (border) {
    const parts = border[2] ? [border[2]] : BORDER_PARTS;
    const sides = SIDE_SUFFIXES[border[1] ?? ''] ?? [];
    return sides.flatMap((side) => parts.map((part) => `border${side}${part}`));
  }
  if (property === 'background' && value?.kind === 'string' && SINGLE_COLOUR.test(value.value.trim())) {
    return ['backgroundColor'];
  }
  return SHORTHANDS[property] ?? [property];
}

/** The words of a value, keeping `calc(1px + 2px)` whole; null for lists and `!important`. */
function wordsOf(value: StyleValue): (number | string)[] | null {
  if (value.kind === 'number') return [value.value];
  const words: string[] = [];
  let depth = 0;
  let word = '';
  for (const char of value.value.trim()) {
    if (char === ',' && depth === 0) return null;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (word) words.push(word);
      word = '';
    } else word += char;
  }
  if (word) words.push(word);
  return depth === 0 && words.length > 0 && !words.some((w) => w.startsWith('!')) ? words : null;
}

const BORDER_STYLES = /^(none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/i;
const BORDER_WIDTH = /^(thin|medium|thick|-?(\d*\.)?\d+[a-z%]*|calc\(.*\))$/i;
/** What a border shorthand sets a part it does not name to. */
const BORDER_INITIAL: Record<(typeof BORDER_PARTS)[number], string> = {
  Width: 'medium',
  Style: 'none',
  Color: 'currentcolor',
};

/**
 * A shorthand's value as the properties it stands for, each with its own value, or null when it
 * cannot be split exactly: `padding: '8px 16px'` is four sides, `border: '1px solid #ccc'` its width,
 * style and colour (a part it leaves out takes its initial value, as the shorthand did).
 */
export function splitShorthand(property: string, value: StyleValue): Piece[] | null {
  const words = wordsOf(value);
  if (!words) return null;
  const sides = /^(padding|margin)$/.exec(property) ?? /^border(Width|Style|Color)$/.exec(property);
  if (sides) {
    if (words.length > 4) return null;
    const [top, right = top, bottom = top, left = right] = words as [number | string, ...(number | string)[]];
    const name = (side: Side) =>
      property.startsWith('border') ? `border${side}${sides[1]}` : `${property}${side}`;
    return [top, right, bottom, left].map((word, i) => ({ property: name(SIDES[i] as Side), value: word }));
  }
  const border = /^border(Top|Right|Bottom|Left)?$/.exec(property);
  if (!border) return null;
  const found: Partial<Record<(typeof BORDER_PARTS)[number], number | string>> = {};
  for (const word of words) {
    const text = String(word);
    const part = BORDER_STYLES.test(text) ? 'Style' : BORDER_WIDTH.test(text) ? 'Width' : 'Color';
    if (found[part] !== undefined) return null;
    found[part] = word;
  }
  return BORDER_PARTS.map((part) => ({
    property: `border${border[1] ?? ''}${part}`,
    value: found[part] ?? BORDER_INITIAL[part],
  }));
}

/** `paddingTop` as CSS writes it (`padding-top`), for messages. */
export function cssName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A style key as React reads it: `'padding-top'` is `paddingTop`; custom properties are not ours. */
export function reactName(key: string): string | null {
  if (key.startsWith('--')) return null;
  return key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
