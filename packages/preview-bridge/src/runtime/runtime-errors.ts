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
    report(event.message || describe(error), stackOf(error), formatSource(event));
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

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Cyclic or otherwise unserialisable values still deserve a report.
    return String(value);
  }
}

function stackOf(value: unknown): string | null {
  return value instanceof Error && typeof value.stack === 'string' ? value.stack : null;
}
