import { LIMITS } from '@kiln/contracts';

/** How many characters are on screen `elapsedMs` into typing `total` characters. */
export function charactersTyped(
  elapsedMs: number,
  total: number,
  msPerChar: number = LIMITS.nameTypingMsPerChar,
): number {
  if (msPerChar <= 0) return total;
  return Math.max(0, Math.min(total, Math.floor(elapsedMs / msPerChar)));
}

/** The visible part of `text`; whole characters, so an emoji never shows half. */
export function typedText(
  text: string,
  elapsedMs: number,
  msPerChar: number = LIMITS.nameTypingMsPerChar,
): string {
  const characters = Array.from(text);
  return characters.slice(0, charactersTyped(elapsedMs, characters.length, msPerChar)).join('');
}

export function typingDurationMs(text: string, msPerChar: number = LIMITS.nameTypingMsPerChar): number {
  return Array.from(text).length * msPerChar;
}
