import {
  type FirebaseClientConfig,
  FirebaseClientConfigInputSchema,
  type FirebaseServiceAccount,
  FirebaseServiceAccountSchema,
} from './entities/integrations';
import { MESSAGES } from './messages';

/** What reading a pasted config gives: the config, or the seed's message saying what is wrong. */
export type ConfigReading<T> = { ok: true; config: T } | { ok: false; message: string };

type Token =
  | { kind: 'punct'; value: '{' | '}' | ':' | ',' }
  | { kind: 'string'; value: string }
  | { kind: 'word'; value: string }
  | { kind: 'number'; value: number };

const WORD = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?\d+(?:\.\d+)?/y;

/** A JavaScript string literal (single, double or back quotes, no `${}`), or null when it is not one. */
function readString(text: string, start: number): { value: string; end: number } | null {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i += 1) {
    const char = text[i];
    if (char === quote) return { value, end: i + 1 };
    if (char === '\n' && quote !== '`') return null;
    if (quote === '`' && char === '$' && text[i + 1] === '{') return null;
    if (char === '\\') {
      const next = text[i + 1];
      if (next === undefined) return null;
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      i += 1;
    } else {
      value += char;
    }
  }
  return null;
}

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (/\s/.test(char) || char === ';') {
      i += 1;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return null;
      i = end + 2;
    } else if (char === '{' || char === '}' || char === ':' || char === ',' || char === '=') {
      if (char !== '=') tokens.push({ kind: 'punct', value: char });
      else tokens.push({ kind: 'word', value: '=' });
      i += 1;
    } else if (char === '"' || char === "'" || char === '`') {
      const read = readString(text, i);
      if (!read) return null;
      tokens.push({ kind: 'string', value: read.value });
      i = read.end;
    } else {
      WORD.lastIndex = i;
      NUMBER.lastIndex = i;
      const word = WORD.exec(text);
      const number = word ? null : NUMBER.exec(text);
      if (word) {
        tokens.push({ kind: 'word', value: word[0] });
        i += word[0].length;
      } else if (number) {
        tokens.push({ kind: 'number', value: Number(number[0]) });
        i += number[0].length;
      } else {
        return null;
      }
    }
  }
  return tokens;
}

/**
 * Reads one flat object written as JavaScript, the way the Firebase console shows the web config
 * (`const firebaseConfig = { apiKey: "…", … };`): unquoted or quoted keys, single or double quotes,
 * trailing commas, comments, an optional `const name =` before it. Nothing is evaluated. Null when the
 * text is not such an object.
 */
export function parseObjectLiteral(text: string): Record<string, string | number | boolean> | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  let at = 0;
  // `const firebaseConfig =` (or `export const …`, `var …`) before the object.
  const open = tokens.findIndex((token) => token.kind === 'punct' && token.value === '{');
  if (open === -1) return null;
  const prefix = tokens.slice(0, open);
  if (prefix.length > 0) {
    const words = prefix.map((token) => (token.kind === 'word' ? token.value : null));
    if (words.includes(null) || words.at(-1) !== '=') return null;
  }
  at = open + 1;
  const result: Record<string, string | number | boolean> = {};
  for (;;) {
    const key = tokens[at];
    if (key?.kind === 'punct' && key.value === '}') {
      at += 1;
      break;
    }
    if (!key || (key.kind !== 'word' && key.kind !== 'string')) return null;
    const colon = tokens[at + 1];
    const value = tokens[at + 2];
    if (colon?.kind !== 'punct' || colon.value !== ':' || !value) return null;
    if (value.kind === 'string' || value.kind === 'number') result[String(key.value)] = value.value;
    else if (value.kind === 'word' && (value.value === 'true' || value.value === 'false')) {
      result[String(key.value)] = value.value === 'true';
    } else return null;
    at += 3;
    const next = tokens[at];
    if (next?.kind === 'punct' && next.value === ',') at += 1;
    else if (!(next?.kind === 'punct' && next.value === '}')) return null;
  }
  return at === tokens.length ? result : null;
}

function firstIssue(error: { issues: { message: string }[] }, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}

/** Seed 002 §5, the Auth config: non-empty, read leniently, every field of the web config present. */
export function readFirebaseAuthConfig(text: string): ConfigReading<FirebaseClientConfig> {
  if (text.trim() === '') return { ok: false, message: MESSAGES.FIREBASE_AUTH_CONFIG_REQUIRED };
  const object = parseObjectLiteral(text);
  if (!object) return { ok: false, message: MESSAGES.FIREBASE_AUTH_CONFIG_INVALID };
  const parsed = FirebaseClientConfigInputSchema.safeParse(object);
  if (!parsed.success) {
    return { ok: false, message: firstIssue(parsed.error, MESSAGES.FIREBASE_AUTH_FIELDS_MISSING) };
  }
  return { ok: true, config: parsed.data };
}

/** Seed 002 §5, the Firestore config: the service account's JSON key file, every required field present. */
export function readFirestoreConfig(text: string): ConfigReading<FirebaseServiceAccount> {
  if (text.trim() === '') return { ok: false, message: MESSAGES.FIRESTORE_CONFIG_REQUIRED };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: MESSAGES.FIRESTORE_CONFIG_INVALID_JSON };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, message: MESSAGES.FIRESTORE_CONFIG_INVALID_JSON };
  }
  const parsed = FirebaseServiceAccountSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, message: firstIssue(parsed.error, MESSAGES.FIRESTORE_FIELDS_MISSING) };
  return { ok: true, config: parsed.data };
}
