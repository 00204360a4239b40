/** Small pieces of English the model's replies and generated copy share. */

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a" or "an", by the word's first letter (and the "you" sound of "unit", "user", "euro"). */
export function article(word: string): string {
  // "a unit", "a user", "a European": a vowel letter that sounds like "you" takes "a".
  if (/^(?:uni|use|usu|eu)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
