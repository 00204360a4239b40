/**
 * Seed 001 §5: how the element editor shows and writes style values. Spacing inputs are numeric text:
 * a computed value with a unit shows as its number (non-numeric characters stripped), px is appended
 * on change, and an empty input clears the property. Colours show as hex; transparent stays
 * 'transparent'.
 */

/** '16px' → '16', '-4.5px' → '-4.5', 'auto' or 'normal' → ''. */
export function toNumericInput(value: string | undefined): string {
  if (!value) return '';
  const first = value.trim().split(/\s+/)[0] ?? '';
  const stripped = first.replace(/[^0-9.-]/g, '');
  const number = Number.parseFloat(stripped);
  if (!Number.isFinite(number)) return '';
  return String(Math.round(number * 100) / 100);
}

/** What the user typed as a CSS length: '16' → '16px', '16px' → '16px', '' → '' (clears), junk → null. */
export function fromNumericInput(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  const stripped = trimmed.replace(/px$/i, '');
  if (!/^-?\d*\.?\d+$/.test(stripped)) return null;
  return `${Number.parseFloat(stripped)}px`;
}

export const TRANSPARENT = 'transparent';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function hexPair(channel: number): string {
  return Math.max(0, Math.min(255, Math.round(channel)))
    .toString(16)
    .padStart(2, '0');
}

/**
 * Any colour the preview reports, as the editor shows it: `#rrggbb` (`#rrggbbaa` when translucent),
 * or 'transparent' for fully transparent ones. Unknown forms come back unchanged.
 */
export function toColourInput(value: string | undefined): string {
  if (!value) return '';
  const colour = value.trim().toLowerCase();
  if (colour === TRANSPARENT) return TRANSPARENT;
  if (HEX.test(colour)) {
    const digits = colour.slice(1);
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    if (full.length === 8 && full.endsWith('00')) return TRANSPARENT;
    return `#${full.length === 8 && full.endsWith('ff') ? full.slice(0, 6) : full}`;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(colour);
  if (!rgb) return value;
  const [, r, g, b, a] = rgb;
  const alpha = a === undefined ? 1 : a.endsWith('%') ? Number.parseFloat(a) / 100 : Number.parseFloat(a);
  if (alpha === 0) return TRANSPARENT;
  const hex = `#${hexPair(Number(r))}${hexPair(Number(g))}${hexPair(Number(b))}`;
  return alpha >= 1 ? hex : `${hex}${hexPair(alpha * 255)}`;
}

/** What the user typed as a colour: a hex colour (normalised) or 'transparent'; anything else is null. */
export function fromColourInput(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (trimmed === TRANSPARENT) return TRANSPARENT;
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX.test(withHash) ? toColourInput(withHash) : null;
}

/** The `<input type="color">` value for a colour: it only takes `#rrggbb`. */
export function toSwatchValue(colour: string): string {
  return /^#[0-9a-f]{6}/i.test(colour) ? colour.slice(0, 7) : '#ffffff';
}
