import { LIMITS } from '@kiln/contracts';

/** Seed 001 §8: the runtime-error toast shows the error cut to 80 characters. */
export function truncateErrorText(text: string, max: number = LIMITS.errorToastMaxChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
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
