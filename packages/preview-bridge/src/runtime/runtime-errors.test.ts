import { describe, expect, it } from 'vitest';
import { errorEventMessage, NO_ERROR_MESSAGE } from './runtime-errors';

// What Chromium hands the `error` listener (its `message` as measured in Debian Chromium), and what the
// workspace's toast is told (issue 22 §4): the error's message, never a bare "Uncaught".
describe('errorEventMessage', () => {
  it('takes the thrown error’s name and message over the event’s "Uncaught …"', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    expect(errorEventMessage({ message: `Uncaught ${error}`, error })).toBe(
      "TypeError: Cannot read properties of undefined (reading 'map')",
    );
  });

  it('names an error thrown without a message, and where', () => {
    const error = new Error();
    error.stack = 'Error\n    at App (http://x.preview.localhost:3000/src/App.tsx:3:7)\n    at render';
    expect(errorEventMessage({ message: 'Uncaught Error', error })).toBe(
      'Error thrown without a message, at App (http://x.preview.localhost:3000/src/App.tsx:3:7)',
    );
  });

  it('reads a blocked storage’s SecurityError', () => {
    const error = new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      'SecurityError',
    );
    expect(errorEventMessage({ message: `Uncaught ${error}`, error })).toBe(
      "SecurityError: Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    );
  });

  it('says so when nothing carries a message', () => {
    expect(errorEventMessage({ message: 'Uncaught ', error: '' })).toBe(NO_ERROR_MESSAGE);
    expect(errorEventMessage({ message: 'Uncaught undefined', error: undefined })).toBe(NO_ERROR_MESSAGE);
    expect(errorEventMessage({ message: 'Uncaught null', error: null })).toBe(NO_ERROR_MESSAGE);
  });

  it('keeps a thrown string or object, and a cross-origin script’s text', () => {
    expect(errorEventMessage({ message: 'Uncaught out of coffee', error: 'out of coffee' })).toBe(
      'out of coffee',
    );
    expect(errorEventMessage({ message: 'Uncaught [object Object]', error: { code: 42 } })).toBe(
      '{"code":42}',
    );
    expect(errorEventMessage({ message: 'Script error.', error: null })).toBe('Script error.');
  });
});
