import { describe, expect, it } from 'vitest';
import { isSendShortcut } from './is-send-shortcut';

const key = (over: Partial<{ key: string; metaKey: boolean; ctrlKey: boolean; isComposing: boolean }>) => ({
  key: 'Enter',
  metaKey: false,
  ctrlKey: false,
  isComposing: false,
  ...over,
});

describe('isSendShortcut', () => {
  it('sends on Cmd+Enter or Ctrl+Enter only', () => {
    expect(isSendShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSendShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSendShortcut(key({}))).toBe(false);
    expect(isSendShortcut(key({ key: 'a', ctrlKey: true }))).toBe(false);
  });

  it('waits while an input method is composing', () => {
    expect(isSendShortcut(key({ metaKey: true, isComposing: true }))).toBe(false);
  });
});
