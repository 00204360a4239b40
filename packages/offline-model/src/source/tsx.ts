/**
 * Small, careful edits of TSX source as text: imports, routes, JSX elements. The offline model
 * edits code it mostly wrote itself, in a known shape, so text operations with strict checks are
 * enough; anything unexpected makes them return null and the intent says it could not do it.
 */

const IMPORT_STATEMENT = /^import\s[^;]*?(?:from\s*)?['"]([^'"]+)['"];?[ \t]*$/gm;

export type ImportInfo = { source: string; start: number; end: number; text: string };

export function imports(source: string): ImportInfo[] {
  return [...source.matchAll(IMPORT_STATEMENT)].map((match) => ({
    source: match[1] ?? '',
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
    text: match[0],
  }));
}

/** Adds an import line after the last import (or at the top), unless an identical one is there. */
export function addImport(source: string, line: string): string {
  if (source.includes(line)) return source;
  const all = imports(source);
  const last = all.at(-1);
  if (!last) return `${line}\n${source}`;
  return `${source.slice(0, last.end)}\n${line}${source.slice(last.end)}`;
}

/** Adds `name` to the named imports from `from`, creating the import if needed. */
export function addNamedImport(source: string, name: string, from: string): string {
  const existing = imports(source).find((item) => item.source === from && /\{[^}]*\}/.test(item.text));
  if (!existing) return addImport(source, `import { ${name} } from '${from}';`);
  const braces = /\{([^}]*)\}/.exec(existing.text);
  const names = (braces?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === name || part.endsWith(` as ${name}`))) return source;
  const sorted = [...names, name].sort((a, b) => a.localeCompare(b));
  const updated = existing.text.replace(/\{[^}]*\}/, `{ ${sorted.join(', ')} }`);
  return source.slice(0, existing.start) + updated + source.slice(existing.end);
}

/** Removes the binding `name` from the imports; drops an import left empty. */
export function removeImportOf(source: string, name: string): string {
  for (const item of imports(source)) {
    const defaultImport = new RegExp(`^import\\s+${name}\\s+from`).test(item.text);
    const braces = /\{([^}]*)\}/.exec(item.text);
    const names = (braces?.[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const kept = names.filter((part) => part !== name && !part.endsWith(` as ${name}`));
    if (defaultImport || (braces && kept.length === 0 && names.length > 0)) {
      const end = source[item.end] === '\n' ? item.end + 1 : item.end;
      return source.slice(0, item.start) + source.slice(end);
    }
    if (braces && kept.length < names.length) {
      const updated = item.text.replace(/\{[^}]*\}/, `{ ${kept.join(', ')} }`);
      return source.slice(0, item.start) + updated + source.slice(item.end);
    }
  }
  return source;
}

/** `@/pages/Index` or `./x` from `fromFile`, resolved to a project path by the known files. */
export function resolveImport(specifier: string, fromFile: string, files: readonly string[]): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) {
    const parts = fromFile.split('/').slice(0, -1);
    for (const segment of specifier.split('/')) {
      if (segment === '..') parts.pop();
      else if (segment !== '.') parts.push(segment);
    }
    base = parts.join('/');
  } else return null;
  const candidates = [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    `${base}.jsx`,
    `${base}.js`,
    `${base}/index.tsx`,
    `${base}/index.ts`,
  ];
  return candidates.find((candidate) => files.includes(candidate)) ?? null;
}

/** The name a file imports `source` as (default or named), e.g. `Index` for `@/pages/Index`. */
export function importedNames(source: string, specifier: string): string[] {
  const item = imports(source).find((candidate) => candidate.source === specifier);
  if (!item) return [];
  const names: string[] = [];
  const defaultName = /^import\s+([A-Za-z_$][\w$]*)\s*(?:,|from)/.exec(item.text);
  if (defaultName?.[1] && defaultName[1] !== 'type') names.push(defaultName[1]);
  const braces = /\{([^}]*)\}/.exec(item.text);
  for (const part of (braces?.[1] ?? '').split(',')) {
    const name = part
      .trim()
      .split(/\s+as\s+/)
      .at(-1)
      ?.trim();
    if (name) names.push(name.replace(/^type\s+/, ''));
  }
  return names;
}

/** The component rendered for `/` in App.tsx, as a project path. */
export function homePagePath(app: string, files: readonly string[]): string | null {
  const route =
    /<Route\s+[^>]*path=["']\/["'][^>]*element=\{<\s*([A-Z][\w.]*)/.exec(app) ??
    /<Route\s+[^>]*element=\{<\s*([A-Z][\w.]*)[^>]*path=["']\/["']/.exec(app) ??
    /<Route\s+index\s+[^>]*element=\{<\s*([A-Z][\w.]*)/.exec(app);
  const component = route?.[1];
  if (!component) return null;
  for (const item of imports(app)) {
    if (importedNames(app, item.source).includes(component))
      return resolveImport(item.source, 'src/App.tsx', files);
  }
  return null;
}

/** Local modules a file imports, resolved to project paths. */
export function localImports(source: string, fromFile: string, files: readonly string[]): string[] {
  return imports(source)
    .map((item) => resolveImport(item.source, fromFile, files))
    .filter((path): path is string => path !== null && !path.startsWith('src/components/ui/'));
}

/**
 * The end (exclusive) of the JSX element starting at `start` (a `<Tag`), counting nested elements
 * of the same tag; null when it does not close.
 */
export function elementEnd(source: string, start: number): number | null {
  const tag = /^<([A-Za-z][\w.]*)/.exec(source.slice(start))?.[1];
  if (!tag) return null;
  const pattern = new RegExp(`<${tag.replace('.', '\\.')}(?=[\\s>/])|</${tag.replace('.', '\\.')}\\s*>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[0].startsWith('</')) {
      depth -= 1;
      if (depth === 0) return match.index + match[0].length;
      continue;
    }
    const close = openingTagEnd(source, match.index);
    if (close === null) return null;
    if (source[close - 2] === '/') {
      if (depth === 0) return close;
      continue;
    }
    depth += 1;
  }
  return null;
}

/** The end (exclusive) of the opening tag at `start`, skipping `{...}` expressions and strings. */
export function openingTagEnd(source: string, start: number): number | null {
  let braces = 0;
  let quote: string | null = null;
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') braces += 1;
    else if (char === '}') braces -= 1;
    else if (char === '>' && braces === 0) return index + 1;
  }
  return null;
}

/** Removes the whole lines from `start` to `end`, with the line break after them. */
export function removeLines(source: string, start: number, end: number): string {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  return source.slice(0, lineStart) + source.slice(lineEnd === -1 ? source.length : lineEnd + 1);
}

export function indentAt(source: string, index: number): string {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? '';
}

/**
 * Where the children of a page's returned root end: before its last closing tag (`</>`, `</main>`,
 * `</div>`...) that sits right before `);`. Returns the index of that closing tag and its indent.
 */
export function rootChildrenEnd(source: string): { index: number; indent: string } | null {
  const match = /\n([ \t]*)<\/([\w.]*)>\s*\n\s*\);\s*\n\s*\}/g;
  let found: RegExpExecArray | null = null;
  for (let next = match.exec(source); next; next = match.exec(source)) found = next;
  if (!found) return null;
  return { index: found.index + 1, indent: `${found[1] ?? ''}  ` };
}

/** Where the children of the returned root start: after `return (\n  <X ...>`. */
export function rootChildrenStart(source: string): { index: number; indent: string } | null {
  const returnMatch = /return\s*\(\s*\n([ \t]*)<([\w.]*)/g;
  let found: RegExpExecArray | null = null;
  for (let next = returnMatch.exec(source); next; next = returnMatch.exec(source)) found = next;
  if (!found) return null;
  const tagStart = found.index + found[0].length - (found[2]?.length ?? 0) - 1;
  const end = openingTagEnd(source, tagStart);
  if (end === null) return null;
  const lineEnd = source.indexOf('\n', end);
  return { index: lineEnd === -1 ? end : lineEnd + 1, indent: `${found[1] ?? ''}  ` };
}

export function pascalCase(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

export function kebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}
