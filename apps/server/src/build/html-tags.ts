/**
 * A small HTML tag scanner: just enough of the HTML tokenizer to find start and end tags and their
 * attributes with exact offsets, so index.html can be edited in place and everything else in it kept
 * byte for byte. Comments, doctypes and raw-text elements (`<script>`, `<style>`...) are skipped as
 * HTML skips them, so a `<script src>` inside a comment or a string is never taken for a tag.
 */

export type HtmlAttribute = {
  /** Lowercased. */
  name: string;
  /** Decoded of the few entities that appear in URLs; null for a bare attribute (`crossorigin`). */
  value: string | null;
  /** Offsets of the whole attribute (`name="value"`). */
  start: number;
  end: number;
};

export type HtmlTag = {
  /** Lowercased. */
  name: string;
  isEnd: boolean;
  /** Offsets of the tag itself, from `<` to past `>`. */
  start: number;
  end: number;
  attributes: HtmlAttribute[];
  /** For raw-text elements: where their content ends and the closing tag starts. */
  contentEnd?: number;
};

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

export function scanTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?') {
      const close = html.indexOf('>', open);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const isEnd = html[open + 1] === '/';
    const nameStart = open + (isEnd ? 2 : 1);
    const nameMatch = /^[A-Za-z][^\s/>]*/.exec(html.slice(nameStart, nameStart + 64));
    if (!nameMatch) {
      i = open + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attributes, end } = scanAttributes(html, nameStart + nameMatch[0].length);
    const tag: HtmlTag = { name, isEnd, start: open, end, attributes: isEnd ? [] : attributes };
    tags.push(tag);
    i = end;
    if (!isEnd && RAW_TEXT.has(name)) {
      const closeAt = findClosingTag(html, name, end);
      tag.contentEnd = closeAt;
      i = closeAt;
    }
  }
  return tags;
}

function scanAttributes(html: string, from: number): { attributes: HtmlAttribute[]; end: number } {
  const attributes: HtmlAttribute[] = [];
  let i = from;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i] as string)) i += 1;
    if (i >= html.length) break;
    if (html[i] === '>') return { attributes, end: i + 1 };
    const start = i;
    while (i < html.length && !/[\s/>=]/.test(html[i] as string)) i += 1;
    const name = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < html.length && /\s/.test(html[j] as string)) j += 1;
    if (html[j] !== '=') {
      attributes.push({ name, value: null, start, end: i });
      continue;
    }
    j += 1;
    while (j < html.length && /\s/.test(html[j] as string)) j += 1;
    const quote = html[j];
    let raw: string;
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, j + 1);
      const valueEnd = close === -1 ? html.length : close;
      raw = html.slice(j + 1, valueEnd);
      i = Math.min(valueEnd + 1, html.length);
    } else {
      const valueStart = j;
      while (j < html.length && !/[\s>]/.test(html[j] as string)) j += 1;
      raw = html.slice(valueStart, j);
      i = j;
    }
    attributes.push({ name, value: decodeEntities(raw), start, end: i });
  }
  return { attributes, end: html.length };
}

function findClosingTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, entity: string) => ENTITIES[entity] ?? _);
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

export function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export function attribute(tag: HtmlTag, name: string): HtmlAttribute | undefined {
  return tag.attributes.find((candidate) => candidate.name === name);
}

/** 1-based line and column of an offset, for errors pointing into index.html. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
