import type { FileView } from '../../file-view';
import { imports, resolveImport } from '../../source/tsx';
import type { Problem } from '../error-parse';
import type { Fix } from './fix';

export function fixMissingExport(
  view: FileView,
  problem: Extract<Problem, { kind: 'missing-export' }>,
  sources: Map<string, string | null>,
): Fix {
  const files = [...sources.keys()];
  const name = problem.name;
  // esbuild names the module's file; TypeScript and browsers name the specifier.
  const importer = problem.file && sources.has(problem.file) ? problem.file : null;
  const modulePath =
    (sources.has(problem.module) ? problem.module : null) ??
    (importer ? resolveImport(problem.module.replace(/\.js$/, ''), importer, files) : null) ??
    files.find((file) =>
      file.replace(/\.\w+$/, '').endsWith(problem.module.replace(/^[@.]\//, '').replace(/\.\w+$/, '')),
    );
  const moduleSource = modulePath ? sources.get(modulePath) : null;
  if (!modulePath || !moduleSource)
    return { cannot: `\`${name}\` is imported from \`${problem.module}\`, but I couldn't find that file.` };

  const declared = new RegExp(
    `^(?!export)((?:async\\s+)?function\\s+${name}\\b|const\\s+${name}\\b|class\\s+${name}\\b)`,
    'm',
  ).exec(moduleSource);
  if (declared) {
    view.write(modulePath, moduleSource.replace(declared[0], `export ${declared[0]}`));
    return {
      summary: `\`${name}\` is defined in \`${modulePath}\` but wasn't exported; I exported it.`,
      commit: `Export ${name} from ${modulePath.split('/').at(-1)}`,
    };
  }
  const exported = [
    ...moduleSource.matchAll(
      /export\s+(?:default\s+)?(?:async\s+)?(?:function|const|class)\s+([A-Za-z_$][\w$]*)/g,
    ),
  ].map((match) => match[1] ?? '');
  const isDefault = new RegExp(
    `export\\s+default\\s+(?:async\\s+)?(?:function|class)\\s+${name}\\b|export\\s+default\\s+${name}\\b`,
  ).test(moduleSource);
  const alias =
    problem.suggestion ??
    exported.find((candidate) => candidate.toLowerCase() === name.toLowerCase() && candidate !== name);
  const importerPaths = importer
    ? [importer]
    : files.filter((file) => (sources.get(file) ?? '').includes(name) && file !== modulePath);
  for (const path of importerPaths) {
    const source = sources.get(path);
    if (!source) continue;
    const statement = imports(source).find(
      (item) =>
        resolveImport(item.source, path, files) === modulePath && new RegExp(`\\b${name}\\b`).test(item.text),
    );
    if (!statement) continue;
    let replacement: string | null = null;
    if (isDefault) replacement = `import ${name} from '${statement.source}';`;
    else if (alias) replacement = statement.text.replace(new RegExp(`\\b${name}\\b`), `${alias} as ${name}`);
    if (!replacement) break;
    view.write(path, source.replace(statement.text, replacement));
    return {
      summary: isDefault
        ? `\`${modulePath}\` exports \`${name}\` as its default export, but \`${path}\` imported it by name. I changed the import to a default import.`
        : `\`${modulePath}\` exports \`${alias}\`, not \`${name}\`. I changed the import in \`${path}\` to \`${alias} as ${name}\`.`,
      commit: `Fix the import of ${name}`,
    };
  }
  return {
    cannot: `\`${modulePath}\` has no \`${name}\` to export (it exports ${exported.map((item) => `\`${item}\``).join(', ') || 'nothing'}), and I can't tell what \`${name}\` should be.`,
  };
}
