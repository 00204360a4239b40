/**
 * Bare package specifiers (`react`, `@radix-ui/react-dialog`, `lodash/debounce`), but not Vite's
 * `@/` alias, nor paths with a query or a namespace. An esbuild plugin filter: Go's RE2 syntax.
 */
export const BARE_SPECIFIER = /^(?:[^./@]|@[^/:?])[^:?]*$/;

/** Where a prefix of a specifier leaves BARE_SPECIFIER: at the start, after a leading `@`, or past both. */
type State = 'start' | 'scope' | 'body';
type Trie = { isEnd: boolean; children: Map<string, Trie> };

/** What each state refuses, and the regex for any rest of a bare specifier from there. */
const REFUSED: Record<State, string> = { start: './@', scope: '/:?', body: ':?' };
const BODY_TAIL = '[^:?]*';

/**
 * BARE_SPECIFIER without the given specifiers: it matches every bare specifier except exactly those.
 * esbuild asks a plugin before it applies its own `alias` option, so a package handed to esbuild as
 * an alias still costs a round trip per import unless the plugin's filter leaves it out — and RE2
 * has no look-ahead to say "but not these". The complement of a finite set is regular all the same:
 * this walks a trie of the set, and at each node accepts ending there (when the node is not a
 * specifier of the set), any character leading off the trie followed by any rest, or a child's own
 * complement.
 *
 * Specifiers must be ASCII (the builder aliases only those): every character but letters, digits
 * and `_` is written as `\xHH`, which JavaScript and Go read alike, so no specifier can inject
 * syntax. Specifiers that are not bare are ignored: the filter never matched them.
 */
export function bareSpecifierFilter(except: Iterable<string>): RegExp {
  const root: Trie = { isEnd: false, children: new Map() };
  for (const specifier of except) {
    if (!BARE_SPECIFIER.test(specifier)) continue;
    if ([...specifier].some((char) => char.charCodeAt(0) > 0x7f)) {
      throw new RangeError(
        `Only ASCII specifiers can be left out of a filter, got ${JSON.stringify(specifier)}`,
      );
    }
    let node = root;
    for (const char of specifier) {
      let child = node.children.get(char);
      if (!child) {
        child = { isEnd: false, children: new Map() };
        node.children.set(char, child);
      }
      node = child;
    }
    node.isEnd = true;
  }
  if (root.children.size === 0) return BARE_SPECIFIER;
  return new RegExp(`^(?:${complement(root, 'start')})$`);
}

function complement(node: Trie, state: State): string {
  const chars = [...node.children.keys()].sort();
  const branches: string[] = [];
  // Ending here is a different, shorter specifier than the set's (only past the start and scope).
  if (state === 'body' && !node.isEnd) branches.push('');
  const own = chars.filter((char) => !REFUSED[state].includes(char)).join('');
  branches.push(`[^${escapeAll(REFUSED[state] + own)}]${BODY_TAIL}`);
  if (state === 'start' && !node.children.has('@')) {
    branches.push(`${escapeChar('@')}[^${escapeAll(REFUSED.scope)}]${BODY_TAIL}`);
  }
  for (const char of chars) {
    const child = node.children.get(char) as Trie;
    branches.push(`${escapeChar(char)}(?:${complement(child, next(state, char))})`);
  }
  return branches.join('|');
}

function next(state: State, char: string): State {
  return state === 'start' && char === '@' ? 'scope' : 'body';
}

function escapeAll(chars: string): string {
  return [...chars].map(escapeChar).join('');
}

function escapeChar(char: string): string {
  return /\w/.test(char) ? char : `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
}
