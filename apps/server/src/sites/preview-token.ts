import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN_LENGTH = 20;

/**
 * The token that opens a private project's previews (seed 002: "Only you can access it unless you
 * explicitly share the preview link"). It is an HMAC of the project id and the project's preview
 * secret, so it needs no storage of its own, and a new secret revokes every link given out before;
 * lowercase base32 so it fits in a DNS label.
 */
export function previewToken(secret: string, projectId: string, previewSecret: string): string {
  // '' is a row from before preview secrets: its links keep the id-only token until the next reset.
  const input = previewSecret ? `kiln-preview:${projectId}:${previewSecret}` : `kiln-preview:${projectId}`;
  const digest = createHmac('sha256', secret).update(input).digest();
  return base32(digest).slice(0, TOKEN_LENGTH);
}

export function isValidPreviewToken(
  secret: string,
  project: { id: string; previewSecret: string },
  given: string | null,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(previewToken(secret, project.id, project.previewSecret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
