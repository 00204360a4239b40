import { baseName } from './file-tree';

/** The most results the Ctrl/Cmd+P list shows. */
export const MAX_SEARCH_RESULTS = 50;

/** Whether every character of `needle` appears in `haystack` in order ("cmpbtn" finds "components/button"). */
function isSubsequence(needle: string, haystack: string): boolean {
  let index = 0;
  for (const char of haystack) {
    if (char === needle[index]) index += 1;
    if (index === needle.length) return true;
  }
  return needle.length === 0;
}

/** Lower is better; null when the path does not match at all. */
function rank(path: string, query: string): number | null {
  const name = baseName(path).toLowerCase();
  const full = path.toLowerCase();
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(query)) return 2;
  if (full.includes(query)) return 3;
  if (isSubsequence(query, full)) return 4;
  return null;
}

/**
 * The Ctrl/Cmd+P file search (seed 002 §2): file-name matches first, then path matches, then loose
 * in-order matches; ties keep the shorter, then alphabetical path. An empty query lists every file.
 */
export function searchFiles(
  paths: readonly string[],
  rawQuery: string,
  limit = MAX_SEARCH_RESULTS,
): string[] {
  const query = rawQuery.trim().toLowerCase().replace(/\s+/g, '');
  const ranked: { path: string; score: number }[] = [];
  for (const path of paths) {
    const score = query ? rank(path, query) : 0;
    if (score !== null) ranked.push({ path, score });
  }
  ranked.sort((a, b) => a.score - b.score || a.path.length - b.path.length || a.path.localeCompare(b.path));
  return ranked.slice(0, limit).map((entry) => entry.path);
}

/** The next highlighted row for the arrow keys, wrapping at both ends. */
export function moveSelection(index: number, delta: 1 | -1, count: number): number {
  if (count === 0) return 0;
  return (index + delta + count) % count;
}
