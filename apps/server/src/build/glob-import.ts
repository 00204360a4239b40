import path from 'node:path';
import { type ParserPlugin, parse } from '@babel/parser';
import { globBase, matchFiles } from './glob-files';
import { isInside, toPosix } from './paths';

/** Where a glob's refusal points: 1-based line, 0-based UTF-16 column. */
export type GlobError = { message: string; line: number; column: number };

export type GlobTransform =
  | { ok: true; code: string; folders: string[] }
  | { ok: false; error: GlobError }
  /** The file does not parse: esbuild reports that itself. */
  | { ok: false; error: null };

type Node = { type: string; start?: number | null; end?: number | null; loc?: Loc | null } & Record<
  string,
  unknown
>;
type Loc = { start: { line: number; column: number } };

/** The options of `import.meta.glob` Kiln follows; Vite refuses any other too. */
type GlobOptions = { eager: boolean; importName: string | null; query: string };

/** Thrown at a call that cannot be transformed, with the node to point at. */
class GlobSyntaxError extends Error {
  constructor(
    message: string,
    readonly node: Node,
  ) {
    super(message);
  }
}

const PREFIX = '__kiln_glob_';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Vite's `import.meta.glob` as a source transform: each call becomes an object of the matching
 * files, keyed as Vite keys them (`./posts/a.md` relative to the file when every pattern is
 * relative, else `/src/posts/a.md` from the project root), sorted, the importer left out. Lazy
 * entries are `() => import(…)`; eager ones static imports at the head of the file, on its first
 * line so every other line keeps its number. Only files of the project can match.
 */
export async function transformGlobImports(
  source: string,
  file: string,
  projectDir: string,
): Promise<GlobTransform> {
  let program: Node;
  try {
    program = parse(source, {
      sourceType: 'module',
      plugins: parserPlugins(file),
      errorRecovery: false,
    }).program as unknown as Node;
  } catch {
    return { ok: false, error: null };
  }
  const calls = findGlobCalls(program);
  const imports: string[] = [];
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  const folders = new Set<string>();
  try {
    for (const [index, call] of calls.entries()) {
      const [patternsNode, optionsNode] = call.arguments as Node[];
      if (!patternsNode) throw new GlobSyntaxError('import.meta.glob() needs a pattern', call);
      const patterns = stringList(patternsNode);
      const options = globOptions(optionsNode);
      const matched = await globFiles(patterns, file, projectDir, call);
      for (const folder of matched.folders) folders.add(folder);
      const isRelative = patterns.every((pattern) => '.!'.includes(pattern[0] ?? ''));
      const entries = matched.files.map((match, position) => {
        let importPath = toPosix(path.relative(path.dirname(file), match));
        if (!importPath.startsWith('.')) importPath = `./${importPath}`;
        const key = isRelative ? importPath : `/${toPosix(path.relative(projectDir, match))}`;
        const specifier = JSON.stringify(importPath + options.query);
        if (options.eager) {
          const name = `${PREFIX}${index}_${position}`;
          const binding = options.importName
            ? `{ ${exportName(options.importName)} as ${name} }`
            : `* as ${name}`;
          imports.push(`import ${binding} from ${specifier};`);
          return `${JSON.stringify(key)}: ${name}`;
        }
        const picked = options.importName ? `.then((m) => m[${JSON.stringify(options.importName)}])` : '';
        return `${JSON.stringify(key)}: () => import(${specifier})${picked}`;
      });
      replacements.push({
        start: call.start ?? 0,
        end: call.end ?? 0,
        text: `/* @__PURE__ */ Object.assign({${entries.join(', ')}})`,
      });
    }
  } catch (error) {
    if (!(error instanceof GlobSyntaxError)) throw error;
    const start = error.node.loc?.start ?? { line: 1, column: 0 };
    return { ok: false, error: { message: error.message, line: start.line, column: start.column } };
  }
  let code = source;
  for (const { start, end, text } of replacements.reverse()) {
    code = code.slice(0, start) + text + code.slice(end);
  }
  return { ok: true, code: imports.join(' ') + code, folders: [...folders] };
}

function parserPlugins(file: string): ParserPlugin[] {
  const extension = path.extname(file);
  if (/^\.[cm]?ts$/.test(extension)) return ['typescript'];
  if (extension === '.tsx') return ['typescript', 'jsx'];
  return ['jsx'];
}

/** Every `import.meta.glob(…)` call, in source order. */
function findGlobCalls(root: Node): Node[] {
  const calls: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression' && isImportMetaGlob(node.callee as Node)) calls.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || !value || typeof value !== 'object') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
          visit(child as Node);
      }
    }
  };
  visit(root);
  return calls.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
}

function isImportMetaGlob(callee: Node): boolean {
  if (callee.type !== 'MemberExpression') return false;
  const object = callee.object as Node;
  const property = callee.property as Node;
  return object.type === 'MetaProperty' && property.type === 'Identifier' && property.name === 'glob';
}

function literal(node: Node): string | boolean {
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'BooleanLiteral') return node.value as boolean;
  const [quasi, ...rest] = (node.quasis as Node[] | undefined) ?? [];
  if (node.type === 'TemplateLiteral' && quasi && rest.length === 0)
    return (quasi.value as { cooked: string }).cooked;
  throw new GlobSyntaxError('import.meta.glob() only takes literal patterns and options', node);
}

function stringList(node: Node): string[] {
  const items = node.type === 'ArrayExpression' ? (node.elements as Node[]) : [node];
  return items.map((item) => {
    const value = literal(item);
    if (typeof value !== 'string') throw new GlobSyntaxError('A glob pattern must be a string', item);
    return value;
  });
}

function globOptions(node: Node | undefined): GlobOptions {
  const options: GlobOptions = { eager: false, importName: null, query: '' };
  if (!node) return options;
  if (node.type !== 'ObjectExpression')
    throw new GlobSyntaxError('The options of import.meta.glob() must be an object literal', node);
  for (const property of node.properties as Node[]) {
    const keyNode = property.key as Node | undefined;
    const key = keyNode?.type === 'Identifier' ? (keyNode.name as string) : keyNode && literal(keyNode);
    const valueNode = property.value as Node;
    if (property.type !== 'ObjectProperty' || typeof key !== 'string')
      throw new GlobSyntaxError('The options of import.meta.glob() must be an object literal', property);
    if (key === 'query' && valueNode.type === 'ObjectExpression') {
      options.query = `?${new URLSearchParams(queryEntries(valueNode)).toString()}`;
      continue;
    }
    const value = literal(valueNode);
    if (key === 'eager' && typeof value === 'boolean') options.eager = value;
    else if (key === 'import' && typeof value === 'string') options.importName = value === '*' ? null : value;
    else if (key === 'query' && typeof value === 'string')
      options.query = value && !value.startsWith('?') ? `?${value}` : value;
    // Vite's older spelling of `query` + `import: 'default'`.
    else if (key === 'as' && typeof value === 'string') {
      options.query = `?${value}`;
      options.importName = 'default';
    } else if (key === 'exhaustive' && value === false) continue;
    else throw new GlobSyntaxError(`Unsupported import.meta.glob() option "${key}"`, property);
  }
  return options;
}

function queryEntries(node: Node): Array<[string, string]> {
  return (node.properties as Node[]).map((property) => {
    const keyNode = property.key as Node;
    const key = keyNode.type === 'Identifier' ? (keyNode.name as string) : String(literal(keyNode));
    return [key, String(literal(property.value as Node))];
  });
}

/** The files the patterns match, refusing any pattern that could reach outside the project. */
async function globFiles(patterns: readonly string[], file: string, projectDir: string, call: Node) {
  const positive: string[] = [];
  const negative: string[] = [];
  for (const pattern of patterns) {
    const isNegated = pattern.startsWith('!');
    const written = isNegated ? pattern.slice(1) : pattern;
    const absolute = absoluteGlob(written, file, projectDir);
    if (!absolute)
      throw new GlobSyntaxError(
        `Invalid glob "${pattern}": it must start with "./", "../", "/" or "@/"`,
        call,
      );
    // A negative pattern only takes matches away: it may be written from anywhere (`!**/x`).
    if (!isNegated && !isInside(path.resolve(globBase(absolute)), projectDir))
      throw new GlobSyntaxError(
        `"${pattern}" reaches outside the project: a glob only matches its files`,
        call,
      );
    (isNegated ? negative : positive).push(absolute);
  }
  const matched = await matchFiles(positive, negative, projectDir);
  return { ...matched, files: matched.files.filter((match) => match !== file) };
}

function absoluteGlob(pattern: string, file: string, projectDir: string): string | null {
  if (pattern.startsWith('./') || pattern.startsWith('../'))
    return toPosix(path.join(path.dirname(file), pattern));
  if (pattern.startsWith('@/')) return toPosix(path.join(projectDir, 'src', pattern.slice(2)));
  if (pattern.startsWith('/')) return toPosix(path.join(projectDir, pattern));
  // Vite keeps `**/…` as it is: anywhere (as a negative pattern; a positive one reaches outside).
  if (pattern.startsWith('**')) return `/${pattern}`;
  return null;
}

function exportName(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}
