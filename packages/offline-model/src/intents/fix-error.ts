import { looksLikeFixRequest, type Problem, parseProblems } from './error-parse';
import { fixEffectReturn } from './fix-error/effect-return';
import type { Fix } from './fix-error/fix';
import { fixMissingExport } from './fix-error/missing-export';
import { fixSyntax } from './fix-error/syntax';
import { fixUndefinedName } from './fix-error/undefined-name';
import { fixUnresolved } from './fix-error/unresolved';
import { sourceFiles } from './project';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

/** 'Fix this error, think step by step.' with the ❌❌❌ marker and the error text. */
export const fixErrorIntent: Intent = {
  id: 'fix-error',
  recognise(text) {
    if (!looksLikeFixRequest(text)) return null;
    const problems = parseProblems(text);
    return {
      id: 'fix-error',
      label:
        problems.length === 1
          ? 'fix the error'
          : problems.length > 1
            ? `fix ${problems.length} errors`
            : 'fix the error',
      plan(context) {
        if (problems.length === 0) return unrecognised(text);
        const files = context.view.list();
        if (!files) return NEED;
        const sources = context.view.getAll([...sourceFiles(files), 'index.html']);
        if (!sources) return NEED;
        const fixes = problems.map((problem) => fixProblem(context, problem, sources));
        if (fixes.some((fix) => fix === 'need')) return NEED;
        const done = fixes.flatMap((fix) => (fix !== 'need' && 'summary' in fix ? [fix] : []));
        const refused = fixes.flatMap((fix) => (fix !== 'need' && 'cannot' in fix ? [fix.cannot] : []));
        if (done.length === 0) return { status: 'cannot', reply: `${refused.join('\n\n')}\n\n${REAL_MODEL}` };
        return {
          status: 'done',
          summary: [...done.map((fix) => fix.summary), ...refused].join('\n\n'),
          commit: done
            .map((fix) => fix.commit)
            .join('; ')
            .slice(0, 100),
        };
      },
    };
  },
};

const REAL_MODEL =
  'A real model can debug errors like this: set ANTHROPIC_API_KEY, OPENAI_API_KEY, or OPENAI_BASE_URL + KILN_MODEL, then restart Kiln.';

function unrecognised(text: string): IntentOutcome {
  const firstLine =
    text
      .replace(/❌+/g, '')
      .replace(/^\s*fix this error,? think step by step\.?/i, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? 'the error';
  return {
    status: 'cannot',
    reply: `I read the error (“${firstLine.slice(0, 160)}”) but it isn't one I know how to repair offline, so I haven't changed anything. I can fix missing files and imports, missing npm packages, missing exports, missing imports of components, hooks and icons, effects that return a value, and syntax errors in files I generated.\n\n${REAL_MODEL}`,
  };
}

function fixProblem(
  context: IntentContext,
  problem: Problem,
  sources: Map<string, string | null>,
): Fix | 'need' {
  switch (problem.kind) {
    case 'unresolved':
      return fixUnresolved(context.view, problem, sources);
    case 'missing-export':
      return fixMissingExport(context.view, problem, sources);
    case 'undefined-name':
      return fixUndefinedName(context.view, problem, sources);
    case 'syntax':
      return fixSyntax(context, problem, sources);
    case 'effect-return':
      return fixEffectReturn(context.view, sources);
  }
}
