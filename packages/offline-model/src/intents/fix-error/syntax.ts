import { messageOf, type Problem } from '../error-parse';
import type { IntentContext } from '../types';
import type { Fix } from './fix';
import { knownFiles, similarity } from './known-files';

export function fixSyntax(
  context: IntentContext,
  problem: Extract<Problem, { kind: 'syntax' }>,
  sources: Map<string, string | null>,
): Fix | 'need' {
  const path = problem.file;
  if (!path)
    return {
      cannot: `The error is a syntax error (“${messageOf(problem.line)}”), but it doesn't say which file it is in.`,
    };
  const current = sources.get(path);
  if (current === undefined || current === null)
    return { cannot: `The syntax error is in \`${path}\`, which I couldn't read.` };
  const sets = knownFiles(context);
  if (sets.length === 0 && context.spec() === undefined) return 'need';
  let best: { content: string; score: number } | null = null;
  for (const set of sets) {
    const content = set.get(path);
    if (!content) continue;
    const score = similarity(current, content);
    if (!best || score > best.score) best = { content, score };
  }
  // Only a file that is still recognisably the one a recipe wrote is safe to rewrite whole.
  if (!best || best.score < 0.4) {
    return {
      cannot: `The syntax error is in \`${path}\`${problem.at ? ` at line ${problem.at}` : ''}: “${messageOf(problem.line)}”. I didn't generate that code (or it has changed a lot since), so I can't safely rewrite it. Look at that line for an unclosed tag, bracket or quote.`,
    };
  }
  context.view.write(path, best.content);
  return {
    summary: `\`${path}\` had a syntax error${problem.at ? ` at line ${problem.at}` : ''} (“${messageOf(problem.line)}”). I rewrote it from the version I originally generated, which builds cleanly; any hand edits to that file since are gone, so re-apply them if you need them.`,
    commit: `Repair the syntax of ${path.split('/').at(-1)}`,
  };
}
