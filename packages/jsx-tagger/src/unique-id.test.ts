import { describe, expect, it } from 'vitest';
import { parseUniqueId, tagJsx, uniqueIdFor } from './index';

describe('unique ids', () => {
  it('reads back what the tagger writes, a path with colons included', () => {
    const code = 'export const A = () => (\n  <div>\n    <p>Hi</p>\n  </div>\n);\n';
    const tagged = tagJsx(code, 'src/a:b/App.tsx')?.code ?? '';
    const ids = [...tagged.matchAll(/data-unique-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['src/a:b/App.tsx:2:2', 'src/a:b/App.tsx:3:4']);
    expect(parseUniqueId(ids[1] as string)).toEqual({ fileName: 'src/a:b/App.tsx', line: 3, column: 4 });
    expect(uniqueIdFor('src/a:b/App.tsx', { line: 3, column: 4 })).toBe(ids[1]);
  });

  it('answers null for anything that is not an id', () => {
    expect(parseUniqueId('hero')).toBeNull();
    expect(parseUniqueId('src/App.tsx:3')).toBeNull();
  });
});
