/**
 * Build and runtime errors as Kiln reports them (esbuild, TypeScript, the browser), read out of a
 * "Fix this error" message. Each known shape becomes a structured problem the fixer can act on.
 */

export type ProblemKind = 'unresolved' | 'missing-export' | 'syntax' | 'undefined-name' | 'effect-return';

export type Problem =
  | { kind: 'unresolved'; specifier: string; file: string | null; line: string }
  | {
      kind: 'missing-export';
      name: string;
      module: string;
      suggestion: string | null;
      file: string | null;
      line: string;
    }
  | { kind: 'syntax'; file: string | null; at: number | null; line: string }
  | { kind: 'undefined-name'; name: string; file: string | null; line: string }
  /** React: an effect returned something other than a clean-up function. */
  | { kind: 'effect-return'; line: string };

export const ERROR_MARKER = '❌❌❌';

export function looksLikeFixRequest(text: string): boolean {
  return (
    text.includes(ERROR_MARKER) ||
    /^\s*fix this error/i.test(text) ||
    (/\b(?:error|errors|failed|fails|broken|crash(?:es|ed)?|exception)\b/i.test(text) &&
      parseProblems(text).length > 0)
  );
}

const FILE =
  /((?:src|public)\/[^\s:"'()[\],]+\.(?:tsx|ts|jsx|js|css)|index\.html)(?:[:(](\d+)(?:[:,](\d+))?\)?)?/;

const SYNTAX =
  /\b(?:Expected "[^"]+" but found|Expected ".+?" but found|Unexpected "[^"]*"|Unexpected closing "[^"]*" tag|Unexpected end of file|Unterminated (?:string|template|regular expression)|The character "[^"]+" is not valid inside a JSX element|TS1005|TS1109|TS1128|TS1136|TS1381|TS1382|TS17002|TS17008|TS2657|Expected corresponding JSX closing tag|JSX element '\w+' has no corresponding closing tag|JSX expressions must have one parent element|Unexpected token|Declaration or statement expected|Invalid character|SyntaxError)\b/;

export function parseProblems(text: string): Problem[] {
  const problems: Problem[] = [];
  let lastFile: { path: string; line: number | null } | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const file = FILE.exec(line);
    if (file?.[1]) lastFile = { path: file[1], line: file[2] ? Number(file[2]) : null };
    const where = lastFile?.path ?? null;

    const missingExport =
      /No matching export in "([^"]+)" for import "([^"]+)"/.exec(line) ??
      /Module ['"]+([^'"]+)['"]+ has no exported member(?: named)? '([^']+)'/.exec(line);
    if (missingExport?.[1] && missingExport[2]) {
      const suggestion = /Did you mean '([^']+)'/.exec(line)?.[1] ?? null;
      const isEsbuild = line.includes('No matching export');
      problems.push({
        kind: 'missing-export',
        module: missingExport[1],
        name: missingExport[2],
        suggestion,
        file: isEsbuild ? (file?.[1] && file[1] !== missingExport[1] ? file[1] : where) : where,
        line,
      });
      continue;
    }
    const providesExport = /does not provide an export named '([^']+)'/.exec(line);
    const moduleOf = /requested module '([^']+)'/.exec(line);
    if (providesExport?.[1] && moduleOf?.[1]) {
      problems.push({
        kind: 'missing-export',
        module: moduleOf[1],
        name: providesExport[1],
        suggestion: null,
        file: where,
        line,
      });
      continue;
    }

    const unresolved =
      /Could not resolve "([^"]+)"/.exec(line) ??
      /Failed to resolve import "([^"]+)"/.exec(line) ??
      /Cannot find module '([^']+)'/.exec(line) ??
      /Can't resolve '([^']+)'/.exec(line);
    if (unresolved?.[1]) {
      const from = /from "([^"]+)"/.exec(line)?.[1];
      problems.push({ kind: 'unresolved', specifier: unresolved[1], file: from ?? where, line });
      continue;
    }

    if (/must not return anything besides a function|destroy is not a function/.test(line)) {
      problems.push({ kind: 'effect-return', line: 'An effect returned a value' });
      continue;
    }

    const undefinedName =
      /\b([A-Za-z_$][\w$]*) is not defined\b/.exec(line) ?? /Cannot find name '([^']+)'/.exec(line);
    if (undefinedName?.[1]) {
      problems.push({ kind: 'undefined-name', name: undefinedName[1], file: where, line });
      continue;
    }

    if (SYNTAX.test(line)) {
      problems.push({ kind: 'syntax', file: where, at: lastFile?.line ?? null, line });
    }
  }
  // One problem per thing: a log often repeats the same error.
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify({ ...problem, line: undefined });
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The error's message without its `file:line:col:` prefix, for quoting back to the user. */
export function messageOf(line: string): string {
  return line
    .replace(/^\S+\.(?:tsx?|jsx?|css|html)(?:[:(]\d+(?:[:,]\d+)?\)?)?:?\s*/, '')
    .replace(/^(?:ERROR:|error TS\d+:)\s*/, '')
    .trim();
}
