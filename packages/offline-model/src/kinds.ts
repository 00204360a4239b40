import type { RecipeId } from './app-spec';
import { RECIPE_WORDS } from './app-spec-words';

/**
 * The kinds of app people ask for, with what the built-in model builds for each. A kind with a recipe
 * is built as asked; a kind without one is built as its closest recipe, and the reply says so in its
 * first sentence (never a substitute presented as what was asked). Each kind is read from the prompt
 * by weighted phrases: the kind of app ("a job board", weight 6–7) outweighs what it is about ("for a
 * bar", 2), so a "music player with a progress bar" is a music player, not a restaurant.
 */
export const OTHER_KIND_IDS = ['video', 'game'] as const;
export type OtherKindId = (typeof OTHER_KIND_IDS)[number];
export type KindId = RecipeId | OtherKindId;

type Words = ReadonlyArray<readonly [RegExp, number]>;

/** Kinds no recipe builds yet: how a person says them, what they are called, the closest recipe. */
export const OTHER_KINDS: Record<OtherKindId, { label: string; closest: RecipeId; words: Words }> = {
  video: {
    label: 'video player',
    closest: 'media',
    words: [
      [
        /\b(?:video player|video streaming|youtube[\s-](?:style|like|clone)|netflix[\s-](?:style|like|clone))\b/,
        10,
      ],
    ],
  },
  game: {
    label: 'game',
    closest: 'landing',
    words: [
      [/\b(?:chess|card|board|puzzle|arcade|memory|word|browser) game\b/, 9],
      [/\b(?:tetris|snake|sudoku|wordle|tic[\s-]tac[\s-]toe|minesweeper|game)\b/, 7],
    ],
  },
};

export type AskedKind = {
  id: KindId;
  /** The recipe that is built: the kind's own, else its closest. */
  recipe: RecipeId;
  /** A kind no recipe builds, to be owned up to in the reply's first sentence; null when built as asked. */
  missing: { label: string } | null;
  /**
   * The prompt named no kind but asked for an app of some sort ("an app for my plants"): the landing
   * page it gets is a guess, and the reply says so.
   */
  isGuess: boolean;
};

function score(words: Words, text: string): number {
  return words.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
}

const APP_WORDS = /\b(?:app|application|tool|tracker|manager|system|platform|software|generator|planner)\b/;
const SITE_WORDS = /\b(?:website|site|page|homepage|landing|web ?page)\b/;

/**
 * What a first prompt asks for. Every kind is scored; the highest wins, ties going to a kind with a
 * recipe (in `RECIPE_IDS` order, then the others), so a recipe is never passed over for a stand-in.
 */
export function askedKind(prompt: string): AskedKind {
  const text = prompt.toLowerCase();
  let best: KindId = 'landing';
  let bestScore = 0;
  for (const [id, words] of Object.entries(RECIPE_WORDS) as [RecipeId, Words][]) {
    const value = score(words, text);
    if (value > bestScore) [best, bestScore] = [id, value];
  }
  for (const id of OTHER_KIND_IDS) {
    const value = score(OTHER_KINDS[id].words, text);
    if (value > bestScore) [best, bestScore] = [id, value];
  }
  if (isOtherKind(best)) {
    const kind = OTHER_KINDS[best];
    return { id: best, recipe: kind.closest, missing: { label: kind.label }, isGuess: false };
  }
  const isGuess = bestScore === 0 && APP_WORDS.test(text) && !SITE_WORDS.test(text);
  return { id: best, recipe: best, missing: null, isGuess };
}

function isOtherKind(id: KindId): id is OtherKindId {
  return (OTHER_KIND_IDS as readonly string[]).includes(id);
}
