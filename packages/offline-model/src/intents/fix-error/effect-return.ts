import type { FileView } from '../../file-view';
import type { Fix } from './fix';

/** `useEffect(() => expression, [deps]);` on one line: the effect returns the expression's value. */
const EXPRESSION_EFFECT = /^([ \t]*)(useEffect|useLayoutEffect)\(\(\) => (?!\{)(.+), (\[[^\]\n]*\])\);$/gm;

/**
 * React calls what an effect returns when it cleans up, so an effect may return a function or
 * nothing. `useEffect(() => window.scrollTo(0, 0), [pathname])` returns scrollTo's value — a promise
 * in current browsers — and the app crashes on the next navigation ("destroy is not a function").
 * Every such one-line effect gets a block body.
 */
export function fixEffectReturn(view: FileView, sources: Map<string, string | null>): Fix {
  const changed: string[] = [];
  for (const [path, source] of sources) {
    if (!source || !/\.[jt]sx?$/.test(path)) continue;
    const next = source.replace(
      EXPRESSION_EFFECT,
      (_match, indent: string, hook: string, body: string, deps: string) =>
        `${indent}${hook}(() => {\n${indent}  ${body};\n${indent}}, ${deps});`,
    );
    if (next === source) continue;
    view.write(path, next);
    changed.push(path);
  }
  if (changed.length === 0) {
    return {
      cannot:
        'React says an effect returned something other than a clean-up function, but I found no effect written as one expression (`useEffect(() => value, [...])`) to change.',
    };
  }
  return {
    summary: `An effect returned a value, and React only accepts a clean-up function there (\`window.scrollTo\` even returns a promise in current browsers). The effect in ${changed.map((path) => `\`${path}\``).join(', ')} now has a block body and returns nothing.`,
    commit: 'Make effects return nothing',
  };
}
