import { OFFLINE_SITE_AI_LABEL } from '@kiln/contracts';

/**
 * What Kiln's offline model answers an app's AI features with when the instance has no language
 * model. It cannot understand text, so it never pretends to: a summary is the text's own key
 * sentences (extractive, scored by how often their words recur), and chat and text generation say
 * plainly what it is and what it can do.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his i if in ' +
    'into is it its just me more most my no not of on or our out she so some than that the their them ' +
    'then there these they this to too us very was we were what when which who will with would you your'
  ).split(' '),
);

/** The text's sentences, in order (a sentence ends at . ! ? or a line break). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s*\n\s*\n\s*/g, '\n')
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

function wordsOf(sentence: string): string[] {
  return (sentence.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).filter(
    (word) => word.length > 2 && !STOP_WORDS.has(word),
  );
}

/**
 * An extractive summary: about a fifth of the sentences (one to three), those whose content words
 * recur most across the text, in their original order. A text of one or two sentences is its own
 * summary.
 */
export function summarizeExtractively(text: string): string {
  const sentences = splitSentences(text);
  if (sentences.length <= 2) return sentences.join(' ');
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of new Set(wordsOf(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const scored = sentences.map((sentence, index) => {
    const words = wordsOf(sentence);
    const weight = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    // Long sentences are not favoured for length alone; the opening sentence gets a small lead.
    const score = words.length > 0 ? weight / Math.sqrt(words.length) : 0;
    return { sentence, index, score: score * (index === 0 ? 1.2 : 1) };
  });
  const count = Math.min(3, Math.max(1, Math.round(sentences.length / 5)));
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((item) => item.sentence)
    .join(' ');
}

const WHAT_IT_IS =
  `I'm ${OFFLINE_SITE_AI_LABEL}: this app's AI runs without a language model for now, ` +
  "so I can't understand questions or write new text.";
const WHAT_IT_CAN_DO =
  'What I can do is summarise: I pick out the key sentences of a text. ' +
  "Once this app's owner connects a language model to Kiln, I will answer properly.";

/** The chat feature's honest reply; a long message gets its key sentence quoted back. */
export function offlineChatReply(message: string): string {
  const sentences = splitSentences(message);
  const keyPoint =
    sentences.length >= 3
      ? `\n\nThe key point of your message: "${summarizeExtractively(message).split(/(?<=[.!?…])\s/)[0]}"`
      : '';
  return `${WHAT_IT_IS} ${WHAT_IT_CAN_DO}${keyPoint}`;
}

/** The text-generation feature's honest reply. */
export function offlineGenerateReply(): string {
  return `${WHAT_IT_IS} ${WHAT_IT_CAN_DO}`;
}

/** What the offline model can do, in the answer's model header. */
export const OFFLINE_CAPABILITY = 'offline; summaries pick key sentences, no free text';

/** A rough token count (about four characters a token) for what the offline model read and wrote. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
