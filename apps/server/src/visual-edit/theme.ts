import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Tailwind tokens a visual edit may name: a value becomes a named class (`p-4`, `text-blue-600`,
 * `rounded-2xl`) only when that class gives exactly this value in this project, so the defaults come
 * from the installed Tailwind's own `theme.css` and any token the project's CSS redefines to something
 * not statically known (`--radius-lg: var(--radius)`) is dropped rather than guessed.
 */
export interface TailwindTheme {
  /** px per spacing step (`p-1`), null when the project's `--spacing` cannot be resolved. */
  spacingPx: number | null;
  /** Named colours (`blue-600`, `white`) by their sRGB bytes. */
  colours: { name: string; rgb: readonly [number, number, number] }[];
  /** Token name → px, for `text-*` sizes and `rounded-*` radii. */
  fontSizes: Map<string, number>;
  radii: Map<string, number>;
  /** Token name → numeric weight. */
  fontWeights: Map<string, number>;
}

const ROOT_FONT_PX = 16;
const TOKEN = /--(color|text|radius|font-weight)-([a-z0-9-]+?)\s*:\s*([^;{}]+);/g;
const SPACING = /--spacing\s*:\s*([^;{}]+);/g;

/** Lengths as px; null for anything else (calc, var, percentages). */
export function lengthToPx(value: string): number | null {
  const match = /^(-?\d*\.?\d+)(px|rem)?$/.exec(value.trim());
  if (!match) return null;
  const number = Number(match[1]);
  if (match[2] === 'rem') return number * ROOT_FONT_PX;
  return match[2] === 'px' || number === 0 ? number : null;
}

/** `#rgb`, `#rrggbb`, or Tailwind's `oklch(L% C h)` as sRGB bytes; null for anything else. */
export function colourToRgb(value: string): [number, number, number] | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(text);
  if (!oklch) return null;
  const lightness = Number(oklch[1]) / (oklch[2] ? 100 : 1);
  return oklchToRgb(lightness, Number(oklch[3]), Number(oklch[4]));
}

/** CSS Color 4's OKLCH → sRGB, clipped per channel the way a canvas reads it back. */
function oklchToRgb(l: number, c: number, hueDegrees: number): [number, number, number] {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = c * Math.cos(hue);
  const b = c * Math.sin(hue);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
  return linear.map((x) => {
    const clipped = Math.min(1, Math.max(0, x));
    const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
    return Math.round(encoded * 255);
  }) as [number, number, number];
}

function readDefaults(): string {
  return readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
}

let defaults: string | null = null;

/**
 * The theme for a project whose entry CSS is `projectCss` (its `src/index.css`; empty when it has
 * none). Declarations later in the text win, as in CSS, so the project's override the defaults.
 */
export function loadTheme(projectCss: string): TailwindTheme {
  defaults ??= readDefaults();
  const css = `${defaults}\n${stripComments(projectCss)}`;
  const tokens = new Map<string, string>();
  for (const [, namespace, name, value] of css.matchAll(TOKEN)) {
    // `--text-xs--line-height` and friends belong to another property.
    if (name && !name.endsWith('-') && !name.includes('--')) tokens.set(`${namespace}:${name}`, value ?? '');
  }
  const spacing = [...css.matchAll(SPACING)].at(-1)?.[1] ?? '';
  const theme: TailwindTheme = {
    spacingPx: lengthToPx(spacing),
    colours: [],
    fontSizes: new Map(),
    radii: new Map(),
    fontWeights: new Map(),
  };
  for (const [key, value] of tokens) {
    const [namespace, name = ''] = key.split(':');
    if (namespace === 'color') {
      const rgb = colourToRgb(value);
      if (rgb) theme.colours.push({ name, rgb });
    } else if (namespace === 'text' || namespace === 'radius') {
      const px = lengthToPx(value);
      if (px !== null) (namespace === 'text' ? theme.fontSizes : theme.radii).set(name, px);
    } else if (/^\d+$/.test(value.trim())) {
      theme.fontWeights.set(name, Number(value));
    }
  }
  return theme;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}
