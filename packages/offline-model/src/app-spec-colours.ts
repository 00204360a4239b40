import type { AppSpec } from './app-spec';
import { COLOUR_NAMES, namedColour, normaliseHex, type Palette } from './colour';

/** The colours a prompt names ("dark green", "#0ea5e9", "orange as the accent") and the palette they make. */

const COLOUR_TOKEN = new RegExp(
  `(#[0-9a-f]{6}\\b|#[0-9a-f]{3}\\b)|\\b(?:(dark|deep|light|pale|pastel|bright)[\\s-]+)?(${COLOUR_NAMES.join('|')})\\b`,
  'gi',
);

export type FoundColour = { hex: string; index: number; text: string };

/** Every colour mentioned, in order, ignoring any inside `ignore` (a name like "Green Leaf Café"). */
export function findColours(text: string, ignore?: string | null): FoundColour[] {
  const found: FoundColour[] = [];
  const lowerIgnore = ignore?.toLowerCase();
  for (const match of text.matchAll(COLOUR_TOKEN)) {
    const token = match[0];
    if (lowerIgnore?.includes(token.toLowerCase())) continue;
    let hex: string | null = null;
    if (match[1]) hex = normaliseHex(match[1]);
    else if (match[3]) {
      const modifier = match[2]?.toLowerCase();
      const tone = modifier === undefined ? undefined : /dark|deep/.test(modifier) ? 'dark' : 'light';
      hex = namedColour(match[3], modifier === 'bright' ? undefined : tone);
    }
    if (hex) found.push({ hex, index: match.index ?? 0, text: token });
  }
  return found;
}

/** Primary and accent: "X as (the) accent", "accent X", else the first colour then the second. */
export function extractColours(
  text: string,
  ignore?: string | null,
): { primary: string | null; accent: string | null } {
  const found = findColours(text, ignore);
  const near = (colour: FoundColour, role: RegExp) => {
    const around = text.slice(Math.max(0, colour.index - 24), colour.index + colour.text.length + 24);
    return role.test(around.toLowerCase());
  };
  const accent = found.find((colour) => near(colour, /accent|highlight|secondary/)) ?? null;
  const primary =
    found.find((colour) => colour !== accent && near(colour, /primary|main|brand/)) ??
    found.find((colour) => colour !== accent) ??
    null;
  const secondAccent = accent ?? found.find((colour) => colour !== primary) ?? null;
  return { primary: primary?.hex ?? null, accent: secondAccent?.hex ?? null };
}

export function paletteFor(spec: Pick<AppSpec, 'colours'>, fallback: Palette): Palette {
  return {
    primary: spec.colours.primary ?? fallback.primary,
    accent: spec.colours.accent ?? (spec.colours.primary ? null : fallback.accent),
  };
}
