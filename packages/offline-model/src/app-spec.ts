import { extractColours } from './app-spec-colours';
import {
  extractForeignPlace,
  FOREIGN_BEFORE_PLACE,
  FOREIGN_FOR_NAME,
  foreignShopName,
} from './app-spec-foreign';
import { DOMAIN_WORDS, NAME_SUFFIX, STOP_WORDS } from './app-spec-words';
import { askedKind } from './kinds';
import { promptLanguage } from './language';

/**
 * What a first prompt asks for, read the way a person would skim it: which kind of app, its name,
 * what it is about, and its colours. Pure string work so it can be unit-tested exhaustively. The word
 * lists are in `app-spec-words.ts`, the colours in `app-spec-colours.ts`.
 */

export const RECIPE_IDS = [
  'landing',
  'todo',
  'blog',
  'portfolio',
  'dashboard',
  'store',
  'restaurant',
  'event',
  'fitness',
  'calculator',
  'timer',
  'booking',
  'weather',
  'listings',
  'records',
  'board',
  'notes',
  'quiz',
  'survey',
  'converter',
  'chat',
  'media',
] as const;
export type RecipeId = (typeof RECIPE_IDS)[number];

export const DOMAIN_IDS = [
  'food',
  'tech',
  'wellness',
  'creative',
  'retail',
  'travel',
  'education',
  'services',
] as const;
export type DomainId = (typeof DOMAIN_IDS)[number];

export type AppSpec = {
  recipe: RecipeId;
  name: string;
  /** "a bakery in Lisbon": what the app is about, with its article; null when the prompt never says. */
  subject: string | null;
  /** The subject without its article ("bakery in Lisbon"), or a neutral phrase when there is none. */
  topic: string;
  /** A city or region named in the prompt ("Lisbon"). */
  place: string | null;
  domain: DomainId;
  /** The colours the prompt named, in order; the recipe's palette fills in what is missing. */
  colours: { primary: string | null; accent: string | null };
  /** "dark theme", "dark mode", a bare "dark": the app starts in its dark theme; null otherwise. */
  theme: 'dark' | null;
  prompt: string;
};

/** The recipe a prompt gets: its kind's own, or the closest one (see `kinds.ts`). */
export function pickRecipe(prompt: string): RecipeId {
  return askedKind(prompt).recipe;
}

/** The subject decides first (the prompt says "app" or "website" about everything). */
export function pickDomain(subject: string | null, prompt: string, recipe: RecipeId): DomainId {
  for (const text of [subject, prompt]) {
    if (!text) continue;
    const lower = text.toLowerCase();
    for (const id of DOMAIN_IDS) {
      if (!DOMAIN_WORDS[id].test(lower)) continue;
      // A shop sells things: "a store for ceramics" wants product copy, not a design studio's.
      if (recipe === 'store' && !['food', 'tech', 'wellness'].includes(id)) return 'retail';
      return id;
    }
  }
  const byRecipe: Partial<Record<RecipeId, DomainId>> = {
    restaurant: 'food',
    fitness: 'wellness',
    portfolio: 'creative',
    store: 'retail',
    dashboard: 'tech',
    todo: 'tech',
  };
  return byRecipe[recipe] ?? 'services';
}

const CLAUSE_END =
  /\s+(?:with|that|which|who|using|where|featuring|including|called|named|and (?:use|make|add|give|a |an |the )|in (?:a |an |the )?(?:shades? of |tones? of )?(?:light |dark |deep |pale )?(?:[a-z]+|#[0-9a-f]{3,6})(?: and (?:[a-z]+|#[0-9a-f]{3,6}))? (?:colou?rs?|tones?|theme|palette|shades?)\b)|[,.;:!?()]|\s+-\s+/i;

function cutClause(text: string): string {
  const match = CLAUSE_END.exec(text);
  return (match ? text.slice(0, match.index) : text).trim();
}

/** "for a bakery in Lisbon", "about hiking in the Alps", or an apposition: "Sakura, a sushi bar". */
export function extractSubject(prompt: string): string | null {
  const text = prompt.replace(/\s+/g, ' ');
  const withArticle = /\b(?:for|about|of|showcasing|promoting)\s+((?:a|an|the|my|our)\s+[^,.;!?]+)/i.exec(
    text,
  );
  if (withArticle?.[1]) {
    const subject = cutClause(withArticle[1]);
    if (subject.split(' ').length >= 2) return subject;
  }
  const apposition = /,\s*((?:a|an)\s+[^,.;!?]+)/i.exec(text);
  if (apposition?.[1]) return cutClause(apposition[1]);
  const bare = /\b(?:for|about)\s+([a-z][^,.;!?]*)/.exec(text);
  if (bare?.[1] && !/^(?:me|my|us|it|this|that|people|everyone|users?|mobile|desktop)\b/.test(bare[1])) {
    const subject = cutClause(bare[1]).split(/\s+/).slice(0, 8).join(' ');
    return subject || null;
  }
  return null;
}

export function extractPlace(text: string): string | null {
  const match =
    /\b(?:in|from|near|based in)\s+(?:the\s+)?((?:[A-Z][a-zà-ÿ'-]+)(?:\s+[A-Z][a-zà-ÿ'-]+){0,2})/.exec(text);
  return match?.[1] ?? null;
}

const QUOTES = /["“”„«»]([^"“”„«»]{2,40})["“”„«»]|(?:^|\s)['‘’]([^'‘’]{2,40})['‘’](?=[\s,.!?]|$)/;
const NAME_AFTER =
  /(?:^|[\s,])(?:called|named|titled|name it|call it|brand(?:ed)? as|llamad[oa]|que se llame|de nombre|appel[ée]e?|nommée?|qui s’appelle|qui s'appelle|namens|genannt|mit dem namen|chamad[oa]|de nome|chiamat[oa]|di nome|dal nome)\s+/i;
const CAPITALISED =
  /^((?:[A-Z0-9][\w'&.+-]*)(?:\s+(?:[A-Z0-9][\w'&.+-]*|&|of|the|and|de|da|du|la|le|del|von|van))*)/;
function titleCase(words: string[]): string {
  return words
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

function clampName(name: string): string {
  const trimmed = name.replace(/[\s.,;:!?-]+$/, '').trim();
  return trimmed.length <= 40 ? trimmed : trimmed.slice(0, 40).replace(/\s+\S*$/, '');
}

/** An explicit name if the prompt gives one, else null (the caller derives one). */
export function extractExplicitName(prompt: string): string | null {
  const after = NAME_AFTER.exec(prompt);
  if (after) {
    const rest = prompt.slice(after.index + after[0].length);
    const quoted = /^["“'‘«]([^"”'’»]{1,40})["”'’»]/.exec(rest);
    if (quoted?.[1]) return clampName(quoted[1]);
    const capitalised = CAPITALISED.exec(rest);
    if (capitalised?.[1]) return clampName(capitalised[1]);
    const plain = /^([a-z0-9][\w'&-]*(?:\s+[a-z0-9][\w'&-]*){0,2})/i.exec(cutClause(rest));
    if (plain?.[1]) return clampName(titleCase(plain[1].split(' ')));
  }
  const quoted = QUOTES.exec(prompt);
  const quotedName = quoted?.[1] ?? quoted?.[2];
  if (quotedName && quotedName.split(/\s+/).length <= 5) return clampName(quotedName.trim());
  const leading = LEADING_NAME.exec(prompt);
  if (leading?.[1] && !NOT_A_NAME.test(leading[1])) return clampName(withoutTrailingParticles(leading[1]));
  const foreignName = promptLanguage(prompt) ? FOREIGN_FOR_NAME.exec(prompt) : null;
  const foreign = foreignName?.[1] ?? foreignName?.[2];
  if (foreign && !NOT_A_NAME.test(foreign)) return clampName(withoutTrailingParticles(foreign));
  // Otherwise, in the other languages a capitalised word after "for" or at the end is a noun ("zum
  // Lernen") or a place ("en Lisboa") as often as a name: only a name said as one counts.
  if (promptLanguage(prompt)) return null;
  const forName = FOR_NAME.exec(prompt);
  if (forName?.[1] && !NOT_A_NAME.test(forName[1])) return clampName(withoutTrailingParticles(forName[1]));
  const trailing = TRAILING_NAME.exec(prompt);
  if (trailing?.[1] && !NOT_A_NAME.test(trailing[1])) return clampName(withoutTrailingParticles(trailing[1]));
  return null;
}

/** A capitalised word, apostrophes of both kinds included ("Luigi’s"). */
const WORD = "[A-Z][\\w'’&-]*";
/** What may join a name's capitalised words: "Ana de la Cruz", "Bread & Butter", "House of Tea". */
const PARTICLE = '&|of|the|and|de|da|das|do|dos|del|della|di|du|la|le|van|von|der|den|bin|al';
const NAME_WORDS = `(${WORD}(?:\\s+(?:${WORD}|${PARTICLE})){0,4})`;
/** "…for Ana de la Cruz, an illustrator". */
const FOR_NAME = new RegExp(`\\bfor\\s+${NAME_WORDS}`);
/** A name the prompt starts with, set off by a colon, a full stop or a dash: "Brewly: a …", "Jake Miller. dark". */
const LEADING_NAME = new RegExp(`^\\s*${NAME_WORDS}\\s*(?::|\\.|\\s[—–-])\\s*\\S`);
/**
 * A name the prompt ends with, right after what it names: "…for my coffee shop Bean There". Not after
 * a preposition, a comparison or an article ("…a bakery in Lisbon", "…hiking in the Alps", "…like
 * WhatsApp"): that is a place or another product.
 */
const TRAILING_NAME = new RegExp(
  `(?<![À-ÿ])\\b(?!(?:in|at|from|near|for|of|on|to|about|around|across|like|as|than|vs|versus|the|a|an|and|with|by|my|our|your|${FOREIGN_BEFORE_PLACE})\\b)[a-z]+\\s+${NAME_WORDS}\\s*[.!]?\\s*$`,
);
/** Words that start a sentence or a request, not a name. */
const NOT_A_NAME =
  /^(?:I|A|An|The|My|Our|We|Me|Hi|Hello|Hey|Please|Build|Make|Create|Design|Generate|Write|Add|Need|Want|Can|Could|Help|Thanks|Ok|Okay)$/;

function withoutTrailingParticles(name: string): string {
  return name.replace(new RegExp(`(?:\\s+(?:${PARTICLE}))+$`), '');
}

/** "a sushi bar in Kyoto" becomes "Kyoto Sushi Bar"; too little to go on gives null. */
export function nameFromSubject(
  subject: string | null,
  place: string | null,
  suffix?: string,
): string | null {
  if (!subject) return null;
  const core = subject.split(/\s+(?:in|from|near|based in|for|at|on|with)(?:\s+|$)/i)[0] ?? subject;
  const words = core
    .split(/\s+/)
    .map((word) => (/^(?:and|&)$/i.test(word) ? '&' : word))
    .filter((word) => !STOP_WORDS.has(word.toLowerCase()) && /^[\w'&-]+$/.test(word))
    .slice(-3);
  // "the customers of my restaurant": a name does not start with "of".
  while (words[0] === '&' || words[0]?.toLowerCase() === 'of') words.shift();
  while (words.at(-1) === '&') words.pop();
  // "my shop's customers": the shop.
  const last = words.at(-1);
  if (last) words[words.length - 1] = last.replace(/'s$/i, '');
  if (words.length === 0) return null;
  const hasPlace = place !== null && subject.includes(place) && !words.includes('&');
  if (words.length < 2 && !hasPlace)
    return suffix && words[0] ? clampName(`${titleCase(words)} ${suffix}`) : null;
  const name = hasPlace && place ? `${place} ${titleCase(words)}` : titleCase(words);
  return clampName(name);
}

function clampForeign(name: string | null): string | null {
  return name ? clampName(name) : null;
}

/** A stable pick from a list: the same prompt always gets the same choice. */
export function pickStable<T>(items: readonly [T, ...T[]], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length] ?? items[0];
}

/**
 * A dark app asked for by a phrase ("a dark theme", "dark mode", "in dark", "dark background") or a
 * bare "dark" ending a clause ("Jake Miller. dark"). "Dark green" is a colour, not a theme.
 */
export function wantsDarkTheme(prompt: string): boolean {
  // "A dark mode toggle" asks for the toggle (an edit it makes later), not a dark start.
  if (/\b(?:toggle|switch(?:er)?)\b/i.test(prompt)) return false;
  return /\bdark[\s-]+(?:theme|mode|background|look|ui|design|style|palette)\b|\bdark\s*(?:$|[.,;!)])/i.test(
    prompt,
  );
}

export function extractSpec(
  prompt: string,
  defaultNames: (recipe: RecipeId, prompt: string) => readonly [string, ...string[]],
): AppSpec {
  const recipe = pickRecipe(prompt);
  const subject = extractSubject(prompt);
  const place =
    extractPlace(subject ?? prompt) ??
    (promptLanguage(prompt) ? extractForeignPlace(subject ?? prompt) : null);
  const explicit = extractExplicitName(prompt);
  // A portfolio is named after a person; "Porto Wedding Photographer" is a description, not a name.
  const derived =
    recipe === 'portfolio' || promptLanguage(prompt)
      ? null
      : nameFromSubject(subject, place, NAME_SUFFIX[recipe]);
  const name =
    explicit ??
    derived ??
    clampForeign(foreignShopName(prompt, place)) ??
    pickStable(defaultNames(recipe, prompt), prompt);
  return {
    recipe,
    name,
    subject,
    topic: subject ? subject.replace(/^(?:a|an|the|my|our)\s+/i, '') : '',
    place,
    domain: pickDomain(subject, prompt, recipe),
    colours: extractColours(prompt, explicit),
    theme: wantsDarkTheme(prompt) ? 'dark' : null,
    prompt,
  };
}
