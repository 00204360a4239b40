const STOP_WORDS = new Set(
  `a an the and or but for with without of to in on at by from into about as is are be build create make
  me my our i we you your please app application website site web page simple nice beautiful modern
  that which where who want would like need some new using use it its this can could should will just
  let lets show shows called named`.split(/\s+/),
);

const MAX_WORDS = 3;
const MAX_LENGTH = 40;

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * A short project name from the prompt: a quoted or "called X" name when the prompt gives one,
 * else its first meaningful words. Deterministic and offline; a configured model can do better.
 */
export function nameFromPrompt(prompt: string): string {
  const quoted = prompt.match(/["“']([^"”']{2,40})["”']/);
  const called = prompt.match(/\b(?:called|named)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})/);
  const given = quoted?.[1] ?? called?.[1];
  if (given) return given.trim().slice(0, MAX_LENGTH);

  const words = prompt
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w.toLowerCase()));
  const name = words.slice(0, MAX_WORDS).map(titleCase).join(' ').slice(0, MAX_LENGTH).trim();
  return name || 'Untitled App';
}
