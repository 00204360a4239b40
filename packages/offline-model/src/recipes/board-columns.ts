/**
 * The board's columns, read from the prompt when it names them ("columns To do, Doing, Done", "with
 * backlog, in progress, review and done", "with To do, Doing and Done columns"), else a set that fits
 * what the board is for. Words only: the titles reach the code through `lit`.
 */

export type ColumnPlan = { id: string; title: string };

const LIST = String.raw`([\p{L}\p{N}][\p{L}\p{N}' &-]*(?:\s*(?:,|/|\band\b|&)\s*[\p{L}\p{N}][\p{L}\p{N}' &-]*){1,9})`;

const PATTERNS = [
  new RegExp(String.raw`\bcolumns?\s*(?::|called|named|for|of)?\s*${LIST}`, 'iu'),
  new RegExp(
    String.raw`\bwith\s+(?:the\s+)?(?:columns?\s+)?${LIST}\s+(?:columns|lanes|stages|lists)\b`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:lanes|stages|lists)\s*(?::|called|named)?\s*${LIST}`, 'iu'),
  new RegExp(String.raw`\bwith\s+${LIST}`, 'iu'),
];

const STOP =
  /\s+(?:for|to|so|that|where|which|in (?:violet|blue|green|red|teal|dark)|called|named|using|plus)\b.*$/iu;

/** Words of a feature list ("with drag-and-drop cards, labels and due dates"), never of a column. */
const FEATURES =
  /\b(?:cards?|labels?|tags?|dates?|deadlines?|drag|drop|filters?|search|dark|light|theme|mode|colou?rs?|login|users?|comments?|attachments?|checklists?|priorit(?:y|ies)|avatars?|notifications?|members?|swimlanes?)\b/iu;

function titleCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function split(list: string): string[] {
  return list
    .replace(STOP, '')
    .split(/\s*(?:,|\/|\band\b|&)\s*/iu)
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
  const text = prompt.replace(/[.!?;]+(?:\s|$).*$/su, '').replace(/\bto-do\b/giu, 'To do');
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

const DEFAULTS: [RegExp, string[]][] = [
  [
    /\b(?:content|editorial|blog|posts?|social media|newsletter)\b/i,
    ['Ideas', 'Drafting', 'Scheduled', 'Published'],
  ],
  [/\b(?:hiring|recruit\w*|candidates?|applicants?)\b/i, ['Applied', 'Interview', 'Offer', 'Hired']],
  [/\b(?:job (?:hunt|search|applications?))\b/i, ['Wishlist', 'Applied', 'Interview', 'Offer']],
  [
    /\b(?:bugs?|sprint|dev(?:elopment)?|software|engineering|features?)\b/i,
    ['Backlog', 'In progress', 'Review', 'Done'],
  ],
  [/\b(?:sales|leads?|deals?|pipeline)\b/i, ['Leads', 'Contacted', 'Proposal', 'Won']],
];

export function boardColumns(prompt: string): ColumnPlan[] {
  const titles = columnsFromPrompt(prompt) ??
    DEFAULTS.find(([words]) => words.test(prompt))?.[1] ?? ['To do', 'In progress', 'Done'];
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
