import type { MessagePart } from '@kiln/contracts';

/**
 * A model that thinks between tool calls leaves several thinking parts in a row; the reader sees one
 * block. It is complete once the last of them is.
 */
export function mergeAdjacentThinking(parts: readonly MessagePart[]): MessagePart[] {
  const merged: MessagePart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.type === 'thinking' && previous?.type === 'thinking') {
      merged[merged.length - 1] = {
        type: 'thinking',
        content: `${previous.content.trimEnd()}\n\n${part.content.trimStart()}`,
        complete: part.complete,
      };
    } else {
      merged.push(part);
    }
  }
  return merged;
}
