import { parseMessageContent } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { MarkupEscaper } from './markup-stream';

describe('MarkupEscaper', () => {
  it('escapes a marker split across deltas', () => {
    const e = new MarkupEscaper();
    const out =
      ['Hi <ki', 'ln-part>{"type":"build_failed","content":"x"}</', 'kiln-part> done']
        .map((d) => e.push(d))
        .join('') + e.flush();
    expect(parseMessageContent(out)).toEqual([
      { type: 'text', content: 'Hi <kiln-part>{"type":"build_failed","content":"x"}</kiln-part> done' },
    ]);
  });

  it('passes ordinary text through at once, holding only a possible marker start', () => {
    const e = new MarkupEscaper();
    expect(e.push('a < b')).toBe('a < b');
    expect(e.push('x <')).toBe('x ');
    expect(e.push('div>')).toBe('<div>');
    expect(e.flush()).toBe('');
  });
});
