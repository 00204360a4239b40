import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface SecretFinding {
  /** The file, relative to the bundle's root, with forward slashes. */
  file: string;
  /** What the string looks like, for the user ("a Stripe live secret key"). */
  kind: string;
  /** At most the secret's last four characters: the message never repeats a secret. */
  lastFour: string;
}

/** Files above this are not read (a bundle's code and styles are far smaller; media cannot hide keys usefully). */
const MAX_SCANNED_BYTES = 20 * 1024 * 1024;
const BINARY =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm|mov|mp3|wav|ogg|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm)$/i;

interface Detector {
  kind: string;
  pattern: RegExp;
  /** A further check on a match (a JWT's payload); the match's secret part for the last four. */
  accept?: (match: RegExpExecArray, text: string) => boolean;
}

function base64UrlJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const DETECTORS: Detector[] = [
  { kind: 'a Stripe live secret key', pattern: /\bsk_live_[0-9A-Za-z]{16,}/g },
  { kind: 'a Stripe live restricted key', pattern: /\brk_live_[0-9A-Za-z]{16,}/g },
  { kind: 'a Resend API key', pattern: /\bre_[0-9A-Za-z]{6,}_[0-9A-Za-z]{16,}/g },
  {
    kind: 'a Supabase service-role key',
    pattern: /\beyJ[\w-]{8,}\.(eyJ[\w-]{8,})\.[\w-]{16,}/g,
    accept: (match) => {
      const payload = base64UrlJson(match[1] ?? '');
      return (
        typeof payload === 'object' &&
        payload !== null &&
        (payload as { role?: unknown }).role === 'service_role'
      );
    },
  },
  {
    kind: 'a private key (PEM)',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]{0,8000}?-----END/g,
  },
  {
    // An access key id is public-ish on its own; with a 40-character secret beside it, it is a credential.
    kind: 'an AWS access key with its secret',
    pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    accept: (match, text) => {
      const around = text.slice(Math.max(0, match.index - 300), match.index + match[0].length + 300);
      return /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/.test(around);
    },
  },
];

/** The secret-shaped strings of one text, first of each kind. */
export function findSecrets(text: string): { kind: string; lastFour: string }[] {
  const found: { kind: string; lastFour: string }[] = [];
  for (const detector of DETECTORS) {
    for (const match of text.matchAll(detector.pattern)) {
      if (detector.accept && !detector.accept(match, text)) continue;
      const secret = match[0].replace(/-----END$/, '').trim();
      found.push({ kind: detector.kind, lastFour: detector.kind.includes('PEM') ? '' : secret.slice(-4) });
      break;
    }
  }
  return found;
}

async function* files(root: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* files(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/**
 * Scans a production bundle for secrets that must never ship to browsers (issue 13 §6): Stripe live
 * secret and restricted keys, Resend keys, Supabase service-role JWTs, PEM private keys, AWS key
 * pairs. The first finding, or null.
 */
export async function scanBundle(root: string): Promise<SecretFinding | null> {
  for await (const file of files(root)) {
    if (BINARY.test(file)) continue;
    const absolute = path.join(root, file);
    if ((await stat(absolute)).size > MAX_SCANNED_BYTES) continue;
    const [first] = findSecrets(await readFile(absolute, 'latin1'));
    if (first) return { file, ...first };
  }
  return null;
}

/** The refusal the owner reads in the deploy dialog: which file, what it looks like, never the secret. */
export function secretRefusal(finding: SecretFinding): string {
  const ending = finding.lastFour ? ` (ending in ${finding.lastFour})` : '';
  return `Deploy refused: ${finding.file} contains ${finding.kind}${ending}. Anyone visiting the site could read it. Move it to a server-side function or an integration, rotate the key, and deploy again.`;
}
