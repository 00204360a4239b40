import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  attribute,
  escapeAttribute,
  type HtmlAttribute,
  type HtmlTag,
  positionAt,
  scanTags,
} from './html-tags';
import { isInside } from './paths';
import type { BuildError } from './types';

/** A file index.html loads that the build must bundle: its module scripts and local stylesheets. */
export type HtmlEntry = {
  kind: 'script' | 'stylesheet';
  /** Absolute path of the source file. */
  file: string;
  /** The `src` / `href` to point at the built file. */
  attribute: HtmlAttribute;
  /** Where its tag starts. */
  tagStart: number;
};

export type IndexHtml = { html: string; tags: HtmlTag[]; entries: HtmlEntry[] };

export const INDEX_HTML = 'index.html';

/**
 * Reads the project's index.html and finds its entries as Vite does: `<script type="module" src>` and
 * `<link rel="stylesheet" href>` pointing at project files. External URLs and files served from
 * `public/` are left as they are.
 */
export async function readIndexHtml(
  projectDir: string,
): Promise<{ ok: true; page: IndexHtml } | { ok: false; errors: BuildError[] }> {
  const file = path.join(projectDir, INDEX_HTML);
  const html = await readRegularFile(file);
  if (html === null) {
    return {
      ok: false,
      errors: [{ file: INDEX_HTML, line: null, column: null, message: 'index.html is missing' }],
    };
  }

  const tags = scanTags(html);
  const entries: HtmlEntry[] = [];
  const errors: BuildError[] = [];
  for (const tag of tags) {
    const target = entryAttribute(tag);
    if (!target?.attribute.value || isExternalUrl(target.attribute.value)) continue;
    const url = target.attribute.value;
    const pathname = safeDecode(url.replace(/[?#].*$/, ''));
    const source = path.join(projectDir, pathname.startsWith('/') ? pathname : `/${pathname}`);
    const fail = (message: string) =>
      errors.push({ file: INDEX_HTML, ...positionAt(html, target.attribute.start), message });

    if (!isInside(source, projectDir)) {
      fail(`"${url}" is outside the project`);
      continue;
    }
    if (await isRegularFile(source)) {
      entries.push({ kind: target.kind, file: source, attribute: target.attribute, tagStart: tag.start });
    } else if (!(await isRegularFile(path.join(projectDir, 'public', pathname)))) {
      fail(`Could not find "${url}" (referenced by a <${tag.name}> in index.html)`);
    }
  }
  if (errors.length === 0 && !entries.some((entry) => entry.kind === 'script')) {
    errors.push({
      file: INDEX_HTML,
      line: null,
      column: null,
      message: 'index.html has no <script type="module" src="..."> entry',
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, page: { html, tags, entries } };
}

export type RenderedAssets = {
  /** The built URL of each entry, by entry. */
  entryUrls: Map<HtmlEntry, string>;
  /** CSS bundled from the script entries' imports, linked in the head. */
  stylesheets: string[];
  /** Chunks the entries import statically, fetched in parallel with them. */
  modulePreloads: string[];
  /** A classic script that must run before anything else on the page, or null. */
  headScript: string | null;
  /** A module script that must run before the entries (the vendor bundle), or null. */
  moduleBeforeEntries?: string | null;
};

/** index.html with entries pointing at the build; every other byte is kept. */
export function renderIndexHtml(page: IndexHtml, assets: RenderedAssets): string {
  const { html, tags } = page;
  const edits: Array<{ start: number; end: number; text: string }> = [];

  for (const [entry, url] of assets.entryUrls) {
    const { name, start, end } = entry.attribute;
    edits.push({ start, end, text: `${name}="${escapeAttribute(url)}"` });
  }

  const headOpen = tags.find((tag) => tag.name === 'head' && !tag.isEnd);
  const htmlOpen = tags.find((tag) => tag.name === 'html' && !tag.isEnd);
  const doctypeEnd = /^\s*<!doctype[^>]*>/i.exec(html)?.[0].length ?? 0;
  const headOpenEnd = headOpen?.end ?? htmlOpen?.end ?? doctypeEnd;
  // Before everything but `<meta charset>`, which must stay within the first 1024 bytes.
  const firstInHead = tags.find((tag) => tag.start >= headOpenEnd);
  const headStart =
    firstInHead?.name === 'meta' &&
    attribute(firstInHead, 'charset') &&
    !/\S/.test(html.slice(headOpenEnd, firstInHead.start))
      ? firstInHead.end
      : headOpenEnd;
  const headClose = tags.find((tag) => tag.name === 'head' && tag.isEnd);
  const bodyOpen = tags.find((tag) => tag.name === 'body' && !tag.isEnd);
  const headEnd = headClose?.start ?? bodyOpen?.start ?? headStart;

  if (assets.headScript !== null) {
    edits.push({ start: headStart, end: headStart, text: `\n    <script>${assets.headScript}</script>` });
  }
  const links = [
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...assets.stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  if (assets.moduleBeforeEntries) {
    links.push(
      `<script type="module" crossorigin src="${escapeAttribute(assets.moduleBeforeEntries)}"></script>`,
    );
  }
  // Module scripts run in document order: whatever must run first goes before the first entry.
  const firstEntry = Math.min(
    headEnd,
    ...page.entries.filter((entry) => entry.kind === 'script').map((entry) => entry.tagStart),
  );
  if (links.length > 0) {
    edits.push({ start: firstEntry, end: firstEntry, text: `  ${links.join('\n    ')}\n  ` });
  }

  // Stable sort: two insertions at one offset (no <head> at all) keep the order above.
  edits.sort((a, b) => a.start - b.start);
  let output = '';
  let cursor = 0;
  for (const edit of edits) {
    output += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return output + html.slice(cursor);
}

function entryAttribute(tag: HtmlTag): { kind: HtmlEntry['kind']; attribute: HtmlAttribute } | null {
  if (tag.isEnd) return null;
  if (tag.name === 'script' && attribute(tag, 'type')?.value?.toLowerCase() === 'module') {
    const src = attribute(tag, 'src');
    return src ? { kind: 'script', attribute: src } : null;
  }
  if (tag.name === 'link') {
    const rel = attribute(tag, 'rel')?.value?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    return rel.includes('stylesheet') && href ? { kind: 'stylesheet', attribute: href } : null;
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isExternalUrl(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

async function readRegularFile(file: string): Promise<string | null> {
  return (await isRegularFile(file)) ? readFile(file, 'utf8') : null;
}

/** A symlink is not followed: it could point anywhere on the server. */
async function isRegularFile(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch {
    return false;
  }
}
