/**
 * The notes app's markdown: a small renderer of its own that builds React elements (headings, bold and
 * italic, lists, links, inline code, code blocks, blockquotes, rules). Text stays text: React escapes
 * it, nothing goes through dangerouslySetInnerHTML, and a link is kept only for http(s), mailto, a path
 * or an anchor, opening with rel="noopener noreferrer".
 */

export const MARKDOWN_LIB = `import type { ReactNode } from 'react';

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'code'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'rule' };

const FENCE = /^\\s*\`\`\`/;
const HEADING = /^(#{1,6})\\s+(.*)$/;
const RULE = /^\\s*(?:-{3,}|\\*{3,}|_{3,})\\s*$/;
const QUOTE = /^\\s*>\\s?/;
const BULLET = /^\\s*[-*+]\\s+/;
const NUMBERED = /^\\s*\\d+[.)]\\s+/;

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || BULLET.test(line) || NUMBERED.test(line);
}

/** The blocks of a markdown text, line by line. */
export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\\r\\n?/g, '\\n').split('\\n');
  const blocks: Block[] = [];
  let index = 0;
  const take = (test: (line: string) => boolean, strip: (line: string) => string) => {
    const taken: string[] = [];
    while (index < lines.length && test(lines[index] ?? '')) {
      taken.push(strip(lines[index] ?? ''));
      index += 1;
    }
    return taken;
  };
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const heading = HEADING.exec(line);
    if (line.trim() === '') {
      index += 1;
    } else if (FENCE.test(line)) {
      index += 1;
      const code = take((next) => !FENCE.test(next), (next) => next);
      index += 1;
      blocks.push({ type: 'code', text: code.join('\\n') });
    } else if (heading) {
      blocks.push({ type: 'heading', level: heading[1]?.length ?? 1, text: (heading[2] ?? '').replace(/\\s+#+\\s*$/, '') });
      index += 1;
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
    } else if (QUOTE.test(line)) {
      blocks.push({ type: 'quote', text: take((next) => QUOTE.test(next), (next) => next.replace(QUOTE, '')).join(' ') });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const marker = BULLET.test(line) ? BULLET : NUMBERED;
      blocks.push({ type: 'list', ordered: marker === NUMBERED, items: take((next) => marker.test(next), (next) => next.replace(marker, '')) });
    } else {
      const text = [line.trim()];
      index += 1;
      text.push(...take((next) => next.trim() !== '' && !startsBlock(next), (next) => next.trim()));
      blocks.push({ type: 'paragraph', text: text.join(' ') });
    }
  }
  return blocks;
}

/** Only links a reader can trust to be links: http(s), mailto, a path on this site, an anchor. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return /^(?:https?:\\/\\/|mailto:|\\/(?!\\/)|#)/i.test(trimmed) ? trimmed : null;
}

const INLINE = /\`([^\`]+)\`|\\*\\*(.+?)\\*\\*|__(.+?)__|\\*([^*\\s](?:[^*]*[^*\\s])?)\\*|_([^_\\s](?:[^_]*[^_\\s])?)_|\\[([^\\]]+)\\]\\(([^)\\s]+)\\)/g;

/** Inline code, bold, italic and links inside a line of text. */
export function renderInline(text: string, keyBase = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    const key = \`\${keyBase}-\${at}\`;
    const [, code, strong, strongAlt, em, emAlt, label, url] = match;
    if (code !== undefined) {
      nodes.push(<code key={key} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">{code}</code>);
    } else if (strong !== undefined || strongAlt !== undefined) {
      nodes.push(<strong key={key}>{renderInline(strong ?? strongAlt ?? '', key)}</strong>);
    } else if (em !== undefined || emAlt !== undefined) {
      nodes.push(<em key={key}>{renderInline(em ?? emAlt ?? '', key)}</em>);
    } else if (label !== undefined) {
      const href = safeHref(url ?? '');
      nodes.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-4">
            {renderInline(label, key)}
          </a>
        ) : (
          <span key={key}>{renderInline(label, key)}</span>
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const HEADING_CLASS = ['text-3xl font-bold', 'text-2xl font-semibold', 'text-xl font-semibold', 'text-lg font-semibold', 'font-semibold', 'font-semibold'];

/** A markdown text as React elements. */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="space-y-4 leading-7 break-words">
      {parseBlocks(source).map((block, index) => {
        const key = \`b-\${index}\`;
        switch (block.type) {
          case 'heading': {
            // One level down: the page's own title is its h1.
            const Tag = \`h\${Math.min(block.level + 1, 6)}\` as 'h2';
            return <Tag key={key} className={\`\${HEADING_CLASS[block.level - 1]} tracking-tight\`}>{renderInline(block.text, key)}</Tag>;
          }
          case 'code':
            return (
              <pre key={key} className="overflow-x-auto rounded-lg bg-muted p-4 font-mono text-sm leading-6">
                <code>{block.text}</code>
              </pre>
            );
          case 'quote':
            return <blockquote key={key} className="border-l-4 border-primary/50 pl-4 text-muted-foreground italic">{renderInline(block.text, key)}</blockquote>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key} className={\`\${block.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6\`}>
                {block.items.map((item, itemIndex) => (
                  <li key={\`\${key}-\${itemIndex}\`}>{renderInline(item, \`\${key}-\${itemIndex}\`)}</li>
                ))}
              </List>
            );
          }
          case 'rule':
            return <hr key={key} className="border-border" />;
          default:
            return <p key={key}>{renderInline(block.text, key)}</p>;
        }
      })}
    </div>
  );
}
`;
