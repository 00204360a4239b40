import type { AppSpec } from './app-spec';
import { COLOUR_NAMES, namedColour, normaliseHex, type Palette } from './colour';
import { promptLanguage } from './language';

/** The colours a prompt names ("dark green", "#0ea5e9", "orange as the accent") and the palette they make. */

const COLOUR_TOKEN = new RegExp(
  `(#[0-9a-f]{6}\\b|#[0-9a-f]{3}\\b)|\\b(?:(dark|deep|light|pale|pastel|bright)[\\s-]+)?(${COLOUR_NAMES.join('|')})\\b`,
  'gi',
);

export type FoundColour = { hex: string; index: number; text: string };

/**
 * Colour words of the prompt languages (language.ts), read only in a prompt written in one of them
 * ("en verde", "in Blau"): in an English prompt "Rosa" or "Nero" is more likely a name.
 */
const FOREIGN_COLOURS: Record<string, string> = {
  rojo: 'red',
  rouge: 'red',
  rot: 'red',
  vermelho: 'red',
  rosso: 'red',
  rosa: 'pink',
  morado: 'purple',
  violeta: 'violet',
  lila: 'lavender',
  roxo: 'purple',
  viola: 'violet',
  azul: 'blue',
  bleu: 'blue',
  blau: 'blue',
  blu: 'blue',
  marino: 'navy',
  marine: 'navy',
  turquesa: 'turquoise',
  türkis: 'turquoise',
  turchese: 'turquoise',
  verde: 'green',
  vert: 'green',
  grün: 'green',
  gruen: 'green',
  amarillo: 'yellow',
  jaune: 'yellow',
  gelb: 'yellow',
  amarelo: 'yellow',
  giallo: 'yellow',
  dorado: 'gold',
  doré: 'gold',
  dourado: 'gold',
  oro: 'gold',
  naranja: 'orange',
  laranja: 'orange',
  arancione: 'orange',
  marrón: 'brown',
  marron: 'brown',
  braun: 'brown',
  castanho: 'brown',
  marrone: 'brown',
  negro: 'black',
  noir: 'black',
  schwarz: 'black',
  preto: 'black',
  nero: 'black',
  gris: 'gray',
  grau: 'gray',
  cinza: 'gray',
  grigio: 'gray',
};
const FOREIGN_TOKEN = new RegExp(
  `(?<![\\p{L}])(${Object.keys(FOREIGN_COLOURS).join('|')})(?![\\p{L}])`,
  'giu',
);

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
  if (promptLanguage(text)) {
    for (const match of text.matchAll(FOREIGN_TOKEN)) {
      const token = match[0];
      if (lowerIgnore?.includes(token.toLowerCase())) continue;
      const hex = namedColour(FOREIGN_COLOURS[token.toLowerCase()] ?? '');
      if (hex) found.push({ hex, index: match.index ?? 0, text: token });
    }
    found.sort((a, b) => a.index - b.index);
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
