import type { AppLanguage } from '../locale';
import { BOARD_COPY, type BoardTopic } from './board-copy';

/**
 * The board's columns, read from the prompt when it names them ("columns To do, Doing, Done", "with
 * backlog, in progress, review and done", "con las columnas Pendiente, En curso y Hecho", "mit den
 * Spalten Offen und Erledigt"), else a set that fits what the board is for, in the app's language.
 * Words only: the titles reach the code through `lit`.
 */

export type ColumnPlan = { id: string; title: string };

/** "and" in each language a prompt is read in ("e" and "y" only as whole words). */
const AND = String.raw`\b(?:and|y|e|et|und|ed)\b`;
const ITEM = String.raw`[\p{L}\p{N}][\p{L}\p{N}' &-]*`;
const LIST = String.raw`(${ITEM}(?:\s*(?:,|/|${AND}|&)\s*${ITEM}){1,9})`;
const COLUMN_WORDS = '(?:columns?|columnas?|colonnes?|spalten|colunas?|colonne)';
const CALLED = String.raw`(?::|(?:called|named|for|of|llamadas|appelées|namens|für|chamadas|chiamate)(?![\p{L}]))`;

const PATTERNS = [
  new RegExp(String.raw`\b${COLUMN_WORDS}\b\s*${CALLED}?\s*${LIST}`, 'iu'),
  new RegExp(
    String.raw`\bwith\s+(?:the\s+)?(?:columns?\s+)?${LIST}\s+(?:columns|lanes|stages|lists)\b`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:lanes|stages|lists)\s*(?::|called|named)?\s*${LIST}`, 'iu'),
  new RegExp(String.raw`\bwith\s+${LIST}`, 'iu'),
];

const STOP =
  /\s+(?:for|to|so|that|where|which|in (?:violet|blue|green|red|teal|dark)|called|named|using|plus|afin|damit|que|qui|dass|che|llamad[oa]|appel[ée]e?|genannt|chamad[oa]|chiamat[oa])\b.*$/iu;
/** "… y Hecho para mi equipo": "para" ends the list only before whom it is for ("Por hacer" is a column). */
const STOP_FOR =
  /\s+(?:para|por|pour|für|per)\s+(?:mi|mis|tu|el|la|los|las|un|una|mon|ma|mes|notre|nos|le|les|une|mein\w*|unser\w*|den|die|das|ein\w*|o|a|os|as|um|uma|meu|minha|il|lo|gli|i|mio|mia|miei|mie|nostr\w*)\b.*$/iu;

/** Words of a feature list ("with drag-and-drop cards, labels and due dates"), never of a column. */
const FEATURES =
  /\b(?:cards?|labels?|tags?|dates?|deadlines?|drag|drop|filters?|search|dark|light|theme|mode|colou?rs?|login|users?|comments?|attachments?|checklists?|priorit(?:y|ies)|avatars?|notifications?|members?|swimlanes?|tarjetas|etiquetas|fechas|cartes|étiquettes|karten|etiketten|cartões|schede|etichette)\b/iu;

function titleCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function split(list: string): string[] {
  return list
    .replace(STOP, '')
    .replace(STOP_FOR, '')
    .split(new RegExp(String.raw`\s*(?:,|\/|${AND}|&)\s*`, 'iu'))
    .map((part) =>
      part
        .replace(/^(?:and|then|the|a)\s+/iu, '')
        .replace(/\s+(?:columns?|lanes?|stages?|lists?)$/iu, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Two to eight short, distinct column titles named in the prompt, or null. */
export function columnsFromPrompt(prompt: string): string[] | null {
  const text = prompt
    .replace(/[.!?;]+(?:\s|$).*$/su, '')
    .replace(/[«»“”„"]/gu, ' ')
    .replace(/\bto-do\b/giu, 'To do');
  for (const [index, pattern] of PATTERNS.entries()) {
    const match = pattern.exec(text);
    if (!match?.[1]) continue;
    const titles = split(match[1]);
    // The bare "with …" pattern needs a list of three or more: "with my team" is no list of columns.
    if (index === 3 && titles.length < 3) continue;
    const distinct = [...new Map(titles.map((title) => [title.toLowerCase(), title])).values()];
    if (distinct.length < 2 || distinct.length > 8) continue;
    if (distinct.some((title) => title.length > 24 || title.split(/\s+/).length > 3 || FEATURES.test(title)))
      continue;
    return distinct.map(titleCase);
  }
  return null;
}

const TOPICS: [RegExp, BoardTopic][] = [
  [
    /\b(?:content|editorial|blog|posts?|social media|newsletter|contenidos?|contenus?|inhalte|redaktion\w*|conteúdos?|contenuti|redazione)\b/i,
    'content',
  ],
  [
    /\b(?:hiring|recruit\w*|candidates?|applicants?|contrataci[óo]n|selecci[óo]n de personal|recrutement|personalsuche|recrutamento|assunzioni|candidat\w*)\b/i,
    'hiring',
  ],
  [/\b(?:job (?:hunt|search|applications?)|bewerbungen|jobsuche)\b/i, 'jobHunt'],
  [
    /\b(?:bugs?|sprint|dev(?:elopment)?|software|engineering|features?|desarrollo|développement|entwicklung|desenvolvimento|sviluppo)\b/i,
    'dev',
  ],
  [/\b(?:sales|leads?|deals?|pipeline|ventas|ventes|vertrieb|vendas|vendite)\b/i, 'sales'],
];

export function boardColumns(prompt: string, language: AppLanguage = 'en'): ColumnPlan[] {
  const topic = TOPICS.find(([words]) => words.test(prompt))?.[1] ?? 'default';
  const titles = columnsFromPrompt(prompt) ?? BOARD_COPY[language].columns[topic];
  return titles.map((title, index) => ({
    id:
      title
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `column-${index + 1}`,
    title,
  }));
}
