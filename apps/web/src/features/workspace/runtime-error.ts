import { LIMITS } from '@kiln/contracts';

/** Seed 001 §8: the runtime-error toast shows the error cut to 80 characters. */
export function truncateErrorText(text: string, max: number = LIMITS.errorToastMaxChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Said when an error reached the workspace with no words of its own. */
export const NO_RUNTIME_ERROR_MESSAGE = 'An error was thrown without a message';

/**
 * What the toast says (issue 22 §4): the error's message, never Chromium's bare "Uncaught". Previews
 * built before the bridge read the thrown error itself still send "Uncaught TypeError: boom" or just
 * "Uncaught ": the prefix goes, and nothing left says so in words.
 */
export function runtimeErrorSummary(error: { message: string }): string {
  const message = error.message.replace(/^Uncaught\b\s*/, '').trim();
  const isBare = message === '' || message === 'undefined' || message === 'null';
  return truncateErrorText(isBare ? NO_RUNTIME_ERROR_MESSAGE : message);
}

/** The error as the chat sends it to the assistant: the message, where it happened, and the stack. */
export function formatRuntimeError(error: {
  message: string;
  source: string | null;
  stack: string | null;
}): string {
  const lines = [error.message];
  if (error.source) lines.push(`at ${error.source}`);
  if (error.stack && !error.stack.includes(error.message)) lines.push(error.stack);
  else if (error.stack)
    lines.push(error.stack.slice(error.stack.indexOf(error.message) + error.message.length).trim());
  return lines.filter(Boolean).join('\n');
}
