import type { FileView } from '../../file-view';
import { addNamedImport, importedNames, imports } from '../../source/tsx';
import type { Problem } from '../error-parse';
import { importSourceOf } from '../known-imports';
import type { Fix } from './fix';

export function fixUndefinedName(
  view: FileView,
  problem: Extract<Problem, { kind: 'undefined-name' }>,
  sources: Map<string, string | null>,
): Fix {
  const { name } = problem;
  const from = importSourceOf(name);
  if (!from)
    return {
      cannot: `\`${name}\` is used but never defined or imported, and it isn't a component, hook or icon I know, so I can't tell where it should come from.`,
    };
  const usesName = (source: string) =>
    new RegExp(`<${name}\\b|\\b${name}\\s*\\(|\\{\\s*${name}\\s*\\}|\\b${name}\\.`).test(source);
  const candidates = problem.file && sources.get(problem.file) ? [problem.file] : [...sources.keys()];
  const changed: string[] = [];
  for (const path of candidates) {
    const source = sources.get(path);
    if (!source || !usesName(source) || importedNames(source, from).includes(name)) continue;
    if (imports(source).some((item) => importedNames(source, item.source).includes(name))) continue;
    view.write(path, addNamedImport(source, name, from));
    changed.push(path);
  }
  if (changed.length === 0)
    return {
      cannot: `\`${name}\` comes from \`${from}\`, but I couldn't find the file that uses it without importing it.`,
    };
  return {
    summary: `\`${name}\` was used without being imported. I added \`import { ${name} } from '${from}'\` to ${changed.map((path) => `\`${path}\``).join(', ')}.`,
    commit: `Import ${name}`,
  };
}
