import { type Platform, PlatformSchema } from '@kiln/contracts';
import { sessionStore } from '@/lib/session-storage';

/** A prompt typed by a visitor, kept across sign-in so the project is created when they return. */
export type PendingPrompt = { prompt: string; platform: Platform };

const KEY = 'kiln:pending-prompt';

const defaultStorage = sessionStore;

export function savePendingPrompt(value: PendingPrompt, storage = defaultStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the convenience, never the flow.
  }
}

export function peekPendingPrompt(storage = defaultStorage()): PendingPrompt | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || !('prompt' in value) || typeof value.prompt !== 'string')
      return null;
    const prompt = value.prompt.trim();
    if (!prompt) return null;
    const platform = PlatformSchema.safeParse('platform' in value ? value.platform : undefined);
    return { prompt, platform: platform.success ? platform.data : 'web' };
  } catch {
    return null;
  }
}

export function clearPendingPrompt(storage = defaultStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing to do
  }
}

/** Reads and forgets the kept prompt, so it is used once. */
export function takePendingPrompt(storage = defaultStorage()): PendingPrompt | null {
  const value = peekPendingPrompt(storage);
  clearPendingPrompt(storage);
  return value;
}
