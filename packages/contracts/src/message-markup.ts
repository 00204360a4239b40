import { type MessagePart, MessagePartSchema } from './entities/message-parts';

/**
 * An assistant message's `content` is one string (the seeds' wire shape, streamed in `chat:update`
 * chunks) in which parts are marked up; clients parse it into `MessagePart`s each time it grows.
 *
 * - text is plain text, and its hidden remainder follows in `<kiln-more>…</kiln-more>`;
 * - thinking streams between `<kiln-thinking>` and `</kiln-thinking>` (complete once closed);
 * - every other part is one `<kiln-part>{json}</kiln-part>`.
 *
 * Model output can never forge a part: `escapeMarkup` neutralises `<kiln-` in any text it writes.
 */
const THINKING_OPEN = '<kiln-thinking>';
const THINKING_CLOSE = '</kiln-thinking>';
const MORE_OPEN = '<kiln-more>';
const MORE_CLOSE = '</kiln-more>';
const PART_OPEN = '<kiln-part>';
const PART_CLOSE = '</kiln-part>';
const TAG = /<(\/?)kiln-(thinking|more|part)>/g;

export function escapeMarkup(text: string): string {
  return text.replace(/<(\/?)kiln-/g, '&lt;$1kiln-');
}

function unescapeMarkup(text: string): string {
  return text.replace(/&lt;(\/?)kiln-/g, '<$1kiln-');
}

export function thinkingStart(): string {
  return THINKING_OPEN;
}
export function thinkingEnd(): string {
  return THINKING_CLOSE;
}

/** The markup of one whole part (thinking and text included, for messages written in one go). */
export function partMarkup(part: MessagePart): string {
  switch (part.type) {
    case 'text':
      return (
        escapeMarkup(part.content) +
        (part.hiddenContent ? `${MORE_OPEN}${escapeMarkup(part.hiddenContent)}${MORE_CLOSE}` : '')
      );
    case 'thinking':
      return `${THINKING_OPEN}${escapeMarkup(part.content)}${part.complete ? THINKING_CLOSE : ''}`;
    default:
      // JSON never contains a raw `<kiln-`: escape its `<` so the closing tag cannot appear inside.
      return `${PART_OPEN}${JSON.stringify(part).replaceAll('<', '\\u003c')}${PART_CLOSE}`;
  }
}

function pushText(parts: MessagePart[], text: string): void {
  const content = unescapeMarkup(text);
  if (content.trim() === '') return;
  parts.push({ type: 'text', content });
}

/** Parses (possibly partial, mid-stream) content into parts; incomplete structured parts are skipped. */
export function parseMessageContent(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (;;) {
    TAG.lastIndex = at;
    const match = TAG.exec(content);
    if (!match || match[1] === '/') {
      pushText(parts, content.slice(at));
      return parts;
    }
    pushText(parts, content.slice(at, match.index));
    const kind = match[2];
    const bodyStart = match.index + match[0].length;
    const closeTag = kind === 'thinking' ? THINKING_CLOSE : kind === 'more' ? MORE_CLOSE : PART_CLOSE;
    const close = content.indexOf(closeTag, bodyStart);
    const body = content.slice(bodyStart, close === -1 ? undefined : close);
    if (kind === 'thinking') {
      parts.push({ type: 'thinking', content: unescapeMarkup(body), complete: close !== -1 });
    } else if (kind === 'more') {
      const previous = parts[parts.length - 1];
      if (previous?.type === 'text') previous.hiddenContent = unescapeMarkup(body);
      else pushText(parts, body);
    } else if (close !== -1) {
      try {
        const parsed = MessagePartSchema.safeParse(JSON.parse(body));
        if (parsed.success) parts.push(parsed.data);
      } catch {
        // A malformed part is dropped rather than shown as raw markup.
      }
    }
    if (close === -1) return parts;
    at = close + closeTag.length;
  }
}

/** The readable text of a message (text parts only), e.g. for search, titles and notifications. */
export function messagePlainText(content: string): string {
  return parseMessageContent(content)
    .filter((p) => p.type === 'text')
    .map((p) => (p.type === 'text' ? p.content : ''))
    .join('\n\n')
    .trim();
}
