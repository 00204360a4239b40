import { describe, expect, it } from 'vitest';
import { formatRuntimeError, truncateErrorText } from './runtime-error';

describe('truncateErrorText', () => {
  it('keeps short errors whole', () => {
    expect(truncateErrorText("Cannot read properties of undefined (reading 'map')")).toBe(
      "Cannot read properties of undefined (reading 'map')",
    );
  });

  it('cuts at 80 characters and says so', () => {
    const cut = truncateErrorText('x'.repeat(200));
    expect(cut).toBe(`${'x'.repeat(80)}…`);
  });

  it('folds line breaks so the toast stays one paragraph', () => {
    expect(truncateErrorText('TypeError: boom\n    at App (App.tsx:3:7)')).toBe(
      'TypeError: boom at App (App.tsx:3:7)',
    );
  });
});

describe('formatRuntimeError', () => {
  it('gives the assistant the message, the place and the stack once', () => {
    expect(
      formatRuntimeError({
        message: 'TypeError: boom',
        source: 'src/App.tsx:3:7',
        stack: 'TypeError: boom\n    at App (src/App.tsx:3:7)',
      }),
    ).toBe('TypeError: boom\nat src/App.tsx:3:7\nat App (src/App.tsx:3:7)');
    expect(formatRuntimeError({ message: 'boom', source: null, stack: null })).toBe('boom');
  });
});
