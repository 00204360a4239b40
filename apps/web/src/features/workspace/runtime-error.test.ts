import { describe, expect, it } from 'vitest';
import {
  formatRuntimeError,
  NO_RUNTIME_ERROR_MESSAGE,
  runtimeErrorSummary,
  truncateErrorText,
} from './runtime-error';

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

// Issue 22 §4: the toast carries the error's message, never just "Uncaught".
describe('runtimeErrorSummary', () => {
  it('shows the error’s message as the bridge sends it', () => {
    expect(runtimeErrorSummary({ message: 'TypeError: boom from the preview' })).toBe(
      'TypeError: boom from the preview',
    );
  });

  it('drops the "Uncaught" older previews still send', () => {
    expect(runtimeErrorSummary({ message: 'Uncaught TypeError: boom from the preview' })).toBe(
      'TypeError: boom from the preview',
    );
    expect(runtimeErrorSummary({ message: 'Uncaught ' })).toBe(NO_RUNTIME_ERROR_MESSAGE);
    expect(runtimeErrorSummary({ message: 'Uncaught undefined' })).toBe(NO_RUNTIME_ERROR_MESSAGE);
    expect(runtimeErrorSummary({ message: '' })).toBe(NO_RUNTIME_ERROR_MESSAGE);
  });

  it('keeps a word that merely starts like it, and still cuts at 80 characters', () => {
    expect(runtimeErrorSummary({ message: 'Uncaughtable: the pan is hot' })).toBe(
      'Uncaughtable: the pan is hot',
    );
    expect(runtimeErrorSummary({ message: `Uncaught Error: ${'x'.repeat(100)}` })).toBe(
      `Error: ${'x'.repeat(73)}…`,
    );
  });
});
