import type { Message, PartialMessage } from 'esbuild';
import { toProjectPath } from './paths';
import type { BuildError } from './types';

/** esbuild's messages as BuildErrors: its columns are 0-based UTF-8 byte offsets, ours 1-based UTF-16. */
export function fromEsbuildMessages(messages: readonly Message[], projectDir: string): BuildError[] {
  const seen = new Set<string>();
  const errors: BuildError[] = [];
  for (const message of messages) {
    const location = message.location;
    const error: BuildError = {
      file: location?.file ? toProjectPath(location.file, projectDir) : null,
      line: location?.line ? location.line : null,
      column: location?.line ? utf16Column(location.lineText, location.column) + 1 : null,
      message: asWritten(message.text),
    };
    const key = JSON.stringify(error);
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(error);
  }
  return errors;
}

/**
 * An import esbuild resolved through an alias (`@/` is esbuild's own alias to the project's `src`)
 * is reported by its rewritten, absolute path "(originally …)": the message names it as written, so
 * neither the model nor the owner sees a path of the build machine.
 */
function asWritten(text: string): string {
  return text.replace(/"[^"]*" \(originally "([^"]+)"\)/, '"$1"');
}

function utf16Column(lineText: string, byteColumn: number): number {
  const bytes = Buffer.from(lineText, 'utf8');
  return byteColumn >= bytes.length ? byteColumn : bytes.subarray(0, byteColumn).toString('utf8').length;
}

/**
 * Tailwind's errors name the culprit (``Cannot apply unknown utility class `x` ``, `Could not
 * resolve './x.css'`) but not where it is; the first line of the stylesheet mentioning it is where.
 */
export function cssErrorMessage(error: unknown, file: string, source: string): PartialMessage {
  const text = error instanceof Error ? error.message : String(error);
  const culprit = /`([^`]+)`|'([^']+)'|"([^"]+)"/.exec(text);
  const needle = culprit?.[1] ?? culprit?.[2] ?? culprit?.[3];
  const lines = source.split('\n');
  const index = needle === undefined ? -1 : findLine(lines, needle);
  const lineText = lines[index] ?? '';
  return {
    text,
    location:
      index === -1
        ? { file, line: 0, column: 0 }
        : {
            file,
            line: index + 1,
            column: Buffer.byteLength(lineText.slice(0, lineText.indexOf(needle ?? ''))),
            lineText,
          },
  };
}

function findLine(lines: readonly string[], needle: string): number {
  const atRule = lines.findIndex(
    (line) => line.includes(needle) && /@(apply|import|plugin|config|source|reference)/.test(line),
  );
  return atRule === -1 ? lines.findIndex((line) => line.includes(needle)) : atRule;
}

/** A PostCSS error where it is: a syntax error (Tailwind v3's `@apply` ones too) has its line. */
export function postcssErrorMessage(error: unknown, file: string, source: string): PartialMessage {
  const syntax = error as { name?: string; reason?: string; file?: string; line?: number; column?: number };
  if (syntax.name !== 'CssSyntaxError' || syntax.file !== file || !syntax.line)
    return cssErrorMessage(error, file, source);
  const lineText = source.split('\n')[syntax.line - 1] ?? '';
  const column = Math.max(0, (syntax.column ?? 1) - 1);
  return {
    text: syntax.reason ?? String(error),
    location: { file, line: syntax.line, column: Buffer.byteLength(lineText.slice(0, column)), lineText },
  };
}
