/** Up to two letters for an avatar: "Ada Lovelace" → "AL", "ada@x.dev" → "A". */
export function initialsOf(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2
      ? `${Array.from(words[0] ?? '')[0] ?? ''}${Array.from(words.at(-1) ?? '')[0] ?? ''}`
      : Array.from(words[0] ?? '')[0];
  const fallback = Array.from(email.trim())[0];
  return (letters || fallback || '?').toUpperCase();
}
