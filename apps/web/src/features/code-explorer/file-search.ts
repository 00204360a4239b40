import { baseName } from './file-tree';

/** The most results the Ctrl/Cmd+P list shows. */
export const MAX_SEARCH_RESULTS = 50;

const SEPARATORS = new Set(['/', '.', '-', '_', ' ']);

/** Whether `index` starts a word: after a separator, or a capital after a lower-case letter (camelCase). */
function isWordStart(path: string, index: number): boolean {
  if (index === 0) return true;
  const previous = path[index - 1] ?? '';
  const char = path[index] ?? '';
  if (SEPARATORS.has(previous)) return true;
  return (
    char !== char.toLowerCase() && previous === previous.toLowerCase() && previous !== previous.toUpperCase()
  );
}

/** The words of a path, lower-cased (`src/components/HeroCta.tsx` → src, components, hero, cta, tsx). */
function wordStarts(path: string): number[] {
  const starts: number[] = [];
  for (let index = 0; index < path.length; index += 1) {
    if (!SEPARATORS.has(path[index] ?? '') && isWordStart(path, index)) starts.push(index);
  }
  return starts;
}

/** Whether every character of `needle` appears in `haystack` in order. */
function isSubsequence(needle: string, haystack: string): boolean {
  let index = 0;
  for (const char of haystack) {
    if (char === needle[index]) index += 1;
    if (index === needle.length) return true;
  }
  return needle.length === 0;
}

/**
 * A fuzzy score in the manner of editors' quick-open (higher is better), or null when `query` does
 * not match: its characters in order, the first at the start of a word, each next one right after
 * the previous, at the start of a later word, or further on in the same word. Word starts and runs
 * score, gaps cost, the file's name counts more than its folders. "uibtn" matches `ui/button.tsx`;
 * "cta" matches `CallToAction.tsx` but not `contact.tsx`.
 */
export function fuzzyScore(path: string, query: string): number | null {
  const lower = path.toLowerCase();
  if (!isSubsequence(query, lower)) return null;
  const nameStart = path.lastIndexOf('/') + 1;
  const starts = path.split('').map((char, index) => !SEPARATORS.has(char) && isWordStart(path, index));
  // The word each character belongs to: equal ids mean no word starts between two characters.
  let word = 0;
  const wordOf = starts.map((isStart) => (isStart ? ++word : word));
  let previous: (number | null)[] = [];
  for (let q = 0; q < query.length; q += 1) {
    const current: (number | null)[] = new Array(path.length).fill(null);
    for (let j = 0; j < path.length; j += 1) {
      if (lower[j] !== query[q]) continue;
      const bonus = (starts[j] ? 10 : 1) + (j >= nameStart ? 2 : 0);
      if (q === 0) {
        current[j] = starts[j] ? bonus : null;
        continue;
      }
      let best: number | null = null;
      for (let k = 0; k < j; k += 1) {
        const score = previous[k];
        if (score === null || score === undefined) continue;
        const gap = j - k - 1;
        let candidate: number | null = null;
        if (gap === 0) candidate = score + bonus + 8;
        else if (starts[j]) candidate = score + bonus - Math.min(gap, 10);
        else if (wordOf[k] === wordOf[j]) candidate = score + bonus - gap;
        if (candidate !== null && (best === null || candidate > best)) best = candidate;
      }
      current[j] = best;
    }
    previous = current;
  }
  let result: number | null = null;
  for (const score of previous) if (score !== null && (result === null || score > result)) result = score;
  return query.length === 0 ? 0 : result;
}

/** Lower is better: how directly the path matches; null when it does not match at all. */
function tier(path: string, query: string): number | null {
  const name = baseName(path).toLowerCase();
  const full = path.toLowerCase();
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (wordStarts(path).some((start) => full.startsWith(query, start))) return 2;
  const nameScore = fuzzyScore(baseName(path), query);
  // A name containing the query, or whose word initials spell it (CallToAction for "cta").
  if (name.includes(query) || (nameScore !== null && nameScore >= query.length * 10)) return 3;
  if (full.includes(query)) return 4;
  if (fuzzyScore(path, query) !== null) return 5;
  return null;
}

/** The loose tier (fuzzy matches spread over a path) is listed only when nothing matches more directly. */
const LOOSE_TIER = 5;

/**
 * The Ctrl/Cmd+P file search (seed 002 §2), ranked as editors' quick-open does: the file's own name
 * (exact, then prefix), then a path segment or word starting with the query, then names containing
 * it or spelling it by initials, then paths containing it; fuzzy matches spread over the path only
 * when nothing matches more directly, best score first, so "cta" lists the CTA files, not every
 * path holding c…t…a. Ties keep the shorter, then alphabetical path. An empty query lists every file.
 */
export function searchFiles(
  paths: readonly string[],
  rawQuery: string,
  limit = MAX_SEARCH_RESULTS,
): string[] {
  const query = rawQuery.trim().toLowerCase().replace(/\s+/g, '');
  const ranked: { path: string; tier: number; score: number }[] = [];
  for (const path of paths) {
    const found = query ? tier(path, query) : 0;
    if (found === null) continue;
    ranked.push({ path, tier: found, score: found === LOOSE_TIER ? (fuzzyScore(path, query) ?? 0) : 0 });
  }
  const hasDirect = ranked.some((entry) => entry.tier < LOOSE_TIER);
  return ranked
    .filter((entry) => !hasDirect || entry.tier < LOOSE_TIER)
    .sort(
      (a, b) =>
        a.tier - b.tier || b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path),
    )
    .slice(0, limit)
    .map((entry) => entry.path);
}

/** The next highlighted row for the arrow keys, wrapping at both ends. */
export function moveSelection(index: number, delta: 1 | -1, count: number): number {
  if (count === 0) return 0;
  return (index + delta + count) % count;
}
