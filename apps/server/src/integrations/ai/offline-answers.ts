import { OFFLINE_SITE_AI_LABEL, type SiteAiLanguage } from '@kiln/contracts';

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

/** What the offline model says of itself, in the language of the app that asked. */
const SAYS: Record<SiteAiLanguage, { whatItIs: string; whatItCanDo: string; keyPoint: string }> = {
  en: {
    whatItIs:
      `I'm ${OFFLINE_SITE_AI_LABEL}: this app's AI runs without a language model for now, ` +
      "so I can't understand questions or write new text.",
    whatItCanDo:
      'What I can do is summarise: I pick out the key sentences of a text. ' +
      "Once this app's owner connects a language model to Kiln, I will answer properly.",
    keyPoint: 'The key point of your message: "{sentence}"',
  },
  es: {
    whatItIs:
      'Soy el modelo sin conexión de Kiln: por ahora, la IA de esta app funciona sin un modelo de lenguaje, ' +
      'así que no puedo entender preguntas ni escribir textos nuevos.',
    whatItCanDo:
      'Lo que sí puedo hacer es resumir: elijo las frases clave de un texto. ' +
      'Cuando quien gestiona esta app conecte un modelo de lenguaje a Kiln, responderé como es debido.',
    keyPoint: 'La idea clave de tu mensaje: «{sentence}»',
  },
  fr: {
    whatItIs:
      'Je suis le modèle hors ligne de Kiln\u00a0: pour l’instant, l’IA de cette application fonctionne sans ' +
      'modèle de langage, je ne peux donc ni comprendre les questions ni rédiger de nouveaux textes.',
    whatItCanDo:
      'En revanche, je sais résumer\u00a0: je repère les phrases clés d’un texte. ' +
      'Dès que le propriétaire de cette application aura connecté un modèle de langage à Kiln, je répondrai vraiment.',
    keyPoint: 'L’idée clé de votre message\u00a0: «\u00a0{sentence}\u00a0»',
  },
  de: {
    whatItIs:
      'Ich bin das Offline-Modell von Kiln: Die KI dieser App läuft vorerst ohne Sprachmodell, ' +
      'deshalb kann ich weder Fragen verstehen noch neue Texte schreiben.',
    whatItCanDo:
      'Was ich kann, ist zusammenfassen: Ich suche die wichtigsten Sätze eines Textes heraus. ' +
      'Sobald der Betreiber dieser App ein Sprachmodell mit Kiln verbindet, antworte ich richtig.',
    keyPoint: 'Der Kern Ihrer Nachricht: „{sentence}“',
  },
  pt: {
    whatItIs:
      'Sou o modelo offline do Kiln: por enquanto, a IA desta aplicação funciona sem um modelo de linguagem, ' +
      'por isso não consigo compreender perguntas nem escrever textos novos.',
    whatItCanDo:
      'O que consigo fazer é resumir: escolho as frases principais de um texto. ' +
      'Assim que o responsável por esta aplicação ligar um modelo de linguagem ao Kiln, passo a responder a sério.',
    keyPoint: 'O ponto principal da sua mensagem: «{sentence}»',
  },
  it: {
    whatItIs:
      'Sono il modello offline di Kiln: per ora l’IA di questa app funziona senza un modello linguistico, ' +
      'quindi non posso capire le domande né scrivere testi nuovi.',
    whatItCanDo:
      'Quello che so fare è riassumere: scelgo le frasi chiave di un testo. ' +
      'Appena il proprietario di questa app collegherà un modello linguistico a Kiln, risponderò davvero.',
    keyPoint: 'Il punto chiave del tuo messaggio: «{sentence}»',
  },
};

/**
 * The chat feature's honest reply, in the app's language (the request's `language`, English when it
 * has none); a long message gets its key sentence quoted back.
 */
export function offlineChatReply(message: string, language: SiteAiLanguage = 'en'): string {
  const says = SAYS[language];
  const sentences = splitSentences(message);
  const sentence =
    sentences.length >= 3 ? summarizeExtractively(message).split(/(?<=[.!?…])\s/)[0] : undefined;
  const keyPoint = sentence ? `\n\n${says.keyPoint.replace('{sentence}', () => sentence)}` : '';
  return `${says.whatItIs} ${says.whatItCanDo}${keyPoint}`;
}

/** The text-generation feature's honest reply, in the app's language when the request gives it. */
export function offlineGenerateReply(language: SiteAiLanguage = 'en'): string {
  return `${SAYS[language].whatItIs} ${SAYS[language].whatItCanDo}`;
}

/** What the offline model can do, in the answer's model header. */
export const OFFLINE_CAPABILITY = 'offline; summaries pick key sentences, no free text';

/** A rough token count (about four characters a token) for what the offline model read and wrote. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
