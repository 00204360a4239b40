/**
 * The language a prompt is written in, among those whose users most often ask in their own: the
 * offline model writes its apps' copy in English, and says so when the prompt is in another language
 * rather than answering as if nothing was lost.
 */
export const PROMPT_LANGUAGES = {
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
} as const;
export type PromptLanguage = keyof typeof PROMPT_LANGUAGES;
export const PROMPT_LANGUAGE_IDS = Object.keys(PROMPT_LANGUAGES) as PromptLanguage[];

/** Short words each language uses all the time and the others rarely (English's are the baseline). */
const FUNCTION_WORDS: Record<PromptLanguage | 'en', readonly string[]> = {
  en: [
    'the',
    'a',
    'an',
    'for',
    'with',
    'my',
    'our',
    'and',
    'to',
    'of',
    'in',
    'that',
    'where',
    'build',
    'make',
    'create',
  ],
  es: [
    'para',
    'una',
    'con',
    'mi',
    'mis',
    'los',
    'las',
    'del',
    'que',
    'y',
    'tienda',
    'página',
    'aplicación',
    'hazme',
    'crea',
    'quiero',
  ],
  fr: [
    'pour',
    'une',
    'avec',
    'mon',
    'ma',
    'mes',
    'les',
    'des',
    'du',
    'et',
    'un',
    'au',
    'aux',
    'boutique',
    "d'accueil",
    'appli',
    'crée',
    'fais',
    'je',
    'veux',
  ],
  de: [
    'für',
    'eine',
    'einen',
    'mit',
    'mein',
    'meine',
    'meinen',
    'und',
    'der',
    'die',
    'das',
    'seite',
    'webseite',
    'erstelle',
    'ich',
    'möchte',
  ],
  pt: [
    'para',
    'uma',
    'com',
    'meu',
    'minha',
    'os',
    'as',
    'um',
    'em',
    'ao',
    'do',
    'da',
    'e',
    'loja',
    'página',
    'aplicativo',
    'crie',
    'quero',
    'faça',
  ],
  it: [
    'per',
    'una',
    'con',
    'mio',
    'mia',
    'il',
    'gli',
    'le',
    'del',
    'della',
    'e',
    'di',
    "un'app",
    'dei',
    'delle',
    'nel',
    'alla',
    'che',
    'sito',
    'negozio',
    'pagina',
    'crea',
    'voglio',
  ],
};

/** The prompt's language when it is one of `PROMPT_LANGUAGES`, else null (English, or too short to tell). */
export function promptLanguage(prompt: string): PromptLanguage | null {
  const words = prompt
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  const hits = (language: PromptLanguage | 'en') =>
    new Set(words.filter((word) => FUNCTION_WORDS[language].includes(word))).size;
  const english = hits('en');
  let best: PromptLanguage | null = null;
  let bestHits = 1;
  for (const language of Object.keys(PROMPT_LANGUAGES) as PromptLanguage[]) {
    const count = hits(language);
    if (count > bestHits && count > english) [best, bestHits] = [language, count];
  }
  return best;
}
