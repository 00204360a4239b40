import type { EditableStyleKey, EditableStyles } from '@kiln/contracts';
import { colourToRgb, lengthToPx, type TailwindTheme } from './theme';

/** A value the element editor sent that no class can express (a negative padding). */
export class StyleValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StyleValueError';
  }
}

/**
 * What one save does to an element's class list: every existing class that conflicts with one of
 * `replaces` (same property, same variants, as tailwind-merge decides) goes, then `add` is appended.
 */
export interface ClassEdit {
  add: string[];
  replaces: string[];
}

type Mapper = (value: string, theme: TailwindTheme) => ClassEdit;

/**
 * Seed 001 §3's editable properties as Tailwind v4 classes: the named class when one gives exactly
 * the value in this project's theme, an arbitrary value (`p-[13px]`, `text-[#1e40af]`) otherwise.
 * An empty value is the editor's "cleared" input, which puts back what the code says: no change.
 */
export function stylesToClassEdit(styles: EditableStyles, theme: TailwindTheme): ClassEdit {
  const edit: ClassEdit = { add: [], replaces: [] };
  for (const key of Object.keys(MAPPERS) as EditableStyleKey[]) {
    const value = styles[key]?.trim().replace(/\s+/g, ' ');
    if (!value) continue;
    const part = MAPPERS[key](value, theme);
    edit.add.push(...part.add.filter((c) => !edit.add.includes(c)));
    edit.replaces.push(...part.replaces);
  }
  return edit;
}

/** `[...]` content: Tailwind reads `_` as a space. */
function arbitrary(value: string): string {
  return `[${value.replace(/\s*,\s*/g, ',').replace(/ /g, '_')}]`;
}

function single(cls: string): ClassEdit {
  return { add: [cls], replaces: [cls] };
}

/** A spacing-scale suffix (`4`, `2.5`, `px`) for a length, or null when no step gives it exactly. */
function spacingStep(px: number, theme: TailwindTheme): string | null {
  if (px === 0) return '0';
  if (px === 1) return 'px';
  if (!theme.spacingPx) return null;
  const halves = (px / theme.spacingPx) * 2;
  // Tailwind accepts any quarter step, but a half step is the finest one people write.
  return Math.abs(halves - Math.round(halves)) < 1e-6 ? String(Math.round(halves) / 2) : null;
}

/** One length on the spacing scale: `p-4`, `-mt-2`, `w-px`, else `p-[13px]`. */
function spacingClass(prefix: string, value: string, theme: TailwindTheme, allowNegative: boolean): string {
  if (value === 'auto' && allowNegative) return `${prefix}-auto`;
  const px = lengthToPx(value);
  if (px !== null && px < 0 && !allowNegative) {
    throw new StyleValueError(`A negative value (${value}) is not allowed here`);
  }
  const step = px === null ? null : spacingStep(Math.abs(px), theme);
  if (step === null) return `${prefix}-${arbitrary(value)}`;
  return px !== null && px < 0 ? `-${prefix}-${step}` : `${prefix}-${step}`;
}

interface SidePrefixes {
  all: string;
  y: string;
  x: string;
  sides: [string, string, string, string];
}

/** A CSS shorthand (top right bottom left, 1 to 4 values) as the fewest side classes. */
function sidesMapper(prefixes: SidePrefixes, toClass: (prefix: string, value: string) => string): Mapper {
  return (value) => {
    const parts = value.split(' ');
    const [top = value, right = top, bottom = top, left = right] = parts.slice(0, 4);
    const add =
      top === right && top === bottom && top === left
        ? [toClass(prefixes.all, top)]
        : top === bottom && right === left
          ? [toClass(prefixes.y, top), toClass(prefixes.x, right)]
          : [top, right, bottom, left].map((side, i) => toClass(prefixes.sides[i] ?? prefixes.all, side));
    // All four sides were set, so every existing class of the property goes, single sides included.
    return { add, replaces: [...add, toClass(prefixes.all, '0')] };
  };
}

function spacingSides(prefix: 'p' | 'm'): Mapper {
  const prefixes: SidePrefixes = {
    all: prefix,
    y: `${prefix}y`,
    x: `${prefix}x`,
    sides: [`${prefix}t`, `${prefix}r`, `${prefix}b`, `${prefix}l`],
  };
  return (value, theme) =>
    sidesMapper(prefixes, (p, v) => spacingClass(p, v, theme, prefix === 'm'))(value, theme);
}

function spacingSide(prefix: string, allowNegative: boolean): Mapper {
  return (value, theme) => single(spacingClass(prefix, value, theme, allowNegative));
}

const FRACTIONS: Record<string, string> = {
  '100%': 'full',
  '50%': '1/2',
  '25%': '1/4',
  '75%': '3/4',
  '20%': '1/5',
  '40%': '2/5',
  '60%': '3/5',
  '80%': '4/5',
};
const SIZE_KEYWORDS: Record<string, string> = {
  auto: 'auto',
  'fit-content': 'fit',
  'min-content': 'min',
  'max-content': 'max',
};

function sizeMapper(prefix: 'w' | 'h'): Mapper {
  const screen = prefix === 'w' ? '100vw' : '100vh';
  return (value, theme) => {
    const named = value === screen ? 'screen' : (FRACTIONS[value] ?? SIZE_KEYWORDS[value]);
    return single(named ? `${prefix}-${named}` : spacingClass(prefix, value, theme, false));
  };
}

/** How close two sRGB bytes may be and still be the same colour (the canvas rounds). */
const COLOUR_TOLERANCE = 1;

function colourMapper(prefix: 'text' | 'bg' | 'border'): Mapper {
  return (value, theme) => {
    const lower = value.toLowerCase();
    if (lower === 'transparent') return single(`${prefix}-transparent`);
    if (lower === 'currentcolor') return single(`${prefix}-current`);
    // `#rrggbbff` is opaque; any other alpha keeps its exact value.
    const opaque = /^#[0-9a-f]{6}ff$/.test(lower) ? lower.slice(0, 7) : lower;
    const rgb = colourToRgb(opaque);
    const match = rgb && closestColour(rgb, theme);
    return single(match ? `${prefix}-${match}` : `${prefix}-${arbitrary(opaque)}`);
  };
}

function closestColour(rgb: readonly number[], theme: TailwindTheme): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const colour of theme.colours) {
    const distance = Math.max(...colour.rgb.map((channel, i) => Math.abs(channel - (rgb[i] ?? 0))));
    if (distance <= COLOUR_TOLERANCE && (!best || distance < best.distance)) {
      best = { name: colour.name, distance };
    }
  }
  return best?.name ?? null;
}

function tokenByPx(tokens: Map<string, number>, px: number | null): string | null {
  if (px === null) return null;
  for (const [name, value] of tokens) if (Math.abs(value - px) < 0.01) return name;
  return null;
}

const fontSize: Mapper = (value, theme) => {
  const name = tokenByPx(theme.fontSizes, lengthToPx(value));
  return single(name ? `text-${name}` : `text-${arbitrary(value)}`);
};

const WEIGHT_KEYWORDS: Record<string, number> = { normal: 400, bold: 700 };

const fontWeight: Mapper = (value, theme) => {
  const weight = WEIGHT_KEYWORDS[value] ?? (/^\d+$/.test(value) ? Number(value) : null);
  const name = [...theme.fontWeights].find(([, w]) => w === weight)?.[0];
  return single(name ? `font-${name}` : `font-${arbitrary(value)}`);
};

const FULL_RADIUS_PX = 9999;

const borderRadius: Mapper = (value, theme) => {
  const px = lengthToPx(value);
  if (px === 0) return single('rounded-none');
  if (px !== null && px >= FULL_RADIUS_PX) return single('rounded-full');
  const name = tokenByPx(theme.radii, px);
  return single(name ? `rounded-${name}` : `rounded-${arbitrary(value)}`);
};

const BORDER_WIDTHS: Record<string, string> = { '0': '-0', '1': '', '2': '-2', '4': '-4', '8': '-8' };

const borderWidth: Mapper = sidesMapper(
  { all: 'border', y: 'border-y', x: 'border-x', sides: ['border-t', 'border-r', 'border-b', 'border-l'] },
  (prefix, value) => {
    const px = lengthToPx(value);
    const suffix = px === null ? undefined : BORDER_WIDTHS[String(px)];
    return suffix === undefined ? `${prefix}-${arbitrary(value)}` : `${prefix}${suffix}`;
  },
);

/** Keyword properties: the value's class, or an arbitrary property for keywords Tailwind lacks. */
function keywordMapper(property: string, classes: Record<string, string>): Mapper {
  return (value) => {
    const cls = classes[value.toLowerCase()];
    return single(cls ?? `[${property}:${value.replace(/ /g, '_')}]`);
  };
}

const display = keywordMapper('display', {
  block: 'block',
  'inline-block': 'inline-block',
  inline: 'inline',
  flex: 'flex',
  'inline-flex': 'inline-flex',
  grid: 'grid',
  'inline-grid': 'inline-grid',
  contents: 'contents',
  'flow-root': 'flow-root',
  'list-item': 'list-item',
  table: 'table',
  none: 'hidden',
});
const flexDirection = keywordMapper('flex-direction', {
  row: 'flex-row',
  'row-reverse': 'flex-row-reverse',
  column: 'flex-col',
  'column-reverse': 'flex-col-reverse',
});
const justifyContent = keywordMapper('justify-content', {
  normal: 'justify-normal',
  start: 'justify-start',
  'flex-start': 'justify-start',
  end: 'justify-end',
  'flex-end': 'justify-end',
  center: 'justify-center',
  'space-between': 'justify-between',
  'space-around': 'justify-around',
  'space-evenly': 'justify-evenly',
  stretch: 'justify-stretch',
});
const alignItems = keywordMapper('align-items', {
  start: 'items-start',
  'flex-start': 'items-start',
  end: 'items-end',
  'flex-end': 'items-end',
  center: 'items-center',
  baseline: 'items-baseline',
  stretch: 'items-stretch',
});
const borderStyle = keywordMapper('border-style', {
  solid: 'border-solid',
  dashed: 'border-dashed',
  dotted: 'border-dotted',
  double: 'border-double',
  hidden: 'border-hidden',
  none: 'border-none',
});

/** `gap: row column`: one value for both, two for `gap-y` and `gap-x`. */
const gap: Mapper = (value, theme) => {
  const [row = value, column = row] = value.split(' ');
  const add =
    row === column
      ? [spacingClass('gap', row, theme, false)]
      : [spacingClass('gap-y', row, theme, false), spacingClass('gap-x', column, theme, false)];
  return { add, replaces: [...add, 'gap-0'] };
};

const MAPPERS: Record<EditableStyleKey, Mapper> = {
  width: sizeMapper('w'),
  height: sizeMapper('h'),
  margin: spacingSides('m'),
  padding: spacingSides('p'),
  marginTop: spacingSide('mt', true),
  marginRight: spacingSide('mr', true),
  marginBottom: spacingSide('mb', true),
  marginLeft: spacingSide('ml', true),
  paddingTop: spacingSide('pt', false),
  paddingRight: spacingSide('pr', false),
  paddingBottom: spacingSide('pb', false),
  paddingLeft: spacingSide('pl', false),
  backgroundColor: colourMapper('bg'),
  color: colourMapper('text'),
  borderColor: colourMapper('border'),
  borderWidth,
  borderRadius,
  borderStyle,
  fontSize,
  fontWeight,
  display,
  flexDirection,
  justifyContent,
  alignItems,
  gap,
};
