import { twMerge } from 'tailwind-merge';

/**
 * Whether `existing` sets the same property as one of `probes`, under the same variants: tailwind-merge
 * drops a class exactly when a later one overrides it (`px-2` before `p-4`, but not `md:p-2`).
 */
export function conflicts(existing: string, probes: readonly string[]): boolean {
  return probes.some((probe) => !twMerge(`${existing} ${probe}`).split(' ').includes(existing));
}

export interface StaticPiece {
  /** The piece's text, e.g. a string literal's value or one quasi of a template literal. */
  text: string;
  /** A class touching this edge is glued to an expression (`text-${tone}`), so it is not static. */
  gluedStart?: boolean;
  gluedEnd?: boolean;
}

/**
 * Removes the classes that conflict with `probes` from a piece of a class list, keeping the rest as
 * written (its own spacing and line breaks) and any class in `keep` (the ones being set, so an
 * unchanged value stays where it is). Returns the new text and how many classes went.
 */
export function removeConflicts(
  piece: StaticPiece,
  probes: readonly string[],
  keep: readonly string[] = [],
): { text: string; removed: number } {
  const segments = piece.text.match(/\s+|\S+/g) ?? [];
  const last = segments.length - 1;
  const drop = segments.map((segment, index) => {
    if (/^\s/.test(segment)) return false;
    if ((index === 0 && piece.gluedStart) || (index === last && piece.gluedEnd)) return false;
    return !keep.includes(segment) && conflicts(segment, probes);
  });
  let removed = 0;
  const kept: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as string;
    if (!drop[index]) {
      kept.push(segment);
      continue;
    }
    removed += 1;
    // A removed class takes one neighbouring space with it: the one before it, unless that one
    // separates the piece from a `${...}` and there is one after to take instead.
    const before = kept.at(-1);
    const hasBefore = before !== undefined && /^\s/.test(before);
    const hasAfter = /^\s/.test(segments[index + 1] ?? '');
    const beforeIsGlue = hasBefore && kept.length === 1 && piece.gluedStart === true;
    if (hasAfter && (!hasBefore || beforeIsGlue)) index += 1;
    else if (hasBefore) kept.pop();
  }
  return { text: kept.join(''), removed };
}

/**
 * Appends classes to a piece, before its trailing whitespace, with a space only where one is needed
 * (never gluing a class to a neighbouring `${...}`).
 */
export function appendClasses(piece: StaticPiece, classes: readonly string[]): string {
  if (classes.length === 0) return piece.text;
  const trailing = /\s*$/.exec(piece.text)?.[0] ?? '';
  const body = piece.text.slice(0, piece.text.length - trailing.length);
  const before = body.length > 0 || piece.gluedStart ? ' ' : '';
  const after = trailing === '' && piece.gluedEnd ? ' ' : trailing;
  return `${body}${before}${classes.join(' ')}${after}`;
}

/** The classes of a static piece, for checking which of the new ones are already there. */
export function classesOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
