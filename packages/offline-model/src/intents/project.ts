import type { FileView } from '../file-view';
import { homePagePath, localImports } from '../source/tsx';

/** Lookups every intent needs, each returning undefined while files are still being read. */

export const APP_FILE = 'src/App.tsx';

/**
 * The file rendered at `/`, via App.tsx's routes (falls back to the template's page). An app with no
 * routes at all (a one-page app, as Bolt and many imported projects are) is its own home page.
 */
export function findHomePage(view: FileView): string | null | undefined {
  const app = view.get(APP_FILE);
  if (app === undefined) return undefined;
  const files = view.list();
  if (!files) return undefined;
  if (app) {
    const home = homePagePath(app, files);
    if (home) return home;
    if (!routesPages(app) && /<[a-z]/.test(app)) return APP_FILE;
  }
  return files.includes('src/pages/Index.tsx') ? 'src/pages/Index.tsx' : null;
}

/** Whether App.tsx routes between pages (React Router's components, its data routers or `useRoutes`). */
export function routesPages(app: string): boolean {
  return /<Routes?\b|create(?:Browser|Hash|Memory)Router|useRoutes\b/.test(app);
}

/** Files that look like navigation or layout, where menus and headers live. */
export function layoutCandidates(files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      /^src\/(?:components|layouts?)\/.*(?:header|nav|navbar|navigation|sidebar|layout|menu|topbar|footer)[^/]*\.(?:tsx|jsx)$/i.test(
        file,
      ) && !file.startsWith('src/components/ui/'),
  );
}

/** The starter's plumbing, which no edit of the app's text or layout should touch. */
const TEMPLATE_KIT = new Set([
  'src/lib/utils.ts',
  'src/lib/storage.ts',
  'src/lib/storage-fallback.ts',
  'src/main.tsx',
]);

/** The app's own source files: everything under src/ that is code, except the ui kit. */
export function sourceFiles(files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      /^src\/.*\.(?:tsx|ts|jsx|js)$/.test(file) &&
      !file.startsWith('src/components/ui/') &&
      !file.endsWith('.d.ts') &&
      !TEMPLATE_KIT.has(file),
  );
}

/** The home page and the local components it renders, read together. */
export function homeAndParts(
  view: FileView,
): { home: string; files: Map<string, string | null> } | null | undefined {
  const home = findHomePage(view);
  if (home === undefined || home === null) return home;
  const source = view.get(home);
  if (source === undefined) return undefined;
  if (source === null) return null;
  const files = view.list() ?? [];
  const parts = view.getAll(localImports(source, home, files));
  if (!parts) return undefined;
  return { home, files: new Map([[home, source], ...parts]) };
}

/**
 * Whether the text at `index` of a TSX line is something a visitor reads (a string literal or JSX
 * text) rather than code: a user's "replace 'Menu' with 'Food'" must not rename the `Menu` icon.
 */
export function isVisibleText(source: string, index: number): boolean {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  const prefix = source.slice(lineStart, index);
  const trimmed = prefix.trimStart();
  if (/^(?:import|export\s+\{|export\s+\*)/.test(trimmed)) return false;
  for (const quote of ["'", '"', '`']) {
    const count = prefix.split(quote).length - 1 - (prefix.split(`\\${quote}`).length - 1);
    if (count % 2 === 1) return true;
  }
  const count = (char: string) => prefix.split(char).length - 1;
  // Inside a `{...}` expression on this line: code (its strings were handled above).
  if (count('{') > count('}')) return false;
  const lastGt = prefix.lastIndexOf('>');
  const lastLt = prefix.lastIndexOf('<');
  // Between `<Tag` and its `>`: attribute names, not text.
  if (lastLt > lastGt) return false;
  // After a tag or a closed expression on the same line (`<p>Hello`, `© {year} Name`): JSX text.
  if (lastGt !== -1 || prefix.includes('}')) return !/^(?:const|let|var|return|if|type)\b/.test(trimmed);
  const lineEnd = source.indexOf('\n', index);
  const line = source.slice(lineStart, lineEnd === -1 ? source.length : lineEnd).trim();
  // A line of plain words inside JSX (long text wrapped onto its own line).
  return !/[<>{}=();]/.test(line) && !/^(?:const|let|var|function|return|if|type|interface)\b/.test(line);
}

/** Replaces each visible occurrence of `from`; returns the new source and how many were replaced. */
export function replaceVisibleText(
  source: string,
  from: string,
  to: string,
  { ignoreCase = false } = {},
): { source: string; count: number } {
  const pattern = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), ignoreCase ? 'gi' : 'g');
  let count = 0;
  const result = source.replace(pattern, (match, offset: number) => {
    if (!isVisibleText(source, offset)) return match;
    count += 1;
    return escapeFor(source, offset, to);
  });
  return { source: result, count };
}

/** Escapes a replacement for where it lands: inside a quoted string or as JSX text. */
function escapeFor(source: string, index: number, text: string): string {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  const prefix = source.slice(lineStart, index);
  for (const quote of ["'", '"', '`']) {
    const count = prefix.split(quote).length - 1 - (prefix.split(`\\${quote}`).length - 1);
    if (count % 2 === 1)
      return quote === '`'
        ? text.replaceAll('`', '\\`').replaceAll('${', '\\${')
        : text.replaceAll(quote, `\\${quote}`);
  }
  return text.replace(/[{}<>]/g, (char) => `{'${char}'}`);
}
