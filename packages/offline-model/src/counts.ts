/**
 * How many of something a prompt asks for: "a quiz with 10 questions", "a 5-question quiz", "twelve
 * questions about space". Issue 18: the built-in model makes that many when it can, and says so when
 * it cannot, instead of answering with its own number as if it were the one asked for.
 */

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
  'a dozen': 12,
};

const NUMBER = `(\\d{1,4}|${Object.keys(WORDS).join('|')})`;
/**
 * A word between the count and the noun ("multiple-choice"), never one that starts another phrase,
 * in English or in a prompt language ("para 30 alumnos con preguntas" asks for no count).
 */
const BETWEEN =
  '[\\s-]+(?!(?:with|for|and|or|of|about|in|on|to|from|per|each|every|con|para|por|sobre|avec|pour|sur|mit|und|von|com|di|su|et|y|e)\\b)[a-z][a-z-]*';

/**
 * The count before `noun` (a pattern for the noun, singular and plural), with up to two words between
 * ("10 multiple-choice questions"); null when the prompt gives none or gives 0.
 */
export function askedCount(prompt: string, noun: string): number | null {
  const pattern = new RegExp(`\\b${NUMBER}(?:${BETWEEN}){0,2}?[\\s-]+(?:${noun})\\b`, 'i');
  const match = pattern.exec(prompt);
  if (!match?.[1]) return null;
  const text = match[1].toLowerCase();
  const count = /^\d+$/.test(text) ? Number(text) : (WORDS[text] ?? 0);
  return count > 0 ? count : null;
}

/**
 * At most as many of `items` as the prompt asks for (`noun`: a pattern for the noun, "products?"),
 * all of them when it names no count; `shortBy` is set when it asks for more than there are, and
 * `note(file)` then says so for the reply ("you asked for 20, but …: add the rest in src/lib/…").
 */
export function takeAsked<T>(
  prompt: string,
  noun: string,
  items: readonly T[],
): { items: T[]; asked: number | null; note: (file: string) => string | null } {
  const asked = askedCount(prompt, noun);
  const taken = asked ? items.slice(0, asked) : [...items];
  return {
    items: taken,
    asked,
    note: (file) =>
      asked && asked > taken.length
        ? `you asked for ${asked}, but the built-in offline model has only ${taken.length} to write: add the rest in ${file}`
        : null,
  };
}

/** A reply's note in brackets after a highlight, or nothing. */
export function noteSuffix(note: string | null): string {
  return note ? ` (${note})` : '';
}
