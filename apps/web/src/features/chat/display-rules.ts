import { BUILD_ERROR_MARKER, FIX_ERROR_PROMPT, RESERVED_SECRET_NAMES, readRequest } from '@kiln/contracts';

/** Seed 000 §5 display rules for chat text. */

/** Runs of key-like characters long enough to be a credential (API keys, tokens, JWT segments). */
const TOKEN_RUN = /[A-Za-z0-9_-]{24,}/g;
const KEPT_CHARS = 4;
/** Long keys would stretch the bubble; the bullets say "hidden", not how long. */
const MAX_BULLETS = 16;

function looksLikeToken(run: string): boolean {
  // A secret mixes letters and digits; an ENV_VAR_NAME or a long camelCase identifier is not one.
  if (!/\d/.test(run) || !/[A-Za-z]/.test(run)) return false;
  return !/^[A-Z0-9_]+$/.test(run) || !run.includes('_');
}

/** Masks long token-like strings with bullets, keeping the first four characters (`sk-p••••`). */
export function maskSecrets(text: string): string {
  return text.replace(TOKEN_RUN, (run) =>
    looksLikeToken(run)
      ? run.slice(0, KEPT_CHARS) + '•'.repeat(Math.min(run.length - KEPT_CHARS, MAX_BULLETS))
      : run,
  );
}

export function firstLine(content: string): string {
  return content.trimStart().split('\n', 1)[0] ?? '';
}

export type FixRequest = { prompt: string; error: string };

/** A user message with the ❌❌❌ marker is a fix request: the prompt, then the error after the marker. */
export function parseFixRequest(content: string): FixRequest | null {
  const at = content.indexOf(BUILD_ERROR_MARKER);
  if (at === -1) return null;
  return {
    prompt: content.slice(0, at).trim() || FIX_ERROR_PROMPT,
    error: content.slice(at + BUILD_ERROR_MARKER.length).trim(),
  };
}

/** Seed 001 §8: the fix prompt, the marker and the error. */
export function buildFixPrompt(errorText: string): string {
  return `${FIX_ERROR_PROMPT}\n\n${BUILD_ERROR_MARKER}${errorText.trim()}`;
}

export type UserMessageDisplay =
  | { kind: 'text'; text: string }
  | { kind: 'fix'; prompt: string; error: string };

/**
 * What a user message shows: a fix request bubble, or the text. A mobile-responsive request shows the
 * request, not the guidelines appended to it (seed 000 §5's "first line": the request a person types
 * in the composer; a request of several lines keeps them all, it is their own text).
 */
export function userMessageDisplay(content: string): UserMessageDisplay {
  const fix = parseFixRequest(content);
  if (fix) return { kind: 'fix', prompt: fix.prompt, error: maskSecrets(fix.error) };
  return { kind: 'text', text: maskSecrets(readRequest(content).request) };
}

const RESERVED: readonly string[] = RESERVED_SECRET_NAMES;

/** Seed 000 §5: secrets Kiln manages itself are not listed. */
export function visibleSecretNames(names: readonly string[]): string[] {
  return names.filter((name) => !RESERVED.includes(name.trim().toUpperCase()));
}
