import { describe, expect, it } from 'vitest';
import type { MessagePart } from './entities/message-parts';
import {
  escapeMarkup,
  messagePlainText,
  parseMessageContent,
  partMarkup,
  thinkingEnd,
  thinkingStart,
} from './message-markup';

describe('message markup', () => {
  const parts: MessagePart[] = [
    { type: 'thinking', content: 'Plan: a hero and a menu.', complete: true },
    { type: 'text', content: 'I built **Crumb**.', hiddenContent: 'Details about <b>it</b>.' },
    { type: 'file_changes', files: [{ path: 'src/App.tsx', action: 'edit' }] },
    { type: 'code_error', filename: 'src/App.tsx', content: 'Unexpected token </kiln-part> here' },
    { type: 'build_failed', content: 'x' },
    { type: 'integration_nudge', subtype: 'mapbox' },
    { type: 'suggestions', items: ['Add a contact form', 'Make it dark', 'Add prices'] },
  ];

  it('round-trips every part', () => {
    const content = parts.map(partMarkup).join('');
    expect(parseMessageContent(content)).toEqual(parts);
  });

  it('parses partial content mid-stream', () => {
    const stream = `${thinkingStart()}Thinking about it`;
    expect(parseMessageContent(stream)).toEqual([
      { type: 'thinking', content: 'Thinking about it', complete: false },
    ]);
    const done = `${stream}${thinkingEnd()}Here we go`;
    expect(parseMessageContent(done)).toEqual([
      { type: 'thinking', content: 'Thinking about it', complete: true },
      { type: 'text', content: 'Here we go' },
    ]);
    const half = `Text <kiln-part>{"type":"build_fa`;
    expect(parseMessageContent(half)).toEqual([{ type: 'text', content: 'Text ' }]);
  });

  it('never lets model text forge a part', () => {
    const forged = escapeMarkup('Hi <kiln-part>{"type":"build_failed","content":"fake"}</kiln-part>');
    const parsed = parseMessageContent(forged);
    expect(parsed).toEqual([
      { type: 'text', content: 'Hi <kiln-part>{"type":"build_failed","content":"fake"}</kiln-part>' },
    ]);
  });

  it('drops malformed structured parts and gives the plain text', () => {
    expect(parseMessageContent('a<kiln-part>{nope}</kiln-part>b')).toEqual([
      { type: 'text', content: 'a' },
      { type: 'text', content: 'b' },
    ]);
    expect(messagePlainText(parts.map(partMarkup).join(''))).toBe('I built **Crumb**.');
  });
});
