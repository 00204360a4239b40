/** Small pieces of English the model's replies and generated copy share. */

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The link to where the docs say how to connect a real model (the workspace's docs page). */
export function addARealModel(startsSentence = true): string {
  return `[${startsSentence ? 'Add' : 'add'} a real model](/docs#real-models)`;
}

/** "a" or "an", by the word's first letter (and the "you" sound of "unit", "user", "euro"). */
export function article(word: string): string {
  // "a unit", "a user", "a European": a vowel letter that sounds like "you" takes "a".
  if (/^(?:uni|use|usu|eu)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
