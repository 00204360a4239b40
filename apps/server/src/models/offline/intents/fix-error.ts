import { extractSpec, RECIPE_IDS } from '../app-spec';
import type { FileView } from '../file-view';
import { assembleApp, defaultNamesFor } from '../recipes';
import { buildSection, SECTION_KINDS } from '../recipes/sections';
import { addNamedImport, importedNames, imports, kebabCase, resolveImport } from '../source/tsx';
import { THEME_TOGGLE, THEME_TOGGLE_PATH } from './dark-mode';
import { looksLikeFixRequest, messageOf, type Problem, parseProblems } from './error-parse';
import { importSourceOf } from './known-imports';
import { sourceFiles } from './project';
import { sectionContextFor } from './sections';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

type Fix = { summary: string; commit: string } | { cannot: string };

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
    reply: `I read the error (“${firstLine.slice(0, 160)}”) but it isn't one I know how to repair offline, so I haven't changed anything. I can fix missing files and imports, missing npm packages, missing exports, missing imports of components, hooks and icons, and syntax errors in files I generated.\n\n${REAL_MODEL}`,
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
  }
}

function importersOf(
  specifier: string,
  sources: Map<string, string | null>,
  preferred: string | null,
): string[] {
  const importers = [...sources]
    .filter(([, source]) => source && imports(source).some((item) => item.source === specifier))
    .map(([path]) => path);
  return preferred && importers.includes(preferred) ? [preferred] : importers;
}

const NODE_BUILTINS =
  /^(?:node:|fs|path|os|child_process|crypto|http|https|net|stream|zlib|worker_threads)(?:\/|$)/;

function fixUnresolved(
  view: FileView,
  problem: Extract<Problem, { kind: 'unresolved' }>,
  sources: Map<string, string | null>,
): Fix {
  const { specifier } = problem;
  const isBare = !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('@/');
  if (isBare) {
    if (NODE_BUILTINS.test(specifier)) {
      return {
        cannot: `\`${specifier}\` is a Node.js module; it doesn't exist in the browser, where this app runs. That code has to move to a server (for example a Supabase function).`,
      };
    }
    if (specifier === 'react-router-dom' || specifier.startsWith('react-router-dom/')) {
      const changed = repoint(view, sources, specifier, 'react-router');
      return {
        summary: `React Router 7 ships everything from \`react-router\`; \`react-router-dom\` isn't installed. I changed the imports in ${changed.join(', ')} to \`react-router\`.`,
        commit: 'Import from react-router',
      };
    }
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : (specifier.split('/')[0] ?? specifier);
    view.addDependency(name);
    return {
      summary: `The package \`${name}\` wasn't installed. I added it to package.json; Kiln installs it (without running its install scripts) before the next build.`,
      commit: `Add the ${name} dependency`,
    };
  }

  // Kiln's builder resolves `@/x` as `./x` from src/, and reports that form: look for both.
  const written = [specifier, ...(specifier.startsWith('./') ? [`@/${specifier.slice(2)}`] : [])].find(
    (candidate) => importersOf(candidate, sources, problem.file).length > 0,
  );
  if (written && written !== specifier)
    return fixUnresolved(view, { ...problem, specifier: written }, sources);
  const importers = importersOf(specifier, sources, problem.file);
  const importer = importers[0];
  if (!importer)
    return { cannot: `The build can't find \`${specifier}\`, and I couldn't find which file imports it.` };
  const files = [...sources.keys()];
  const stem = (path: string) =>
    kebabCase(
      path
        .split('/')
        .at(-1)
        ?.replace(/\.\w+$/, '') ?? '',
    ).replace(/-/g, '');
  const wanted = stem(specifier);
  const existing = files.filter((file) => /\.(?:tsx|ts|jsx|js)$/.test(file) && file !== importer);
  const match =
    existing.find((file) => stem(file) === wanted) ??
    existing.find(
      (file) =>
        stem(file) === `${wanted}section` ||
        `${stem(file)}section` === wanted ||
        stem(file) === `${wanted}page`,
    );
  if (match) {
    const target = `@/${match.replace(/^src\//, '').replace(/\.(?:tsx|ts|jsx|js)$/, '')}`;
    repoint(view, new Map([[importer, sources.get(importer) ?? null]]), specifier, target);
    return {
      summary: `\`${importer}\` imported \`${specifier}\`, which doesn't exist; the module is \`${match}\`. I pointed the import at \`${target}\`.`,
      commit: `Fix the import of ${target.split('/').at(-1)}`,
    };
  }

  // No such module anywhere: create it, with the components the importer expects.
  const source = sources.get(importer) ?? '';
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : resolveRelative(importer, specifier);
  if (/\.css$/.test(base)) {
    view.write(
      base,
      `/* Styles for ${importer}. Tailwind classes in the components do most of the work. */\n`,
    );
    return {
      summary: `\`${importer}\` imports the stylesheet \`${specifier}\`, which didn't exist, so I created it (empty for now).`,
      commit: `Create ${base}`,
    };
  }
  const names = importedNames(source, specifier);
  const components = names.filter((name) => /^[A-Z]/.test(name));
  if (components.length === 0 || components.length !== names.length) {
    return {
      cannot: `\`${importer}\` imports ${names.map((name) => `\`${name}\``).join(', ') || 'something'} from \`${specifier}\`, which doesn't exist, and I can't tell what that code should do.`,
    };
  }
  const path = /\.\w+$/.test(base) ? base : `${base}.tsx`;
  const isDefault = new RegExp(`^import\\s+${components[0]}\\b`, 'm').test(source);
  view.write(path, placeholderModule(components, isDefault ? components[0] : null));
  return {
    summary: `\`${importer}\` imports ${components.map((name) => `\`${name}\``).join(', ')} from \`${specifier}\`, which didn't exist. I created \`${path}\` with ${components.length === 1 ? 'a simple placeholder component' : 'simple placeholder components'} so the app builds again; tell me what ${components.length === 1 ? 'it' : 'they'} should show and I'll fill ${components.length === 1 ? 'it' : 'them'} in.`,
    commit: `Create the missing ${path.split('/').at(-1)}`,
  };
}

function resolveRelative(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function placeholderModule(components: string[], defaultName: string | null | undefined): string {
  const blocks = components.map((name) => {
    const title = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/\s?(?:Section|Page|Component)$/, '');
    const keyword = name === defaultName ? 'export default function' : 'export function';
    return `${keyword} ${name}() {
  return (
    <section aria-labelledby="${kebabCase(name)}-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="${kebabCase(name)}-title" className="text-2xl font-semibold tracking-tight">
        ${title}
      </h2>
      <p className="mt-2 text-muted-foreground">This part of the page is coming soon.</p>
    </section>
  );
}`;
  });
  return `${blocks.join('\n\n')}\n`;
}

/** Rewrites `from 'old'` to `from 'new'` in the given files; returns the files changed. */
function repoint(view: FileView, sources: Map<string, string | null>, from: string, to: string): string[] {
  const changed: string[] = [];
  for (const [path, source] of sources) {
    if (!source) continue;
    const updated = source
      .replaceAll(`from '${from}'`, `from '${to}'`)
      .replaceAll(`from "${from}"`, `from "${to}"`);
    if (updated !== source) {
      view.write(path, updated);
      changed.push(path);
    }
  }
  return changed;
}

function fixMissingExport(
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

function fixUndefinedName(
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

/** Files the offline model writes from recipes, for the app as its first prompt described it. */
function knownFiles(context: IntentContext): Map<string, string>[] {
  const spec = context.spec();
  if (!spec) return [];
  const sets: Map<string, string>[] = [];
  const recipes = [spec.recipe, ...RECIPE_IDS.filter((id) => id !== spec.recipe)];
  for (const recipe of recipes) {
    const variant = { ...extractSpec(spec.prompt, defaultNamesFor), ...spec, recipe };
    sets.push(new Map(assembleApp(variant).files.map((file) => [file.path, file.content])));
  }
  const sectionContext = sectionContextFor(context);
  if (sectionContext) {
    sets.push(
      new Map(
        SECTION_KINDS.flatMap((kind) => buildSection(kind, sectionContext).files).map((file) => [
          file.path,
          file.content,
        ]),
      ),
    );
  }
  sets.push(new Map([[THEME_TOGGLE_PATH, THEME_TOGGLE]]));
  return sets;
}

function similarity(a: string, b: string): number {
  const lines = (text: string) =>
    new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 3),
    );
  const left = lines(a);
  const right = lines(b);
  let shared = 0;
  for (const line of left) if (right.has(line)) shared += 1;
  return shared / Math.max(1, Math.max(left.size, right.size));
}

function fixSyntax(
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
