import { ASSISTANT_PLACEHOLDERS, type ChatMode, type HistoryItem } from '@kiln/contracts';
import type { PendingSend } from './state';

/**
 * Seed 001 §4.3: how streamed chunks become message content. Pure functions over the history cache,
 * so the merge rules are tested without a socket.
 */

// CSI (colours, cursor moves), OSC (titles, links) and two-character escapes. Built from a string so
// the control characters stay visible in the source.
const ESC = '\u001b';
const BEL = '\u0007';
const ESCAPE_SEQUENCES = new RegExp(
  `${ESC}\\[[0-?]*[ -/]*[@-~]|${ESC}\\][^${BEL}${ESC}]*(?:${BEL}|${ESC}\\\\)|${ESC}[@-Z\\\\-_]`,
  'g',
);
/** A colour code whose escape byte was lost on the way (`[32m`), only stripped next to real escapes. */
const ORPHAN_COLOUR_CODES = /\[(?:\d{1,3}(?:;\d{1,3})*)?m/g;
const TERMINAL_WARNING = /^(?:npm\s+)?warn(?:ing)?\b|^\(!\)/i;

/**
 * Strips terminal escape codes from a chunk. Returns null for a chunk to drop: one that was only
 * escape codes, or a stray terminal warning line (recognised only when it came with escape codes, so a
 * model sentence starting with "Warning" is never dropped).
 */
export function cleanChunk(chunk: string): string | null {
  if (!chunk.includes(ESC)) return chunk;
  const cleaned = chunk.replace(ESCAPE_SEQUENCES, '').replace(ORPHAN_COLOUR_CODES, '');
  const trimmed = cleaned.trim();
  if (trimmed === '' || TERMINAL_WARNING.test(trimmed)) return null;
  return cleaned;
}

const PLACEHOLDER_CONTENTS: readonly string[] = Object.values(ASSISTANT_PLACEHOLDERS);

export function isPlaceholderContent(content: string): boolean {
  return PLACEHOLDER_CONTENTS.includes(content);
}

export function placeholderFor(mode: ChatMode): string {
  return mode === 'chat' ? ASSISTANT_PLACEHOLDERS.thinking : ASSISTANT_PLACEHOLDERS.generating;
}

/** Appends a chunk; the first chunk replaces the placeholder. */
export function appendToContent(content: string, chunk: string): string {
  return isPlaceholderContent(content) ? chunk : content + chunk;
}

export function assistantItem(
  id: string,
  content: string,
  createdAt = new Date().toISOString(),
): HistoryItem {
  return {
    _id: id,
    role: 'assistant',
    content,
    experimental_attachments: [],
    model: null,
    commitHash: null,
    commitMessage: null,
    createdAt,
  };
}

export type ChunkTarget = {
  assistantMessageId: string;
  chunk: string;
  /** The optimistic placeholder a first unknown id may claim (a send waiting for its answer). */
  adoptPlaceholderId: string | null;
};

/**
 * Seed 001 §4.3: the chunk goes to the assistant message with its id. An id the cache does not know
 * claims the waiting placeholder, or else starts a new assistant message (a run started elsewhere).
 */
export function applyChunk(
  items: readonly HistoryItem[] | undefined,
  { assistantMessageId, chunk, adoptPlaceholderId }: ChunkTarget,
): HistoryItem[] | undefined {
  if (!items) return undefined;
  const index = items.findIndex((item) => item._id === assistantMessageId);
  if (index !== -1) {
    const item = items[index] as HistoryItem;
    const next = items.slice();
    next[index] = { ...item, content: appendToContent(item.content, chunk) };
    return next;
  }
  const placeholderIndex = adoptPlaceholderId
    ? items.findIndex((item) => item._id === adoptPlaceholderId)
    : -1;
  if (placeholderIndex !== -1) {
    const placeholder = items[placeholderIndex] as HistoryItem;
    const next = items.slice();
    next[placeholderIndex] = {
      ...placeholder,
      _id: assistantMessageId,
      content: appendToContent(placeholder.content, chunk),
    };
    return next;
  }
  return [...items, assistantItem(assistantMessageId, appendToContent('', chunk))];
}

export type CapturedChunk = { assistantMessageId: string; chunk: string };

/**
 * The longest prefix of `chunks` (joined) that `content` already ends with. The server read the
 * content at one instant while these chunks were arriving: the ones before that instant are already
 * in it, the ones after are not.
 */
function alreadyIncluded(content: string, chunks: readonly string[]): number {
  for (let count = chunks.length; count > 0; count--) {
    if (content.endsWith(chunks.slice(0, count).join(''))) return count;
  }
  return 0;
}

/**
 * Puts the chunks that streamed while the history was being fetched on top of the fetched history,
 * so a refetch mid-run neither drops nor repeats any of the reply.
 */
export function mergeCapturedChunks(
  items: readonly HistoryItem[],
  captured: readonly CapturedChunk[],
): HistoryItem[] {
  if (captured.length === 0) return items.slice();
  const byMessage = new Map<string, string[]>();
  for (const { assistantMessageId, chunk } of captured) {
    const list = byMessage.get(assistantMessageId) ?? [];
    list.push(chunk);
    byMessage.set(assistantMessageId, list);
  }
  let next = items.slice();
  for (const [id, chunks] of byMessage) {
    const index = next.findIndex((item) => item._id === id);
    if (index === -1) {
      next = [...next, assistantItem(id, chunks.reduce(appendToContent, ''))];
      continue;
    }
    const item = next[index] as HistoryItem;
    const missing = chunks.slice(alreadyIncluded(item.content, chunks));
    if (missing.length > 0) next[index] = { ...item, content: missing.reduce(appendToContent, item.content) };
  }
  return next;
}

export function optimisticItems(pending: PendingSend, createdAt = new Date().toISOString()): HistoryItem[] {
  return [
    {
      _id: pending.userMessageId,
      role: 'user',
      content: pending.content,
      experimental_attachments: pending.attachments.map((a, i) => ({
        ...a,
        _id: `${pending.userMessageId}-${i}`,
      })),
      model: pending.model,
      commitHash: null,
      commitMessage: null,
      createdAt,
    },
    assistantItem(pending.placeholderId, placeholderFor(pending.mode), createdAt),
  ];
}

/**
 * A history fetched while a send waits for its answer may not hold that send yet: keep the optimistic
 * user message and placeholder on top, unless the fetch already carries them.
 */
export function keepPendingSend(items: readonly HistoryItem[], pending: PendingSend | null): HistoryItem[] {
  if (!pending) return items.slice();
  const lastUser = [...items].reverse().find((item) => item.role === 'user');
  const hasUserMessage = lastUser?.content === pending.content;
  const hasReply = hasUserMessage && items.at(-1)?.role === 'assistant';
  if (hasReply) return items.slice();
  const [user, placeholder] = optimisticItems(pending) as [HistoryItem, HistoryItem];
  return hasUserMessage ? [...items, placeholder] : [...items, user, placeholder];
}

export function removeItems(items: readonly HistoryItem[] | undefined, ids: readonly string[]) {
  return items?.filter((item) => !ids.includes(item._id));
}

/** Gives the placeholder its real id; if a message with that id is already there, the placeholder goes. */
export function renameItem(items: readonly HistoryItem[] | undefined, from: string, to: string) {
  if (!items || from === to) return items?.slice();
  if (items.some((item) => item._id === to)) return items.filter((item) => item._id !== from);
  return items.map((item) => (item._id === from ? { ...item, _id: to } : item));
}
