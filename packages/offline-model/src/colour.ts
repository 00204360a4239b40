/**
 * Colours as users say them ("blue", "dark green", "#0ea5e9") and the theme tokens they become.
 * Tokens are written in oklch like the template's, so lightness can be reasoned about: a foreground
 * must stay readable on its primary, and dark mode needs a lighter primary than light mode.
 */

/** Tailwind's 600 shades, so a named colour looks like the designed palette, not CSS's raw keywords. */
const NAMED_COLOURS: Record<string, string> = {
  red: '#dc2626',
  crimson: '#be123c',
  rose: '#e11d48',
  pink: '#db2777',
  magenta: '#c026d3',
  fuchsia: '#c026d3',
  purple: '#9333ea',
  violet: '#7c3aed',
  lavender: '#8b5cf6',
  indigo: '#4f46e5',
  blue: '#2563eb',
  navy: '#1e3a8a',
  sky: '#0284c7',
  cyan: '#0891b2',
  turquoise: '#0d9488',
  teal: '#0d9488',
  mint: '#10b981',
  emerald: '#059669',
  green: '#16a34a',
  forest: '#166534',
  olive: '#4d7c0f',
  lime: '#65a30d',
  yellow: '#ca8a04',
  gold: '#b45309',
  amber: '#d97706',
  orange: '#ea580c',
  peach: '#fb923c',
  coral: '#f0624d',
  terracotta: '#c2410c',
  brown: '#92400e',
  chocolate: '#78350f',
  burgundy: '#881337',
  maroon: '#9f1239',
  black: '#18181b',
  charcoal: '#27272a',
  gray: '#4b5563',
  grey: '#4b5563',
  slate: '#475569',
};

export const COLOUR_NAMES: readonly string[] = Object.keys(NAMED_COLOURS);

export type Oklch = { l: number; c: number; h: number };

/** `#abc` or `#aabbcc`, lower-cased and expanded; null when it is not a hex colour. */
export function normaliseHex(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
}

/** A colour word with an optional "dark"/"light" modifier, as a hex value. */
export function namedColour(name: string, modifier?: 'dark' | 'light'): string | null {
  const hex = NAMED_COLOURS[name.toLowerCase()];
  if (!hex) return null;
  if (!modifier) return hex;
  const colour = hexToOklch(hex);
  const l = modifier === 'dark' ? Math.max(0.28, colour.l - 0.14) : Math.min(0.82, colour.l + 0.14);
  return oklchToHex({ ...colour, l });
}

function toLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function fromLinear(channel: number): number {
  const value = channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055;
  return Math.min(1, Math.max(0, value));
}

/** sRGB hex to OKLCH (Björn Ottosson's OKLab matrices). */
export function hexToOklch(hex: string): Oklch {
  const normal = normaliseHex(hex) ?? '#000000';
  const [r, g, b] = [1, 3, 5].map((start) =>
    toLinear(Number.parseInt(normal.slice(start, start + 2), 16) / 255),
  ) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.sqrt(A * A + B * B);
  const h = c < 0.0001 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

export function oklchToHex({ l: L, c, h }: Oklch): string {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${rgb
    .map((channel) =>
      Math.round(fromLinear(channel) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function formatOklch({ l, c, h }: Oklch, alpha?: number): string {
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  const base = `${round(l, 3)} ${round(c, 3)} ${round(h, 1)}`;
  return alpha === undefined ? `oklch(${base})` : `oklch(${base} / ${alpha}%)`;
}

/** The HSL hue of a colour, for SVG artwork (SVG attributes take `hsl()` everywhere). */
export function hexHue(hex: string): number {
  return Math.round(hexToOklch(hex).h);
}

export type Palette = {
  /** The brand colour: buttons, links, focus rings. */
  primary: string;
  /** A second colour for highlights; the primary's hue when the user gave only one. */
  accent: string | null;
};

export type ThemeTokens = {
  light: Record<string, string>;
  dark: Record<string, string>;
};

/**
 * The tokens a palette decides. The primary is kept exactly as given in light mode (a user who
 * typed `#0ea5e9` finds it in the code); everything else is derived so that contrast holds.
 */
export function paletteTokens(palette: Palette): ThemeTokens {
  const primary = hexToOklch(palette.primary);
  const accent = hexToOklch(palette.accent ?? palette.primary);
  const isLightPrimary = primary.l > 0.72;
  const darkPrimary = { ...primary, l: Math.min(0.86, Math.max(primary.l, 0.72)) };
  const accentChroma = Math.min(Math.max(accent.c * 0.3, 0.015), 0.05);
  return {
    light: {
      '--primary': palette.primary,
      '--primary-foreground': isLightPrimary
        ? formatOklch({ l: 0.22, c: Math.min(primary.c, 0.05), h: primary.h })
        : formatOklch({ l: 0.985, c: 0.005, h: primary.h }),
      '--accent': formatOklch({ l: 0.955, c: accentChroma, h: accent.h }),
      '--accent-foreground': formatOklch({ l: 0.38, c: Math.min(accent.c, 0.14), h: accent.h }),
      '--ring': formatOklch({ l: Math.min(0.7, Math.max(primary.l, 0.55)), c: primary.c, h: primary.h }),
    },
    dark: {
      '--primary': formatOklch(darkPrimary),
      '--primary-foreground': formatOklch({ l: 0.2, c: Math.min(primary.c, 0.04), h: primary.h }),
      '--accent': formatOklch({ l: 0.3, c: Math.min(accent.c * 0.4, 0.07), h: accent.h }),
      '--accent-foreground': formatOklch({ l: 0.94, c: Math.min(accent.c * 0.3, 0.05), h: accent.h }),
      '--ring': formatOklch({ ...darkPrimary, l: Math.min(0.78, darkPrimary.l) }),
    },
  };
}
