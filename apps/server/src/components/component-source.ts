import type { ComponentEntry, SourceFile } from '@kiln/contracts';

/**
 * Which files of a component project make up its component, and how it is imported (pure, so the
 * selection and the entry are unit-tested).
 */

export interface TreeFile {
  path: string;
  /** Null for binary files. */
  content: string | null;
}

/** Whether the target project already has a file at a path. */
export type TargetLookup = (path: string) => boolean;

export const MAX_COMPONENT_FILES = 200;
export const MAX_COMPONENT_BYTES = 1024 * 1024;

const OWN = /^src\/components\/(?!ui\/).+\.(?:tsx|ts|jsx|js|css|json)$/;
/** Never copied: the target's own entry, routes, pages and theme. */
const NEVER = /^src\/(?:main\.tsx|App\.tsx|index\.css|vite-env\.d\.ts|pages\/)/;

/** True for the component's own files (under `src/components/`, not the ui kit). */
export function isOwnFile(path: string): boolean {
  return OWN.test(path);
}

/**
 * The files to copy: every module the entry reaches through its imports, plus the rest of the
 * entry's own folder. The component's own files are always copied (an update replaces an older
 * copy); anything else it reaches (ui kit, `src/lib/`, `src/hooks/`) only where the target lacks it.
 */
export function componentFiles(
  tree: readonly TreeFile[],
  entry: ComponentEntry,
  target: TargetLookup,
): SourceFile[] {
  const byPath = new Map(tree.flatMap((file) => (file.content === null ? [] : [[file.path, file.content]])));
  const files = new Set(byPath.keys());
  const reached = new Set<string>();
  const queue = [entry.path];
  const folder = entry.path.slice(0, entry.path.lastIndexOf('/'));
  if (folder !== 'src/components')
    for (const path of files) if (path.startsWith(`${folder}/`) && isOwnFile(path)) queue.push(path);
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (reached.has(path) || NEVER.test(path)) continue;
    reached.add(path);
    for (const specifier of specifiersOf(byPath.get(path) ?? '')) {
      const next = resolveSpecifier(specifier, path, files);
      if (next && !reached.has(next)) queue.push(next);
    }
  }
  return [...reached]
    .filter((path) => isOwnFile(path) || !target(path))
    .sort()
    .map((path) => ({ path, content: byPath.get(path) ?? '' }));
}

/** Every module specifier a source imports or re-exports. */
function specifiersOf(source: string): string[] {
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

function resolveSpecifier(specifier: string, from: string, files: ReadonlySet<string>): string | null {
  if (specifier.startsWith('@/')) return resolveAlias(specifier, files);
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return resolveBase(parts.join('/'), files);
}

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

function resolveAlias(specifier: string, files: ReadonlySet<string>): string | null {
  return specifier.startsWith('@/') ? resolveBase(`src/${specifier.slice(2)}`, files) : null;
}

function resolveBase(base: string, files: ReadonlySet<string>): string | null {
  if (files.has(base)) return base;
  for (const extension of SOURCE_EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return null;
}

type ImportLine = { names: string[]; defaultName: string | null; specifier: string };

function importsOf(source: string): ImportLine[] {
  const lines: ImportLine[] = [];
  const pattern = /^import\s+(?!type\b)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const clause = match[1] ?? '';
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause)?.[1] ?? null;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = braces
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1)
            ?.trim() ?? '',
      )
      .filter((name) => /^[A-Z][\w$]*$/.test(name));
    lines.push({ names, defaultName, specifier: match[2] ?? '' });
  }
  return lines;
}

/** The page App.tsx renders at `/` (the showcase page of a component project). */
function showcasePage(byPath: ReadonlyMap<string, string>, files: ReadonlySet<string>): string | null {
  const app = byPath.get('src/App.tsx');
  const element = app ? /<Route\s+[^>]*path=["']\/["'][^>]*element=\{<\s*([A-Z][\w$]*)/.exec(app)?.[1] : null;
  if (app && element) {
    for (const line of importsOf(app)) {
      if (line.defaultName === element || line.names.includes(element)) {
        const page = resolveAlias(line.specifier, files);
        if (page) return page;
      }
    }
  }
  return files.has('src/pages/Index.tsx') ? 'src/pages/Index.tsx' : null;
}

/**
 * The component the showcase page renders from `src/components/` (not the ui kit), else the first
 * component file's first exported component. Null when there is none.
 */
export function findEntry(tree: readonly TreeFile[]): ComponentEntry | null {
  const byPath = new Map(tree.flatMap((file) => (file.content === null ? [] : [[file.path, file.content]])));
  const files = new Set(byPath.keys());
  const page = showcasePage(byPath, files);
  const pageSource = page ? byPath.get(page) : undefined;
  if (pageSource) {
    for (const line of importsOf(pageSource)) {
      const path = resolveAlias(line.specifier, files);
      if (!path || !isOwnFile(path)) continue;
      const rendered = (name: string) => new RegExp(`<${name}[\\s/>]`).test(pageSource);
      const named = line.names.find(rendered);
      if (named) return { path, exportName: named, isDefault: false };
      if (line.defaultName && rendered(line.defaultName))
        return { path, exportName: line.defaultName, isDefault: true };
    }
  }
  for (const [path, source] of byPath) {
    if (!isOwnFile(path) || !/\.(?:tsx|jsx)$/.test(path)) continue;
    const named = /^export\s+(?:function|const)\s+([A-Z][\w$]*)/m.exec(source)?.[1];
    if (named) return { path, exportName: named, isDefault: false };
    const fallback = /^export\s+default\s+function\s+([A-Z][\w$]*)/m.exec(source)?.[1];
    if (fallback) return { path, exportName: fallback, isDefault: true };
  }
  return null;
}

/** The path of the page the user was on (`currentNavigationUrl` may be a full address). */
export function routeOf(navigationUrl: string | undefined): string {
  if (!navigationUrl) return '/';
  try {
    const path = new URL(navigationUrl, 'http://preview.invalid').pathname;
    return path.length > 1 ? path.replace(/\/+$/, '') : '/';
  } catch {
    return '/';
  }
}
