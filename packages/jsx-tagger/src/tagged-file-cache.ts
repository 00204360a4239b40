/**
 * Tagged sources by (root-relative path, source text), shared by every project's build in a process:
 * the tagger's output depends on nothing else, and most files of a new project are the template's,
 * unchanged — so a project's first build parses only what its model wrote. Least recently used
 * entries go first once the cached text passes `maxChars`.
 */
export class TaggedFileCache {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars = 32 * 1024 * 1024) {}

  get(relativePath: string, source: string): string | undefined {
    const key = keyOf(relativePath, source);
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(relativePath: string, source: string, contents: string): void {
    const key = keyOf(relativePath, source);
    const size = key.length + contents.length;
    if (size > this.maxChars) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.chars -= key.length + previous.length;
    }
    this.entries.set(key, contents);
    this.chars += size;
    for (const [oldest, value] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= oldest.length + value.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

function keyOf(relativePath: string, source: string): string {
  return `${relativePath}\0${source}`;
}
