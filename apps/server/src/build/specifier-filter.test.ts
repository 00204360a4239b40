import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BARE_SPECIFIER, bareSpecifierFilter } from './specifier-filter';

/** What the filter must match: a bare specifier that is not exactly one of the set. */
const expected = (known: ReadonlySet<string>, specifier: string) =>
  BARE_SPECIFIER.test(specifier) && !known.has(specifier);

const SETS: string[][] = [
  ['react'],
  ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'],
  ['clsx', 'class-variance-authority', 'c'],
  ['@radix-ui/react-dialog', '@radix-ui/react-dialog/extra', '@tanstack/react-query', '@a'],
  ['@', '@/x', './local', '../up', '/abs', '.hidden', 'with:colon', 'q?x'],
  // Characters that mean something in a regex, or in a character class.
  ['a+b', 'a.b', 'x$y', '(p)', 'a[b]c', 'a\\b', 'a^b', 'a|b', 'a*', 'a{1}', 'a-b', '-', '_', '~x', '!'],
];

/** Prefixes, extensions and neighbours of the set's specifiers, and the usual suspects. */
function candidates(known: readonly string[]): string[] {
  const found = new Set(['', '@', '@/', '@/x', '.', './x', '/x', 'x', 'r', 'react', 'react-dom', '@a/b']);
  const tails = ['', '/', '-', 'x', '/x', '.js', ':', '?', '@', '/@', 'a', '\\', ']', '^'];
  for (const specifier of known) {
    for (let end = 0; end <= specifier.length; end += 1) {
      const prefix = specifier.slice(0, end);
      for (const tail of tails) found.add(prefix + tail);
      // The same with one character changed.
      if (end < specifier.length) {
        for (const other of ['a', '-', '/', '@', '.', ':', 'z']) {
          found.add(prefix + other + specifier.slice(end + 1));
        }
      }
    }
  }
  return [...found];
}

/** A fixed pseudo-random sequence (mulberry32): the same strings on every run. */
function randomStrings(count: number, alphabet: string, seed: number): string[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 9);
    return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  });
}

describe('bareSpecifierFilter', () => {
  it('is the plain bare-specifier filter for an empty set, or a set of nothing bare', () => {
    expect(bareSpecifierFilter([])).toBe(BARE_SPECIFIER);
    expect(bareSpecifierFilter(['./x', '@/y', '/z', '.w', ''])).toBe(BARE_SPECIFIER);
  });

  it('tells a package from its prefixes, its extensions and its subpaths', () => {
    const filter = bareSpecifierFilter(['react', 'react/jsx-runtime', '@scope/pkg']);
    for (const known of ['react', 'react/jsx-runtime', '@scope/pkg']) expect(filter.test(known)).toBe(false);
    for (const other of [
      'reac',
      'r',
      'react-dom',
      'react/',
      'react/jsx',
      'react/jsx-runtime/x',
      'react/jsx-dev-runtime',
      'reactx',
      '@scope/pk',
      '@scope/pkg/sub',
      '@scope/pkg-two',
      '@scope',
      '@scop/pkg',
      'clsx',
    ]) {
      expect(filter.test(other), other).toBe(true);
    }
    for (const notBare of ['@/components/x', './react', '../react', '/react', 'react?raw', 'data:x', '@']) {
      expect(filter.test(notBare), notBare).toBe(false);
    }
  });

  it.each(SETS.map((set) => [set.join(' '), set] as const))(
    'matches exactly the complement of {%s}',
    (_, set) => {
      const filter = bareSpecifierFilter(set);
      const known = new Set(set);
      const strings = [
        ...candidates(set),
        ...randomStrings(3_000, 'rea-ct/@.:?x\\$[]()+*|^_', set.length),
        ...randomStrings(2_000, set.join(''), set.length + 1),
      ];
      const wrong = strings.filter((specifier) => filter.test(specifier) !== expected(known, specifier));
      expect(wrong).toEqual([]);
    },
  );

  it('refuses non-ASCII specifiers rather than writing them into a pattern', () => {
    expect(() => bareSpecifierFilter(['paquet-été'])).toThrow(RangeError);
  });

  it('is read by esbuild (Go) exactly as by JavaScript', async () => {
    const set = SETS.flat();
    const known = new Set(set);
    const filter = bareSpecifierFilter(set);
    const specifiers = candidates(set).filter((specifier) => specifier !== '' && !/[\\\n]/.test(specifier));
    const matched: string[] = [];
    await build({
      stdin: { contents: specifiers.map((specifier) => `import ${JSON.stringify(specifier)};`).join('\n') },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'filter-under-test',
          setup(esbuild) {
            esbuild.onResolve({ filter }, (args) => {
              matched.push(args.path);
              return { path: args.path, external: true };
            });
            esbuild.onResolve({ filter: /.*/ }, (args) => ({ path: args.path, external: true }));
          },
        },
      ],
    });
    expect(matched.sort()).toEqual(specifiers.filter((specifier) => expected(known, specifier)).sort());
  });
});
