import { MAX_MESSAGE_LENGTH, MAX_SOURCE_LENGTH, MAX_STACK_LENGTH, truncate } from './limits';
import type { PostToParent } from './post-to-parent';

/** An error thrown on every render or animation frame would otherwise flood the workspace. */
const REPEAT_WINDOW_MS = 1_000;

/**
 * Reports uncaught errors and unhandled promise rejections of the preview as `runtime-error`, which
 * the workspace turns into the "Something needs your attention" toast. Returns a function that stops.
 */
export function reportRuntimeErrors(win: Window, post: PostToParent): () => void {
  const lastSent = new Map<string, number>();

  function report(message: string, stack: string | null, source: string | null): void {
    const key = `${message}\u0000${source ?? ''}`;
    const now = Date.now();
    const previous = lastSent.get(key);
    if (previous !== undefined && now - previous < REPEAT_WINDOW_MS) return;
    lastSent.set(key, now);
    post({
      type: 'runtime-error',
      message: truncate(message, MAX_MESSAGE_LENGTH),
      stack: stack === null ? null : truncate(stack, MAX_STACK_LENGTH),
      source: source === null ? null : truncate(source, MAX_SOURCE_LENGTH),
    });
  }

  const handleError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    report(errorEventMessage(event), stackOf(error), formatSource(event));
  };
  const handleRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    report(`Unhandled promise rejection: ${describe(reason)}`, stackOf(reason), null);
  };

  win.addEventListener('error', handleError);
  win.addEventListener('unhandledrejection', handleRejection);
  return () => {
    win.removeEventListener('error', handleError);
    win.removeEventListener('unhandledrejection', handleRejection);
  };
}

/** `file:line:column`, the form stack traces and editors use; null when the browser hid it. */
function formatSource(event: ErrorEvent): string | null {
  if (!event.filename) return null;
  return event.lineno ? `${event.filename}:${event.lineno}:${event.colno}` : event.filename;
}

/** Said when the thrown value carries no words at all (`throw ''`, `throw undefined`). */
export const NO_ERROR_MESSAGE = 'An error was thrown without a message';

/**
 * The error's own words. Chromium's `ErrorEvent.message` is "Uncaught " plus the value as a string:
 * "Uncaught TypeError: boom", but just "Uncaught Error" for `throw new Error()`, "Uncaught " for
 * `throw ''` and "Uncaught [object Object]" for a plain object; a script of another origin gives
 * "Script error." and no error. So the thrown value speaks first, the event's text only without it.
 */
export function errorEventMessage(event: Pick<ErrorEvent, 'message' | 'error'>): string {
  const error: unknown = event.error;
  if (error !== undefined && error !== null && error !== '') return describe(error);
  const said = (event.message ?? '').replace(/^Uncaught\b\s*/, '').trim();
  return said && said !== 'undefined' && said !== 'null' ? said : NO_ERROR_MESSAGE;
}

function describe(value: unknown): string {
  if (value === undefined || value === null || value === '') return NO_ERROR_MESSAGE;
  if (typeof value === 'string') return value;
  if (isErrorLike(value)) return describeError(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Cyclic or otherwise unserialisable values still deserve a report.
    return String(value);
  }
}

type ErrorLike = { message: string; name?: unknown; stack?: unknown };

/** Errors of another realm (a nested frame) fail `instanceof Error`; their shape does not. */
function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string')
  );
}

/** "TypeError: boom"; an error without a message says so, and where it was thrown. */
function describeError(error: ErrorLike): string {
  const name = typeof error.name === 'string' && error.name ? error.name : 'Error';
  const message = error.message.trim();
  if (message) return `${name}: ${message}`;
  const frame = typeof error.stack === 'string' ? firstFrame(error.stack) : null;
  return `${name} thrown without a message${frame ? `, ${frame}` : ''}`;
}

function firstFrame(stack: string): string | null {
  const line = stack.split('\n').find((l) => /^\s*at\s/.test(l) || /@/.test(l));
  return line ? line.trim().replace(/^at\s+/, 'at ') : null;
}

function stackOf(value: unknown): string | null {
  return isErrorLike(value) && typeof value.stack === 'string' ? value.stack : null;
}
