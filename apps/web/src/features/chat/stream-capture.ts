import type { CapturedChunk } from './streaming';

/**
 * Chunks that arrive while a history fetch is in flight would be overwritten by its answer. Each
 * fetch opens a capture; the socket handler records into every open one; the fetch merges what it
 * captured on top of what the server sent (`mergeCapturedChunks`).
 */
type Capture = { chunks: CapturedChunk[] };

const open = new Map<string, Set<Capture>>();

export function startCapture(webId: string): () => CapturedChunk[] {
  const capture: Capture = { chunks: [] };
  const set = open.get(webId) ?? new Set<Capture>();
  set.add(capture);
  open.set(webId, set);
  return () => {
    set.delete(capture);
    if (set.size === 0) open.delete(webId);
    return capture.chunks;
  };
}

export function recordChunk(webId: string, chunk: CapturedChunk): void {
  for (const capture of open.get(webId) ?? []) capture.chunks.push(chunk);
}
