/**
 * Turning a JSX `<img … />` into a `<video … />` for the asset editor's apply (seed 001 §4.5: a video
 * uploaded for a picked picture takes its place). Layout attributes stay as written; what only a
 * picture has goes (its alt text becomes the video's `aria-label`, so type checking still passes), and
 * the video plays the way a picture shows: at once, muted, looped and inline.
 */

type Attribute = {
  /** Null for a spread (`{...props}`). */
  name: string | null;
  /** From the whitespace before it to its end. */
  start: number;
  end: number;
  /** The value as written (`"…"`, `'…'` or `{…}`), null for a bare attribute or a spread. */
  value: string | null;
};

/** Attributes React types allow on an `<img>` and not on a `<video>`. */
const IMAGE_ONLY = new Set([
  'alt',
  'decoding',
  'fetchPriority',
  'loading',
  'referrerPolicy',
  'sizes',
  'srcSet',
  'useMap',
]);
const PLAYBACK = ['autoPlay', 'muted', 'loop', 'playsInline'];

/** The index just past the `}` matching the `{` at `open`, skipping strings and template literals. */
function expressionEnd(source: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i += 1) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The attributes of a self-closing opening tag and where its closing `/>` starts; null if unreadable. */
function readTag(opening: string, tag: string): { attributes: Attribute[]; close: number } | null {
  const head = new RegExp(`^<${tag}(?=[\\s/])`).exec(opening);
  if (!head) return null;
  const attributes: Attribute[] = [];
  let i = head[0].length;
  for (;;) {
    const start = i;
    while (/\s/.test(opening[i] ?? '')) i += 1;
    if (opening.startsWith('/>', i))
      return /^\s*$/.test(opening.slice(i + 2)) ? { attributes, close: start } : null;
    if (i === start) return null;
    if (opening[i] === '{') {
      const end = expressionEnd(opening, i);
      if (end < 0) return null;
      attributes.push({ name: null, start, end, value: null });
      i = end;
      continue;
    }
    const name = /^[A-Za-z_$][\w$:.-]*/.exec(opening.slice(i))?.[0];
    if (!name) return null;
    i += name.length;
    if (opening[i] !== '=') {
      attributes.push({ name, start, end: i, value: null });
      continue;
    }
    const from = i + 1;
    const quote = opening[from];
    const end =
      quote === '"' || quote === "'"
        ? opening.indexOf(quote, from + 1) + 1
        : quote === '{'
          ? expressionEnd(opening, from)
          : -1;
    if (end <= 0) return null;
    attributes.push({ name, start, end, value: opening.slice(from, end) });
    i = end;
  }
}

export type VideoTag = { tag: string } | { problem: 'unreadable' | 'src-from-data' };

/**
 * The `<video>` taking the place of the self-closing `<img>` in `opening`, playing `newSrc`. A picture
 * whose `src` is an expression (drawn from a list's data) is refused: every item shares the tag.
 */
export function imageToVideo(opening: string, newSrc: string): VideoTag {
  const read = readTag(opening, 'img');
  if (!read) return { problem: 'unreadable' };
  const { attributes, close } = read;
  const src = attributes.find((a) => a.name === 'src');
  if (!src?.value) return { problem: 'unreadable' };
  if (src.value.startsWith('{')) return { problem: 'src-from-data' };
  const hasLabel = attributes.some((a) => a.name === 'aria-label');
  const parts: string[] = ['<video'];
  for (const attribute of attributes) {
    const text = opening.slice(attribute.start, attribute.end);
    const space = text.slice(0, text.length - text.trimStart().length);
    if (attribute.name === 'src') parts.push(`${space}src="${newSrc}"`);
    else if (attribute.name === 'alt') {
      const isDecorative =
        attribute.value === null || /^(?:""|''|\{\s*(?:""|'')\s*\})$/.test(attribute.value);
      if (!isDecorative && !hasLabel) parts.push(`${space}aria-label=${attribute.value}`);
    } else if (!attribute.name || !IMAGE_ONLY.has(attribute.name)) parts.push(text);
  }
  const last = attributes.at(-1);
  const lastText = last ? opening.slice(last.start, last.end) : ' ';
  const space = lastText.slice(0, lastText.length - lastText.trimStart().length) || ' ';
  for (const name of PLAYBACK) if (!attributes.some((a) => a.name === name)) parts.push(`${space}${name}`);
  parts.push(opening.slice(close));
  return { tag: parts.join('') };
}
